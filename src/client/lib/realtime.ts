import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type ChangeTopic, changeEventSchema } from '#shared/schemas/realtime.ts'

/**
 * Keeps views live: one server-sent-event stream per tab; each change notice refetches the queries
 * that list its topic in `meta.topics` (for example `meta: { topics: ['emails'] }`). Whenever the
 * stream (re)connects, every live query refetches once: a change made while it was connecting or
 * down would otherwise never show.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    const refetchTopics = (isLive: (topics: ChangeTopic[]) => boolean) =>
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const topics = query.meta?.topics as ChangeTopic[] | undefined
          return topics !== undefined && isLive(topics)
        },
      })
    source.addEventListener('open', () => refetchTopics(() => true))
    source.addEventListener('change', (event) => {
      const parsed = changeEventSchema.safeParse(safeJson((event as MessageEvent<string>).data))
      if (!parsed.success) return
      const topic: ChangeTopic = parsed.data.topic
      refetchTopics((topics) => topics.includes(topic))
    })
    return () => source.close()
  }, [enabled, queryClient])
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
