import { channelName } from '#shared/catalogue/channels.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import { previewText } from '#shared/format/text.ts'
import type { ChangeRequestList } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useChangeRequests } from '../api/get-change-requests.ts'

type Row = ChangeRequestList['posts'][number]

/**
 * Every post whose customer asked for changes, whatever its customer and month, the oldest request first,
 * above the calendar: the team answers the request waiting longest first. Each row opens the post.
 */
export function ChangesRequested({ onOpen }: { onOpen(row: Row): void }) {
  const requests = useChangeRequests()
  const rows = requests.data?.posts ?? []
  return (
    <section aria-labelledby="changes-requested-heading" className="flex flex-col gap-3">
      <h3 id="changes-requested-heading" className="text-xl font-semibold">
        Changes requested
      </h3>
      {requests.isPending ? <Spinner /> : null}
      {requests.isError ? <p className="text-danger">Failed to load the change requests</p> : null}
      {requests.isSuccess && rows.length === 0 ? (
        <p className="text-muted">No customer is waiting for changes.</p>
      ) : null}
      {rows.length > 0 ? (
        <ul aria-label="Posts with changes requested" className="flex flex-col divide-y divide-line">
          {rows.map((row) => (
            <li key={row.post.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium break-all">{row.customer.name || row.customer.email}</span>
                <span className="text-muted">
                  {' '}
                  · {formatDateTime(row.post.scheduledAt)} · {channelName(row.post.channel)}
                </span>
                <span className="block break-words">
                  {previewText(row.post.lastChangeRequest?.comment || row.post.caption, 100)}
                </span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onOpen(row)}>
                Open post
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
