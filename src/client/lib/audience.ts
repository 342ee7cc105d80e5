/**
 * Who a screen serves: the team (the back office, /api/admin/…) or the signed-in customer
 * (the dashboard, /api/…). Features that serve both take it as data instead of keeping twin calls.
 */
export type Audience = 'team' | 'customer'
