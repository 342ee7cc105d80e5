import { findMarketingChannel } from '#shared/catalogue/channels.ts'
import { findPlan } from '#shared/catalogue/plans.ts'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { describeAddOn } from '#shared/pricing/quote.ts'
import type { CustomerEntry } from '#shared/schemas/customers.ts'

type Order = NonNullable<CustomerEntry['latestOrder']>

const channel = (id: string) => findMarketingChannel(id)?.name ?? id

/** The latest order of the Manage Customer Resources dialog (spec §2), add-ons as '8 x Name (£149.00)'. */
export function OrderDetails({ order }: { order: Order | null }) {
  if (!order) return <p className="text-muted">No order information available</p>
  const { services } = order
  const addOns = Object.entries(services.addOns).map(([name, { quantity, price }]) =>
    describeAddOn(name, quantity, price),
  )
  const rows: Array<[string, React.ReactNode]> = [
    ['Total', formatPence(order.amount, order.currency)],
    ['Date', formatDate(order.createdAt)],
    ['Plan', findPlan(services.plan)?.title ?? services.plan],
    ['Free channel', channel(services.freeChannel)],
    [
      'Additional channels',
      services.additionalChannels.length ? services.additionalChannels.map(channel).join(', ') : 'None',
    ],
    ['Items', <BulletList key="items" items={services.itemsDescription} />],
    ['Add-ons', <BulletList key="add-ons" items={addOns} />],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

function BulletList({ items }: { items: string[] }) {
  if (items.length === 0) return <>None</>
  return (
    <ul className="list-disc pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
