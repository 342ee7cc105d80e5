import { z } from 'zod'

/** The caller's own profile (spec §3 profiles), with the account e-mail for display (read-only). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  welcomeShown: z.boolean(),
})

/** Settings: the display name is editable with no bound beyond the request size (spec §5). */
export const updateProfileSchema = z.object({
  displayName: z.string().trim(),
})

export type Profile = z.infer<typeof profileSchema>
export type UpdateProfile = z.infer<typeof updateProfileSchema>
