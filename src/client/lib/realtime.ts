import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type ChangeTopic, changeEventSchema } from '#shared/schemas/realtime.ts'

/**
 * Keeps views live: one server-sent-event stream per tab; each change notice refetches the queries
 * that list its topic in `meta.topics` (for example `meta: { topics: ['emails'] }`).
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    source.addEventListener('change', (event) => {
      const parsed = changeEventSchema.safeParse(safeJson((event as MessageEvent<string>).data))
      if (!parsed.success) return
      const topic: ChangeTopic = parsed.data.topic
      void queryClient.invalidateQueries({
        predicate: (query) => (query.meta?.topics as ChangeTopic[] | undefined)?.includes(topic) ?? false,
      })
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
