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
