import { londonDateKey } from '#shared/format/dates.ts'
import type { Post } from '#shared/schemas/content.ts'
import { type DateKey, weekStartOf } from './calendar.ts'

/** Posts by their UK publishing day, each day in time order. */
export function postsByDay<P extends Pick<Post, 'scheduledAt'>>(posts: readonly P[]): Map<DateKey, P[]> {
  const days = new Map<DateKey, P[]>()
  for (const post of [...posts].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))) {
    const day = londonDateKey(post.scheduledAt)
    days.set(day, [...(days.get(day) ?? []), post])
  }
  return days
}

/** Posts by the UK Monday of their week, weeks and posts in time order. */
export function postsByWeek<P extends Pick<Post, 'scheduledAt'>>(posts: readonly P[]): Array<[DateKey, P[]]> {
  const weeks = new Map<DateKey, P[]>()
  for (const [day, dayPosts] of postsByDay(posts)) {
    const monday = weekStartOf(day)
    weeks.set(monday, [...(weeks.get(monday) ?? []), ...dayPosts])
  }
  return [...weeks]
}

/** What each calendar day says: how many posts, how many wait for the reader's attention. */
export function dayCounts(posts: readonly Post[], needsAttention: (post: Post) => boolean) {
  const counts = new Map<DateKey, { count: number; summary: string; attention: boolean }>()
  for (const [day, dayPosts] of postsByDay(posts)) {
    const waiting = dayPosts.filter(needsAttention).length
    const noun = dayPosts.length === 1 ? 'post' : 'posts'
    counts.set(day, {
      count: dayPosts.length,
      summary: `${dayPosts.length} ${noun}${waiting > 0 ? `, ${waiting} needing attention` : ''}`,
      attention: waiting > 0,
    })
  }
  return counts
}
