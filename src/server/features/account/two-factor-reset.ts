import { AppError } from '#shared/errors.ts'
import { paths } from '#shared/paths.ts'
import { TWO_FACTOR_RESET_MESSAGES } from '#shared/schemas/two-factor-reset.ts'
import type { Database } from '../../db/client.ts'
import type { EmailService } from '../../email/email.service.ts'
import { twoFactorOffEmail } from '../../email/templates/two-factor-off.ts'
import type { AuthAccounts } from './auth-accounts.ts'

export interface TwoFactorResetDeps {
  db: Database
  identities: AuthAccounts
  email: EmailService
  appUrl: string
  supportEmail: string
}

/**
 * The team turns off a customer's two-factor sign-in (they lost their authenticator and their backup
 * codes): the second step and every session end, the password stays, and the customer is e-mailed, so
 * a request that did not come from them is noticed. An administrator's own is turned off in Settings.
 */
export async function turnOffTwoFactor(deps: TwoFactorResetDeps, callerId: string, userId: string) {
  if (userId === callerId) throw new AppError('conflict', TWO_FACTOR_RESET_MESSAGES.yourOwn)
  const user = await deps.identities.findById(userId)
  if (!user) throw new AppError('not_found', TWO_FACTOR_RESET_MESSAGES.notFound)
  if (!user.twoFactorEnabled) throw new AppError('conflict', TWO_FACTOR_RESET_MESSAGES.alreadyOff)
  await deps.identities.revokeAccess(userId, { keepPassword: true })
  await deps.email.queue(deps.db, {
    to: user.email,
    template: 'two-factor-off',
    content: twoFactorOffEmail({
      signInUrl: `${deps.appUrl}${paths.auth}`,
      supportEmail: deps.supportEmail,
    }),
    about: { userId },
  })
  return { notice: TWO_FACTOR_RESET_MESSAGES.done(user.email) }
}
