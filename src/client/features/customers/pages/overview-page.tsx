import { Activity, Bot, CreditCard, Inbox, LifeBuoy, Mail, Target } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import type { AdminOverview } from '#shared/schemas/admin-customers.ts'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useOverview } from '../api/get-overview.ts'

interface StatCard {
  title: string
  caption: string
  count: keyof AdminOverview
  icon: ComponentType<{ className?: string }>
}

// Spec §2: the seven cards and their captions.
const business: StatCard[] = [
  { title: 'Subscribed Users', caption: 'Active subscriptions', count: 'subscribedUsers', icon: CreditCard },
  { title: 'Unread Messages', caption: 'Pending responses', count: 'unreadMessages', icon: Inbox },
  { title: 'Open Tickets', caption: 'Requires attention', count: 'openTickets', icon: LifeBuoy },
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
      {cards.map(({ title, caption, count, icon: Icon }) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-muted">{title}</h3>
              <Icon className="size-5 text-brand-600" aria-hidden="true" />
            </div>
            <p className="text-3xl font-bold" data-testid={`count-${count}`}>
              {overview ? overview[count].toLocaleString('en-GB') : '–'}
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
