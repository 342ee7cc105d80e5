import { z } from 'zod'
import { DisplayNameSchema } from './fields.ts'

/** The caller's own profile (spec §3 profiles), with the account e-mail for display (read-only). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  welcomeShown: z.boolean(),
})

/** Settings: the display name is editable (trimmed, at most 100 characters, no control characters). */
export const updateProfileSchema = z.object({ displayName: DisplayNameSchema })

/** Settings shows the account e-mail read-only, with this hint (the site chatbot quotes it). */
export const EMAIL_READ_ONLY_HINT = 'Email cannot be changed'

export type Profile = z.infer<typeof profileSchema>
export type UpdateProfile = z.input<typeof updateProfileSchema>
