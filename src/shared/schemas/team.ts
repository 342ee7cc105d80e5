import { z } from 'zod'
import { boundedText, EmailSchema, TEXT_LIMITS } from './fields.ts'

/** Admin Settings' Team: the administrators, inviting one, removing one (never the last). */

export const TEAM_MESSAGES = {
  invited: 'Invitation sent. The link to set a password works for 1 hour.',
  removed: 'Removed from the team.',
  lastMember: 'The team needs at least one administrator, so the last one cannot be removed.',
  notFound: 'No such team member.',
  customerAddress:
    'That address belongs to a customer account. Invite a different address for the team member.',
  alreadyMember: 'That address is already on the team.',
} as const

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False until the invited member has set a password. */
  passwordSet: z.boolean(),
  /** Two-factor sign-in is on: another administrator can turn it off when the codes are lost. */
  twoFactorEnabled: z.boolean(),
  /** The member looking at the list. */
  you: z.boolean(),
  joinedAt: z.iso.datetime(),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamListSchema = z.object({ members: z.array(teamMemberSchema) })
export type TeamList = z.infer<typeof teamListSchema>

export const inviteTeamMemberSchema = z.object({
  email: EmailSchema,
  name: boundedText({ label: 'Name', max: TEXT_LIMITS.displayName }).optional(),
})
export type InviteTeamMember = z.infer<typeof inviteTeamMemberSchema>

export const teamMemberParamsSchema = z.object({ id: z.string().min(1).max(200) })

export const teamChangeResponseSchema = z.object({ notice: z.string() })
