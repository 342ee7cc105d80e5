/** The product's name and fixed public facts, shown on pages and in e-mails. */
export const BRAND = {
  name: 'PostCraft',
  tagline: 'Social media posts for UK small businesses, designed, written and scheduled for you',
  provider: 'the provider',
} as const
