import { Bot, Gauge, Mail, TrendingUp } from 'lucide-react'
import type { ComponentType } from 'react'
import { roundedPercent } from '#shared/format/chatbot.ts'
import type { ChatbotStats } from '#shared/schemas/chatbot-admin.ts'
import { Card } from '../../../components/ui/card.tsx'

interface StatCard {
  title: string
  value(stats: ChatbotStats): string
  caption(stats: ChatbotStats): string
  icon: ComponentType<{ className?: string }>
}

const count = (n: number) => n.toLocaleString('en-GB')

const cards: StatCard[] = [
  {
    title: 'Total Conversations',
    value: (s) => count(s.totalConversations),
    caption: () => 'All time chats',
    icon: Bot,
  },
  {
    title: 'Conversion Rate',
    value: (s) => roundedPercent(s.conversionRate),
    caption: (s) => `${count(s.convertedConversations)} ordered or booked a call`,
    icon: TrendingUp,
  },
  {
    title: 'Email Capture Rate',
    value: (s) => roundedPercent(s.emailCaptureRate),
    caption: (s) => `${count(s.emailCapturedConversations)} with email info`,
    icon: Mail,
  },
  {
    title: 'Average Intent',
    value: (s) => String(Math.round(s.averageIntent)),
    caption: () => 'Intent score out of 100',
    icon: Gauge,
  },
]

/** The Insights tab's four cards: rates and the average rounded to whole numbers. */
export function ChatbotStatCards({ stats }: { stats: ChatbotStats | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Chatbot statistics">
      {cards.map(({ title, value, caption, icon: Icon }) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-muted">{title}</h3>
              <Icon className="size-5 text-brand-600" aria-hidden="true" />
            </div>
            <p className="text-3xl font-bold" data-testid={`stat-${title}`}>
              {stats ? value(stats) : '–'}
            </p>
            <p className="text-sm text-muted">{stats ? caption(stats) : '\u00a0'}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
