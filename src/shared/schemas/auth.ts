import { z } from 'zod'

export const MIN_PASSWORD_LENGTH = 6
export const MAX_EMAIL_LENGTH = 255

export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'Invalid email address')
  .pipe(z.email('Invalid email address'))

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema })

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  twoFactorEnabled: z.boolean(),
})

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  isAdmin: z.boolean(),
  subscribed: z.boolean(),
})

export type SessionUser = z.infer<typeof sessionUserSchema>
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'

/** Sign-in and sign-up forms (spec §5 auth schema). */
export const signInSchema = credentialsSchema
export const signUpSchema = credentialsSchema

/** Forgot password and resend: an empty e-mail has its own message (spec §5). */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address').pipe(emailSchema),
})

/** Set a new password from a recovery or invite link: at least 6, confirmation must match. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })

/** Settings: change the password of the signed-in user (the server checks the current one). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
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
export type NewPasswordInput = z.infer<typeof newPasswordSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>
