import { z } from 'zod'
import { EmailSchema, PASSWORD_TOO_LONG, PasswordSchema, TEXT_LIMITS } from './fields.ts'

export const credentialsSchema = z.object({ email: EmailSchema, password: PasswordSchema })

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  /** Proven by a confirmation, reset or invite link; two-factor waits for it. */
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
})

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  isAdmin: z.boolean(),
  subscribed: z.boolean(),
})

export type SessionUser = z.infer<typeof sessionUserSchema>
export type SessionResponse = z.infer<typeof sessionResponseSchema>

/*
 * What the auth library (mounted at /api/auth) answers, as far as the client reads it. Objects are not
 * strict: the library may add fields, but those the client relies on must be there.
 */
const authUserSchema = z.object({ id: z.string(), email: z.string() })

/** POST /api/auth/sign-in/email: a session, or (two-factor on) a request for a code first. */
export const signInResponseSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ user: authUserSchema }),
])
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** Sign-up, change password and the two-factor code checks answer with the account's user. */
export const authUserResponseSchema = z.object({ user: authUserSchema })

/** Reset request, reset and turning two-factor off answer `{ status: true }`. */
export const authStatusResponseSchema = z.object({ status: z.literal(true) })

/** POST /api/auth/two-factor/enable: what the authenticator app needs, and the backup codes. */
export const twoFactorSetupResponseSchema = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>

/** POST /api/auth/sign-out. */
export const signOutResponseSchema = z.object({ success: z.literal(true) })

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

/** A confirmation longer than any password cannot match one. */
const ConfirmPasswordSchema = z.string().max(TEXT_LIMITS.passwordMax, PASSWORDS_DO_NOT_MATCH)

/** Sign-in and sign-up forms (spec §5 auth schema). */
export const signInSchema = credentialsSchema
export const signUpSchema = credentialsSchema

/** Forgot password and resend: an empty e-mail has its own message (spec §5). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .pipe(EmailSchema),
})

/** Where a reset link leads: the customer's or the administrator's set-new-password view. */
export const RECOVERY_REDIRECTS = ['/auth?type=recovery', '/admin-login?type=recovery'] as const

/** POST /api/auth/request-password-reset (the body the authentication library's client sends). */
export const passwordResetRequestSchema = z.object({
  email: EmailSchema,
  redirectTo: z.enum(RECOVERY_REDIRECTS).default(RECOVERY_REDIRECTS[0]),
})

/** The same answer for every e-mail, known or not. */
export const PASSWORD_RESET_REQUESTED =
  'If this email exists in our system, check your email for the reset link'

export const passwordResetResponseSchema = z.object({ status: z.literal(true), message: z.string() })

/** Set a new password from a recovery or invite link: PasswordSchema, and the confirmation must match. */
export const newPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

/** Settings: change the password of the signed-in user (the server checks the current one). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Please enter your current password')
      .max(TEXT_LIMITS.passwordMax, PASSWORD_TOO_LONG),
    newPassword: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

/** Settings: the account's password again, before turning two-factor on or off (the server checks it). */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, 'Please enter your password'),
})

/** A code from the authenticator app (6 digits) or one of the backup codes (letters, digits, dash). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/,
      'Enter the 6-digit code from your authenticator app, or a backup code',
    ),
})

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
})

export type SignInInput = z.infer<typeof signInSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>
export type NewPasswordInput = z.infer<typeof newPasswordSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordSchema>
