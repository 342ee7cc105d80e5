/** Trust badges under the home page hero (spec section 2, Home page). */
export const trustBadges = [
  { id: 'google-rating', value: '4.9/5', label: 'Google rating' },
  { id: 'customers', value: 'Hundreds', label: 'of UK businesses trust us' },
  { id: 'guarantee', value: '100%', label: 'money-back guarantee' },
] as const
