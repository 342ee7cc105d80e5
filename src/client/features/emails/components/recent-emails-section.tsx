import { Link } from 'react-router'
import { formatDateTime } from '#shared/format/dates.ts'
import { paths } from '#shared/paths.ts'
import type { OutboxMessage } from '#shared/schemas/email.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useRecentEmails } from '../api/get-recent-emails.ts'
import { useRetryEmail } from '../api/retry-email.ts'

const statusTones: Record<OutboxMessage['status'], BadgeTone> = {
  queued: 'yellow',
  sending: 'yellow',
  sent: 'green',
  captured: 'grey',
  failed: 'red',
}

/** The last 50 e-mails with their delivery status; a failed one can be sent again. */
export function RecentEmailsSection() {
  const emails = useRecentEmails()
  const retry = useRetryEmail()

  async function retryEmail(id: string) {
    try {
      await retry.mutateAsync(id)
      void toast.success('E-mail queued again')
    } catch (error) {
      void toast.error('Retry failed', { description: errorMessage(error, 'Please try again.') })
    }
  }

  return (
    <Card>
      <CardTitle>Recent e-mails</CardTitle>
      <p className="mt-1 text-sm text-muted">
        Captured e-mails were kept in the outbox because no SMTP server is configured.{' '}
        <Link to={paths.emailTest} className="font-medium text-brand-700 underline">
          Send a test e-mail
        </Link>{' '}
        to check delivery.
      </p>
      <div className="mt-4">
        {emails.isPending ? (
          <Spinner />
        ) : emails.isError ? (
          <p className="text-danger">Failed to load e-mails</p>
        ) : emails.data.messages.length === 0 ? (
          <EmptyState title="No e-mails yet" />
        ) : (
          <ul className="divide-y divide-line">
            {emails.data.messages.map((message) => (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{message.subject}</p>
                  <p className="truncate text-sm text-muted">
                    {message.recipient} · {formatDateTime(message.createdAt)} · {message.attempts} attempt
                    {message.attempts === 1 ? '' : 's'}
                  </p>
                  {message.lastError && message.status !== 'sent' ? (
                    <p className="truncate text-sm text-danger">{message.lastError}</p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={statusTones[message.status]}>{message.status}</Badge>
                  {message.status === 'failed' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => retryEmail(message.id)}
                      disabled={retry.isPending}
                    >
                      Retry
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
