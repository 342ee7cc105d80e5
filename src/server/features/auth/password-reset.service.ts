import {
  PASSWORD_RESET_REQUESTED,
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '#shared/schemas/auth.ts'
import type { Database } from '../../db/client.ts'
import { enqueue } from '../../jobs/queue.ts'
import type { Auth } from '../../plugins/auth/create-auth.ts'
import type { AuthLimits } from './auth-limits.ts'

export const PASSWORD_RESET_QUEUE = 'password-reset-request'

export interface PasswordResetDeps {
  db: Database
  limits: AuthLimits
}

/**
 * Takes a reset request and answers at once, the same for every e-mail: the same limits, the same
 * one queued job, the same body. Whether the account exists is only looked at later, in the job, so
 * the answer's timing cannot tell a visitor which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  request: PasswordResetRequest,
  address: string,
): Promise<{ status: true; message: string }> {
  await deps.limits.takeResetRequest(request.email, address)
  await enqueue(deps.db, PASSWORD_RESET_QUEUE, { email: request.email, redirectTo: request.redirectTo })
  return { status: true, message: PASSWORD_RESET_REQUESTED }
}

/**
 * The job: the authentication library creates the token and calls its sendResetPassword hook, which
 * queues the e-mail (nothing happens for an unknown e-mail).
 */
export function passwordResetJob(auth: Auth) {
  return async (job: { payload: Record<string, unknown> }): Promise<void> => {
    const body = passwordResetRequestSchema.parse(job.payload)
    await auth.api.requestPasswordReset({ body })
  }
}
