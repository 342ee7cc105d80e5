// POST /api/checkout with the built-in test payment provider, for npm run bench.
import autocannon from 'autocannon'

const CONNECTIONS = 50

/** A real order (Pro, Instagram free, one extra channel, 8 videos, reports, SPECIAL10) priced as the client would. */
const body = JSON.stringify({
  email: 'bench@example.com',
  plan: 'pro',
  freeChannel: 'instagram',
  additionalChannels: ['linkedin-company'],
  addOns: { videos: 8, carouselPosts: 0, reports: true },
  couponCode: 'SPECIAL10',
  discountPence: 3250,
  totalPence: 29250,
})

let visitor = 0
/** Each request from its own visitor address (the server trusts X-Forwarded-For from loopback), so the
 * per-address rate limit does not turn the run into a measurement of 429s. */
function nextAddress(): string {
  visitor += 1
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`
}

/** Seconds of checkouts before the measured run: the server's first checkouts compile its code. */
const WARM_UP_SECONDS = 2

export async function benchCheckout(
  baseUrl: string,
  durationSeconds = 10,
): Promise<{ requestsPerSecond: number; p99Ms: number; errors: number }> {
  await checkouts(baseUrl, WARM_UP_SECONDS)
  const result = await checkouts(baseUrl, durationSeconds)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

function checkouts(baseUrl: string, durationSeconds: number) {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  })
}
