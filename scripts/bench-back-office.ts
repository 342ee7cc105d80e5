// Back-office figures for npm run bench: the administrators' list pages at 20 connections on a seeded
// database, and how long a broadcast's badge update takes to reach 1,000 open event streams.
import autocannon from 'autocannon'

export const BACK_OFFICE_CONNECTIONS = 20
/**
 * Each page is first requested this long, unmeasured, as a running server would have been: a server
 * just started on a freshly copied database runs cold (compiling its code, the database's cache empty,
 * a search's matches not found yet) for its first seconds.
 */
export const WARM_UP_SECONDS = 3

export interface PageFigure {
  name: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

/** Signs in through the real endpoint and returns the session cookie header. */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Customer search (page 1 of a common surname), the messages page and the overview counts. */
export async function benchBackOfficePages(
  baseUrl: string,
  cookie: string,
  label: string,
  durationSeconds: number,
): Promise<PageFigure[]> {
  const pages = [
    ['customer search page', '/api/admin/customers?search=smith&page=2'],
    ['messages page', '/api/admin/messages?page=3'],
    ['overview counts', '/api/admin/overview'],
  ] as const
  const figures: PageFigure[] = []
  for (const [name, path] of pages) {
    const options = { url: `${baseUrl}${path}`, connections: BACK_OFFICE_CONNECTIONS, headers: { cookie } }
    await autocannon({ ...options, duration: WARM_UP_SECONDS })
    const result = await autocannon({ ...options, duration: durationSeconds })
    figures.push({
      name: `${name} (${label})`,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  return figures
}

interface Stream {
  abort: AbortController
  /** Resolves when the stream has seen a messages change and the badge's count came back. */
  updated: Promise<{ eventAt: number; badgeAt: number }>
}

/** One browser tab's event stream: on a messages change it fetches the unread count, as the badge does. */
async function openStream(baseUrl: string, cookie: string): Promise<Stream> {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: abort.signal })
  if (response.status !== 200 || !response.body) throw new Error(`event stream refused: ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const updated = (async () => {
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) throw new Error('event stream ended')
      buffer += value
      if (buffer.includes('"topic":"messages"')) break
    }
    const eventAt = performance.now()
    const count = await fetch(`${baseUrl}/api/admin/messages/unread-count`, { headers: { cookie } })
    await count.json()
    return { eventAt, badgeAt: performance.now() }
  })()
  return { abort, updated }
}

const percentile = (values: number[], p: number) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0

/**
 * Opens `streams` event streams on one process, sends a broadcast, and times how long the change takes to
 * reach every stream and each badge's count to come back, from the moment the broadcast was answered.
 */
export async function benchLiveBadges(baseUrl: string, cookie: string, streams: number) {
  const opened: Stream[] = []
  for (let i = 0; i < streams; i += 100) {
    opened.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, streams - i) }, () => openStream(baseUrl, cookie)),
      )),
    )
  }
  const sentAt = performance.now()
  const response = await fetch(`${baseUrl}/api/admin/messages`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ sendToAll: true, subject: 'Bench broadcast', message: 'Timing the live badges.' }),
  })
  if (response.status !== 201)
    throw new Error(`broadcast failed: ${response.status} ${await response.text()}`)
  const answeredAt = performance.now()
  const results = await Promise.all(opened.map((stream) => stream.updated))
  for (const stream of opened) stream.abort.abort()
  const events = results.map((r) => r.eventAt - answeredAt)
  const badges = results.map((r) => r.badgeAt - answeredAt)
  return {
    streams,
    broadcastMs: Math.round(answeredAt - sentAt),
    firstEventMs: Math.round(Math.min(...events)),
    allEventsMs: Math.round(Math.max(...events)),
    badgeP50Ms: Math.round(percentile(badges, 50)),
    allBadgesMs: Math.round(Math.max(...badges)),
  }
}
