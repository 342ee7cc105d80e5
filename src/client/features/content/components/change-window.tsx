import { Clock } from 'lucide-react'
import { changeWindowText, isLateForChanges } from '#shared/content/change-window.ts'
import type { PostStatus } from '#shared/content/post-status.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'

/** Statuses in which the customer may still ask for changes, so the time left matters to them. */
const answerable: readonly PostStatus[] = ['in_review']

/** The time left to ask for changes (48-hour cut-off), shown while the post waits for an answer. */
export function ChangeWindow({ scheduledAt, status }: { scheduledAt: string; status: PostStatus }) {
  if (!answerable.includes(status)) return null
  const late = isLateForChanges(scheduledAt, Date.now())
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', late ? 'text-warning' : 'text-muted')}>
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {changeWindowText(scheduledAt, Date.now())}
    </p>
  )
}

export const LATE_LABEL = 'Possibly too late for that date'

/** Beside a request for changes that came after the cut-off. */
export function LateMarker() {
  return (
    <Badge tone="yellow" data-testid="late-marker">
      {LATE_LABEL}
    </Badge>
  )
}
