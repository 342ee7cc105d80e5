import {
  Activity,
  AlertTriangle,
  Bot,
  CreditCard,
  Inbox,
  LifeBuoy,
  Mail,
  PoundSterling,
  Target,
  UserMinus,
  UserPlus,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import type { AdminOverview } from '#shared/schemas/customers.ts'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useOverview } from '../api/get-overview.ts'
import { RevenueSection } from '../components/revenue-section.tsx'

type Count = { [K in keyof AdminOverview]: AdminOverview[K] extends number ? K : never }[keyof AdminOverview]

interface StatCard {
  title: string
  caption: string
  count: Count
  icon: ComponentType<{ className?: string }>
  /** How the figure reads: a count (default) or pence as pounds. */
  money?: boolean
}

// Spec §2: the seven cards and their captions.
const business: StatCard[] = [
  { title: 'Subscribed Users', caption: 'Active subscriptions', count: 'subscribedUsers', icon: CreditCard },
  { title: 'Unread Messages', caption: 'Pending responses', count: 'unreadMessages', icon: Inbox },
  { title: 'Open Tickets', caption: 'Requires attention', count: 'openTickets', icon: LifeBuoy },
]
const billing: StatCard[] = [
  {
    title: 'Monthly Recurring Revenue',
    caption: 'Six-monthly plans at their monthly equivalent',
    count: 'mrrPence',
    icon: PoundSterling,
    money: true,
  },
  {
    title: 'New This Month',
    caption: 'Subscriptions started',
    count: 'newSubscriptionsThisMonth',
    icon: UserPlus,
  },
  {
    title: 'Ended This Month',
    caption: 'Subscriptions ended',
    count: 'endedSubscriptionsThisMonth',
    icon: UserMinus,
  },
  {
    title: 'Past Due',
    caption: 'Payment failed, being retried',
    count: 'pastDueSubscriptions',
    icon: AlertTriangle,
  },
]
const chatbot: StatCard[] = [
  { title: 'Total Conversations', caption: 'All time chats', count: 'totalConversations', icon: Bot },
  {
    title: 'High Intent Leads',
    caption: `Intent score ≥ ${ADMIN.highIntentThreshold}`,
    count: 'highIntentLeads',
    icon: Target,
  },
  { title: 'Captured Contacts', caption: 'With email info', count: 'capturedContacts', icon: Mail },
  { title: 'Active (24h)', caption: 'Recent activity', count: 'activeConversations24h', icon: Activity },
]

function StatCards({ cards, overview }: { cards: StatCard[]; overview: AdminOverview | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ title, caption, count, icon: Icon, money }) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-muted">{title}</h3>
              <Icon className="size-5 text-brand-600" aria-hidden="true" />
            </div>
            <p className="text-3xl font-bold" data-testid={`count-${count}`}>
              {overview
                ? money
                  ? formatPence(overview[count])
                  : overview[count].toLocaleString('en-GB')
                : '–'}
            </p>
            <p className="text-sm text-muted">{caption}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export default function OverviewPage() {
  const overview = useOverview()
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold">Overview</h2>
      {overview.isPending ? <Spinner /> : null}
      {overview.isError ? <p className="text-danger">Failed to load the overview</p> : null}
      <section aria-label="Customers and support" className="flex flex-col gap-3">
        <StatCards cards={business} overview={overview.data} />
      </section>
      <section aria-labelledby="billing-cards" className="flex flex-col gap-3">
        <h3 id="billing-cards" className="text-lg font-semibold">
          Billing
        </h3>
        <StatCards cards={billing} overview={overview.data} />
        <RevenueSection months={overview.data?.revenueMonths} />
      </section>
      <section aria-labelledby="chatbot-cards" className="flex flex-col gap-3">
        <h3 id="chatbot-cards" className="text-lg font-semibold">
          Website chatbot
        </h3>
        <StatCards cards={chatbot} overview={overview.data} />
      </section>
      <Card className="bg-brand-50">
        <h3 className="text-lg font-semibold">Quick Actions</h3>
        <p className="mt-2 text-ink">
          Manage customer links and subscriptions under{' '}
          <Link className="font-medium text-brand-700 underline" to={paths.adminUsers}>
            Customers
          </Link>
          , answer customers under{' '}
          <Link className="font-medium text-brand-700 underline" to={paths.adminMessages}>
            Messages
          </Link>
          , and work through requests under{' '}
          <Link className="font-medium text-brand-700 underline" to={paths.adminSupport}>
            Support Tickets
          </Link>
          .
        </p>
      </Card>
    </div>
  )
}
