import { z } from 'zod'

/**
 * The team turns off two-factor sign-in for a customer who lost both their authenticator and their
 * backup codes (docs/decisions/0069): the customer signs in with their password and turns it on again.
 */
export const TWO_FACTOR_RESET_MESSAGES = {
  notFound: 'No such account.',
  alreadyOff: 'Two-factor sign-in is already off for this account.',
  yourOwn: 'Turn off your own two-factor sign-in in your Settings.',
  done: (email: string) => `Two-factor sign-in is off for ${email}. We have e-mailed them.`,
} as const

export const twoFactorResetParamsSchema = z.object({ id: z.string().min(1).max(200) })

export const twoFactorResetResponseSchema = z.object({ notice: z.string() })
export type TwoFactorResetResponse = z.infer<typeof twoFactorResetResponseSchema>
