/** When the legal pages were last revised (the privacy notice is dated October 2025 in the spec). */
export const LEGAL_UPDATED = 'October 2025'
