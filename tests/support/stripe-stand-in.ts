import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedStripeRequest {
  method: string
  path: string
  /** The form-encoded body as Stripe's SDK sends it: keys like "line_items[0][price_data][unit_amount]". */
  form: Record<string, string>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local HTTP stand-in of the few Stripe API endpoints the checkout and billing use. It records every request
 * and answers like Stripe; the real SDK talks to it with { host, port, protocol: 'http' }.
 */
export class StripeStandIn {
  readonly requests: RecordedStripeRequest[] = []
  private server: Server | undefined
  private counter = 0
  /** Subscriptions canceled through the stand-in. */
  readonly canceledSubscriptions = new Set<string>()
  /** Every subscription update (cancel_at, discounts), in order. */
  readonly subscriptionUpdates: Array<{ id: string; form: Record<string, string> }> = []
  /** While true every request gets a 503 that the SDK does not retry, as in a Stripe outage. */
  outage = false
  port = 0

  async start(): Promise<number> {
    const server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const query = (request.url ?? '').split('?')[1] ?? ''
        const form = Object.fromEntries([...new URLSearchParams(query), ...new URLSearchParams(body)])
        const path = (request.url ?? '/').split('?')[0] ?? '/'
        this.requests.push({ method: request.method ?? 'GET', path, form })
        const [status, payload] = this.outage
          ? [503, { error: { type: 'api_error', message: 'The Stripe API is unavailable' } }]
          : this.answer(request.method ?? 'GET', path, form)
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.counter}`,
          'stripe-should-retry': 'false',
        })
        response.end(JSON.stringify(payload))
      })
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    this.port = (server.address() as AddressInfo).port
    return this.port
  }

  get clientOptions() {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const }
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private answer(method: string, path: string, form: Record<string, string>): [number, unknown] {
    this.counter += 1
    if (method === 'POST' && path === '/v1/coupons') {
      return [200, { id: `coupon_standin_${this.counter}`, object: 'coupon', ...form }]
    }
    if (method === 'POST' && path === '/v1/prices') {
      return [
        200,
        {
          id: `price_standin_${this.counter}`,
          object: 'price',
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          recurring: {
            interval: form['recurring[interval]'],
            interval_count: Number(form['recurring[interval_count]'] ?? 1),
          },
          product: `prod_standin_${this.counter}`,
        },
      ]
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_standin_${this.counter}`
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer_email: form.customer_email,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      ]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: `bps_standin_${this.counter}`,
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session',
          ...form,
        },
      ]
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      return [
        200,
        {
          object: 'list',
          has_more: false,
          url: '/v1/invoice_payments',
          data: [
            {
              id: `inpay_standin_${this.counter}`,
              object: 'invoice_payment',
              invoice: form.invoice,
              payment: { type: 'payment_intent', payment_intent: `pi_standin_for_${form.invoice}` },
            },
          ],
        },
      ]
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return [200, { id: `re_standin_${this.counter}`, object: 'refund', status: 'succeeded', ...form }]
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/)
    if (subscription && method === 'POST') {
      const id = subscription[1] as string
      this.subscriptionUpdates.push({ id, form })
      return [200, { id, object: 'subscription', status: 'active', customer: 'cus_standin', discounts: [] }]
    }
    if (subscription && (method === 'GET' || method === 'DELETE')) {
      const id = subscription[1] as string
      if (!id.startsWith('sub_')) {
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${id}'`,
            },
          },
        ]
      }
      const canceled = method === 'DELETE' || this.canceledSubscriptions.has(id)
      if (method === 'DELETE') this.canceledSubscriptions.add(id)
      return [
        200,
        {
          id,
          object: 'subscription',
          status: canceled ? 'canceled' : 'active',
          customer: 'cus_standin',
          discounts: [],
          // One item, as a subscription from a one-line checkout has (its id is what an update replaces).
          items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item' }] },
        },
      ]
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ]
  }
}
