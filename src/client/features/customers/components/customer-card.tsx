import { ClipboardList, ExternalLink, FileSpreadsheet, FolderOpen, ShieldOff } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { subscriptionLine } from '#shared/format/subscription.ts'
import { teamBriefPath } from '#shared/paths.ts'
import type { CustomerEntry } from '#shared/schemas/customers.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { cn } from '../../../lib/cn.ts'

function ResourceLink({
  href,
  label,
  icon: Icon,
}: {
  href: string | null
  label: string
  icon: ComponentType<{ className?: string }>
}) {
  if (!href) {
    return (
      <Button variant="secondary" size="sm" disabled title="No link saved yet">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Button>
    )
  }
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon className="size-4" aria-hidden="true" />
        {label}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </Button>
  )
}

/** A past-due customer's failed payment and when their publishing pauses (or paused). */
function PastDueNotice({ subscription }: { subscription: NonNullable<CustomerEntry['subscription']> }) {
  if (subscription.status !== 'past_due') return null
  const pausedFrom = subscription.publishingPausedFrom
  const paused = pausedFrom ? new Date(pausedFrom).getTime() <= Date.now() : false
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone="red">Past due</Badge>
      {subscription.pastDueSince ? (
        <span>Payment failed on {formatDate(subscription.pastDueSince)}.</span>
      ) : null}
      {pausedFrom ? (
        <span className={paused ? 'font-semibold text-danger' : undefined}>
          {paused
            ? `Publishing paused since ${formatDate(pausedFrom)}`
            : `Publishing pauses on ${formatDate(pausedFrom)}`}
        </span>
      ) : null}
    </div>
  )
}

/** One customer of the list: who, their plan, latest order, joined date and resource links. */
export function CustomerCard({
  customer,
  onManage,
  onTurnOffTwoFactor,
}: {
  customer: CustomerEntry
  onManage(): void
  onTurnOffTwoFactor(): void
}) {
  const order = customer.latestOrder
  const active = customer.subscription !== null && customer.subscription.status !== 'past_due'
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-all">{customer.email || customer.displayName}</h3>
          {customer.displayName ? <p className="text-sm text-muted">{customer.displayName}</p> : null}
        </div>
        <p className={cn('text-sm font-medium', active ? 'text-success' : 'text-muted')}>
          {subscriptionLine(customer.subscription)}
        </p>
      </div>
      {customer.subscription ? <PastDueNotice subscription={customer.subscription} /> : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Latest order: </dt>
          <dd className="inline">
            {order
              ? `${formatPence(order.amount, order.currency)} on ${formatDate(order.createdAt)}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">Joined: </dt>
          <dd className="inline">{formatDate(customer.createdAt)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <ResourceLink href={customer.driveLink} label="View Drive Folder" icon={FolderOpen} />
        <ResourceLink href={customer.googleSheetLink} label="View Google Sheet" icon={FileSpreadsheet} />
        <Button asChild variant="secondary" size="sm">
          <Link to={teamBriefPath(customer.id)}>
            <ClipboardList className="size-4" aria-hidden="true" />
            View Brief
          </Link>
        </Button>
        <Button size="sm" onClick={onManage}>
          Manage Links
        </Button>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/admin/billing/${encodeURIComponent(customer.id)}`}>Billing</Link>
        </Button>
        {customer.twoFactorEnabled ? (
          <Button size="sm" variant="secondary" onClick={onTurnOffTwoFactor}>
            <ShieldOff className="size-4" aria-hidden="true" />
            Turn off two-factor
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
