import { type ReactNode, useId, useState } from 'react'
import type { Post } from '#shared/schemas/content.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { type DateKey, firstDayOf, type Month, monthOf, todayKey } from '../lib/calendar.ts'
import { dayCounts, postsByDay } from '../lib/post-days.ts'
import { useStartsOnPhone } from '../lib/use-phone-width.ts'
import { dayName, MonthCalendar } from './month-calendar.tsx'
import { MonthNav } from './month-nav.tsx'

interface CalendarViewsProps {
  month: Month
  onMonthChange(month: Month): void
  posts: readonly Post[]
  /** Posts waiting for the reader (highlighted on the calendar). */
  needsAttention(post: Post): boolean
  /** The day's posts under the calendar. */
  renderDay(posts: Post[]): ReactNode
  /** The month as a list. */
  list: ReactNode
  emptyText: string
}

/** A month of posts as a calendar or a list; a phone starts on the list. */
export function CalendarViews(props: CalendarViewsProps) {
  const { month, onMonthChange, posts, needsAttention, renderDay, list, emptyText } = props
  const monthHeadingId = useId()
  const [view, setView] = useState(useStartsOnPhone() ? 'list' : 'calendar')
  const [selectedDay, setSelectedDay] = useState<DateKey>(todayKey())
  const days = postsByDay(posts)
  const shownDay = sameMonth(monthOf(selectedDay), month) ? selectedDay : firstDayOf(month)
  const dayPosts = days.get(shownDay) ?? []

  return (
    <div className="flex flex-col gap-4">
      <MonthNav id={monthHeadingId} month={month} onChange={onMonthChange} />
      <Tabs
        label="View"
        value={view}
        onValueChange={setView}
        tabs={[
          {
            value: 'calendar',
            label: 'Calendar',
            content: (
              <div className="flex flex-col gap-6">
                <MonthCalendar
                  labelledBy={monthHeadingId}
                  month={month}
                  onMonthChange={onMonthChange}
                  selectedDay={shownDay}
                  onSelectDay={setSelectedDay}
                  dayCounts={dayCounts(posts, needsAttention)}
                />
                <section aria-label={`Posts on ${dayName(shownDay)}`} className="flex flex-col gap-4">
                  <h3 className="text-lg font-semibold">Posts on {dayName(shownDay)}</h3>
                  {dayPosts.length > 0 ? (
                    renderDay(dayPosts)
                  ) : (
                    <p className="text-muted">No posts on this day.</p>
                  )}
                </section>
              </div>
            ),
          },
          {
            value: 'list',
            label: 'List',
            content: posts.length > 0 ? list : <EmptyState title={emptyText} />,
          },
        ]}
      />
    </div>
  )
}

function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month
}
