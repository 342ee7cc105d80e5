import { channelName, isChannelId } from '#shared/catalogue/channels.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import type { Publication } from '#shared/schemas/publishing.ts'
import { FAILED } from '#shared/schemas/publishing.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { MarkPostedForm } from './mark-posted-form.tsx'

const EXCERPT_CHARACTERS = 120

interface PublicationItemProps {
  publication: Publication
  busy: boolean
  onRetry(): void
  onMark(link: string | null): Promise<void>
}

/** One post the team must act on: failed (with the network's reason, Retry) or to post by hand. */
export function PublicationItem({ publication, busy, onRetry, onMark }: PublicationItemProps) {
  const channel = isChannelId(publication.channel) ? channelName(publication.channel) : publication.channel
  const failed = publication.status === 'failed'
  const caption = publication.caption
  return (
    <li className="flex flex-col gap-2 py-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {channel} post, {formatDateTime(publication.scheduledAt)}
        </span>
        <Badge tone={failed ? 'red' : 'yellow'}>{failed ? FAILED : 'Post by hand'}</Badge>
      </p>
      <p className="text-sm break-words text-muted">
        {publication.customerName} ({publication.customerEmail})
      </p>
      <p className="text-sm break-words">
        {caption.length > EXCERPT_CHARACTERS ? `${caption.slice(0, EXCERPT_CHARACTERS)}…` : caption}
      </p>
      {publication.reason ? (
        <p className="text-sm break-words text-red-900">
          {channel} answered: {publication.reason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {failed ? (
          <Button size="sm" onClick={onRetry} disabled={busy}>
            Retry
          </Button>
        ) : null}
        <MarkPostedForm busy={busy} onMark={onMark} />
      </div>
    </li>
  )
}
