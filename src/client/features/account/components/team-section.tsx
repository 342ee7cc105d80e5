import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { formatDate } from '#shared/format/dates.ts'
import { inviteTeamMemberSchema, type TeamMember } from '#shared/schemas/team.ts'
import { TurnOffTwoFactorDialog } from '../../../components/turn-off-two-factor-dialog.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useTeam } from '../api/get-team.ts'
import { useInviteTeamMember } from '../api/invite-team-member.ts'
import { accountSettingsKeys } from '../api/query-keys.ts'
import { useRemoveTeamMember } from '../api/remove-team-member.ts'

function InviteForm() {
  const invite = useInviteTeamMember()
  const form = useForm({
    resolver: zodResolver(inviteTeamMemberSchema),
    defaultValues: { email: '', name: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const { notice } = await invite.mutateAsync(values)
      void toast.success(notice, { description: values.email })
      form.reset()
    } catch (error) {
      void toast.error('Could not send the invitation', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  })
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Invite an administrator">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Name (optional)"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  )
}

/** Admin Settings' Team: who administers the business, inviting another, removing one (never the last). */
export function TeamSection() {
  const titleId = useId()
  const team = useTeam()
  const remove = useRemoveTeamMember()
  const [removing, setRemoving] = useState<TeamMember>()
  const [turningOff, setTurningOff] = useState<TeamMember>()
  const queryClient = useQueryClient()
  const members = team.data?.members ?? []

  async function confirmRemove() {
    if (!removing) return
    try {
      const { notice } = await remove.mutateAsync(removing.id)
      void toast.success(notice, { description: removing.email })
    } catch (error) {
      void toast.error('Could not remove the member', {
        description: errorMessage(error, 'Please try again.'),
      })
    } finally {
      setRemoving(undefined)
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4">
        <div>
          <CardTitle id={titleId}>Team</CardTitle>
          <p className="mt-1 text-sm text-muted">
            Administrators share the inbox, the customers and every back-office page.
          </p>
        </div>
        {team.isPending ? <Spinner /> : null}
        {team.isError ? <p className="text-danger">Failed to load the team</p> : null}
        {members.length > 0 ? (
          <ul aria-label="Team members" className="flex flex-col divide-y divide-line">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{member.name || member.email}</span>
                    {member.you ? <Badge tone="brand">You</Badge> : null}
                    {member.passwordSet ? null : <Badge>Invited</Badge>}
                  </span>
                  <span className="block text-sm break-all text-muted">
                    {member.email} · since {formatDate(member.joinedAt)}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  {member.twoFactorEnabled && !member.you ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setTurningOff(member)}
                      aria-label={`Turn off two-factor for ${member.email}`}
                    >
                      Turn off two-factor
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={members.length <= 1}
                    onClick={() => setRemoving(member)}
                    aria-label={`Remove ${member.email} from the team`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <InviteForm />
      </Card>
      {turningOff ? (
        <TurnOffTwoFactorDialog
          account={turningOff}
          onClose={() => setTurningOff(undefined)}
          onDone={() => queryClient.invalidateQueries({ queryKey: accountSettingsKeys.team() })}
        />
      ) : null}
      <Dialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? null : setRemoving(undefined))}
        title="Remove this administrator?"
        description={
          removing
            ? `${removing.email} will be signed out and can no longer sign in. Their past replies keep their name.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(undefined)}>
              Keep them
            </Button>
            <Button variant="danger" onClick={confirmRemove} disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove from the team'}
            </Button>
          </>
        }
      />
    </section>
  )
}
