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

export type Profile = z.infer<typeof profileSchema>
export type UpdateProfile = z.input<typeof updateProfileSchema>
