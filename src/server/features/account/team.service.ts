import { AppError } from '#shared/errors.ts'
import { type InviteTeamMember, TEAM_MESSAGES } from '#shared/schemas/team.ts'
import type { Database } from '../../db/client.ts'
import { enqueue } from '../../jobs/queue.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import type { Notices } from '../../plugins/realtime/notices.ts'
import type { AuthAccounts } from './auth-accounts.ts'
import { countTeam, findTeamMember, listTeam, lockTeam, markRemoved } from './team.repo.ts'

/** Sends a team invite's set-password link (retried until sent). */
export const TEAM_INVITE_QUEUE = 'account.team-invite'

export interface TeamDeps {
  db: Database
  identities: AuthAccounts
  notices: Notices
}

interface Caller {
  id: string
  name: string
  email: string
}

export async function listTeamMembers(deps: Pick<TeamDeps, 'db'>, caller: Caller) {
  const rows = await listTeam(deps.db)
  return {
    members: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      passwordSet: Boolean(row.passwordSet),
      twoFactorEnabled: row.twoFactorEnabled === true,
      you: row.id === caller.id,
      joinedAt: row.createdAt.toISOString(),
    })),
  }
}

/**
 * Invites an address to the team: a new administrator without a password, or a removed one taken back,
 * and the set-password link by e-mail. A customer's address is refused: one account is never both.
 */
export async function inviteTeamMember(deps: TeamDeps, caller: Caller, input: InviteTeamMember) {
  const email = input.email.toLowerCase()
  const existing = await deps.identities.findByEmail(email)
  if (existing && existing.role !== 'admin')
    throw new AppError('conflict', TEAM_MESSAGES.customerAddress, { email: TEAM_MESSAGES.customerAddress })
  if (existing && (await findTeamMember(deps.db, existing.id)))
    throw new AppError('conflict', TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember })
  if (existing) await deps.identities.setBanned(existing.id, false)
  else await deps.identities.createTeamMember(email, input.name || email.split('@')[0] || email)
  await enqueue(deps.db, TEAM_INVITE_QUEUE, { email, invitedBy: caller.name || caller.email })
  deps.notices.tell('team', { admins: true })
  return { notice: TEAM_MESSAGES.invited }
}

export function sendTeamInvite(deps: Pick<TeamDeps, 'identities'>) {
  return async (job: ClaimedJob): Promise<void> => {
    const { email, invitedBy } = job.payload as { email: string; invitedBy: string }
    await deps.identities.sendSetPasswordLink(email, { kind: 'team-invite', invitedBy })
  }
}

/**
 * Removes a member: banned (no sign-in), sessions, password and two-factor gone; their past replies keep
 * their name. Never the last member, counted under the team's lock.
 */
export async function removeTeamMember(deps: TeamDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx)
    if (!(await findTeamMember(tx, id))) throw new AppError('not_found', TEAM_MESSAGES.notFound)
    if ((await countTeam(tx)) <= 1) throw new AppError('conflict', TEAM_MESSAGES.lastMember)
    await markRemoved(tx, id)
  })
  await deps.identities.revokeAccess(id, { keepPassword: false })
  deps.notices.tell('team', { admins: true })
  return { notice: TEAM_MESSAGES.removed }
}
