import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedStripeRequest {
  method: string
  path: string
  /** The form-encoded body as Stripe's SDK sends it: keys like "line_items[0][price_data][unit_amount]". */
  form: Record<string, string>
  /** The Idempotency-Key header, when the request had one. */
  idempotencyKey?: string
}

/** A discount on a subscription as the API shows it (2025-09-30.clover on: its coupon under `source`). */
export interface StandInDiscount {
  id: string
  object: 'discount'
  source: { type: 'coupon'; coupon: string }
  subscription: string
}

/** What the stand-in keeps of a subscription: what updates set, as a retrieve shows it. */
export interface StandInSubscription {
  id: string
  status: 'active' | 'canceled'
  cancel_at: number | null
  metadata: Record<string, string>
  discounts: StandInDiscount[]
}

/** A refund as the API shows it (the fields our refund reads and writes). */
export interface StandInRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string | null
  metadata: Record<string, string>
  status: 'succeeded'
}

/** The `metadata[key]` fields of a form-encoded request, as an object. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1]
      return name ? [[name, value]] : []
    }),
  )

/** Stripe's error body: `type`, and `code` for the ones a caller tells apart (resource_missing, …). */
const stripeError = (status: number, type: string, message: string, code?: string): [number, unknown] => [
  status,
  { error: { type, message, ...(code ? { code } : {}) } },
]

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A local HTTP stand-in of the few Stripe API endpoints the checkout and billing use. It records every request
 * and answers like Stripe; the real SDK talks to it with { host, port, protocol: 'http' }.
 *
 * As Stripe documents (docs.stripe.com/api/idempotent_requests): a request with an Idempotency-Key gets
 * the saved answer of the first request with that key, without being run again, and the same key with
 * other parameters is an `idempotency_error`; keys are pruned once at least 24 hours old
 * (`forgetIdempotencyKeys`). Coupons keep the id asked for (a second one with that id is
 * `resource_already_exists`), refunds are kept and listed (by `payment_intent`), and subscriptions keep what updates set (`cancel_at`, `metadata`,
 * `discounts`), so a retrieve shows it (`expand[]=discounts` for the discount objects).
 */
export class StripeStandIn {
  readonly requests: RecordedStripeRequest[] = []
  private server: Server | undefined
  private counter = 0
  /** Subscriptions canceled through the stand-in. */
  readonly canceledSubscriptions = new Set<string>()
  /** Every subscription update run (cancel_at, discounts), in order; a replayed idempotent one is not. */
  readonly subscriptionUpdates: Array<{ id: string; form: Record<string, string> }> = []
  /** The coupons created, by id. */
  readonly coupons = new Map<string, Record<string, unknown>>()
  /** The refunds created, most recent first. */
  readonly refunds: StandInRefund[] = []
  private readonly subscriptions = new Map<string, StandInSubscription>()
  private readonly idempotent = new Map<string, { request: string; answer: [number, unknown] }>()
  /** While true every request gets a 503 that the SDK does not retry, as in a Stripe outage. */
  outage = false
  /**
   * Awaited with each request before it is answered (the outage is checked after it): a test changes
   * its database, or starts an outage, while a request is on its way.
   */
  beforeAnswer: ((request: RecordedStripeRequest) => Promise<void> | void) | undefined
  port = 0

  async start(): Promise<number> {
    const server = createServer((request, response) => {
      void readBody(request).then(async (body) => {
        const query = (request.url ?? '').split('?')[1] ?? ''
        const form = Object.fromEntries([...new URLSearchParams(query), ...new URLSearchParams(body)])
        const path = (request.url ?? '/').split('?')[0] ?? '/'
        const header = request.headers['idempotency-key']
        const idempotencyKey = typeof header === 'string' ? header : undefined
        const method = request.method ?? 'GET'
        const recorded: RecordedStripeRequest = {
          method,
          path,
          form,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }
        this.requests.push(recorded)
        await this.beforeAnswer?.(recorded)
        const [status, payload] = this.outage
          ? stripeError(503, 'api_error', 'The Stripe API is unavailable')
          : this.answerOnce(method, path, form, idempotencyKey)
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.counter}`,
          'stripe-should-retry': 'false',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
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

  /** Stripe prunes idempotency keys once they are at least 24 hours old: a later retry runs again. */
  forgetIdempotencyKeys(): void {
    this.idempotent.clear()
  }

  /** A subscription as a retrieve would show it (with its discount objects); undefined if never seen. */
  subscription(id: string): StandInSubscription | undefined {
    return this.subscriptions.get(id)
  }

  /** The saved answer for a key already used with the same request; the request's own answer otherwise. */
  private answerOnce(
    method: string,
    path: string,
    form: Record<string, string>,
    idempotencyKey: string | undefined,
  ): [number, unknown] {
    if (!idempotencyKey) return this.answer(method, path, form)
    const request = JSON.stringify([method, path, Object.entries(form).sort()])
    const saved = this.idempotent.get(idempotencyKey)
    if (saved) {
      if (saved.request === request) return saved.answer
      return stripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      )
    }
    const answer = this.answer(method, path, form)
    this.idempotent.set(idempotencyKey, { request, answer })
    return answer
  }

  /** A subscription's kept state; any id starting with sub_ exists (active until canceled). */
  private subscriptionState(id: string): StandInSubscription | undefined {
    if (!id.startsWith('sub_')) return undefined
    let state = this.subscriptions.get(id)
    if (!state) {
      state = { id, status: 'active', cancel_at: null, metadata: {}, discounts: [] }
      this.subscriptions.set(id, state)
    }
    if (this.canceledSubscriptions.has(id)) state.status = 'canceled'
    return state
  }

  /** An update's `cancel_at` (empty clears it), `metadata[key]` (empty removes the key) and `discounts`. */
  private updateSubscription(
    state: StandInSubscription,
    form: Record<string, string>,
  ): [number, unknown] | undefined {
    if (form.cancel_at !== undefined) state.cancel_at = form.cancel_at === '' ? null : Number(form.cancel_at)
    for (const [key, value] of Object.entries(form)) {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1]
      if (!name) continue
      if (value === '') delete state.metadata[name]
      else state.metadata[name] = value
    }
    if (form.discounts === '') state.discounts = []
    const entries = new Map<number, { coupon?: string; discount?: string }>()
    for (const [key, value] of Object.entries(form)) {
      const match = key.match(/^discounts\[(\d+)\]\[(coupon|discount)\]$/)
      if (!match) continue
      const index = Number(match[1])
      entries.set(index, { ...entries.get(index), [match[2] as string]: value })
    }
    if (entries.size === 0) return undefined
    // A populated array replaces the subscription's discounts.
    const discounts: StandInDiscount[] = []
    for (const [, entry] of [...entries].sort(([a], [b]) => a - b)) {
      if (entry.discount) {
        const kept = state.discounts.find((discount) => discount.id === entry.discount)
        if (!kept)
          return stripeError(
            400,
            'invalid_request_error',
            `No such discount: '${entry.discount}'`,
            'resource_missing',
          )
        discounts.push(kept)
      } else if (entry.coupon) {
        if (!this.coupons.has(entry.coupon))
          return stripeError(
            400,
            'invalid_request_error',
            `No such coupon: '${entry.coupon}'`,
            'resource_missing',
          )
        discounts.push({
          id: `di_standin_${this.counter}_${discounts.length}`,
          object: 'discount',
          source: { type: 'coupon', coupon: entry.coupon },
          subscription: state.id,
        })
      }
    }
    state.discounts = discounts
    return undefined
  }

  private subscriptionObject(state: StandInSubscription, form: Record<string, string>) {
    const expanded = Object.entries(form).some(
      ([key, value]) => key.startsWith('expand[') && value === 'discounts',
    )
    return {
      id: state.id,
      object: 'subscription',
      status: state.status,
      customer: 'cus_standin',
      cancel_at: state.cancel_at,
      metadata: { ...state.metadata },
      discounts: expanded
        ? state.discounts.map((discount) => ({ ...discount }))
        : state.discounts.map((d) => d.id),
      // One item, as a subscription from a one-line checkout has (its id is what an update replaces).
      items: { object: 'list', data: [{ id: `si_${state.id}`, object: 'subscription_item' }] },
    }
  }

  private answer(method: string, path: string, form: Record<string, string>): [number, unknown] {
    this.counter += 1
    if (method === 'POST' && path === '/v1/coupons') {
      const id = form.id ?? `coupon_standin_${this.counter}`
      if (this.coupons.has(id))
        return stripeError(400, 'invalid_request_error', 'Coupon already exists.', 'resource_already_exists')
      const metadata = metadataOf(form)
      const coupon = {
        id,
        object: 'coupon',
        duration: form.duration,
        name: form.name ?? null,
        percent_off: form.percent_off === undefined ? null : Number(form.percent_off),
        amount_off: form.amount_off === undefined ? null : Number(form.amount_off),
        currency: form.currency ?? null,
        max_redemptions: form.max_redemptions === undefined ? null : Number(form.max_redemptions),
        metadata,
        valid: true,
      }
      this.coupons.set(id, coupon)
      return [200, coupon]
    }
    const couponPath = path.match(/^\/v1\/coupons\/([\w-]+)$/)
    if (couponPath && method === 'GET') {
      const coupon = this.coupons.get(couponPath[1] as string)
      return coupon
        ? [200, coupon]
        : stripeError(404, 'invalid_request_error', `No such coupon: '${couponPath[1]}'`, 'resource_missing')
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
      // Listed by invoice, or by the payment intent the stand-in made for one ('pi_standin_for_<invoice>').
      const byIntent = form['payment[payment_intent]']
      const invoice = byIntent?.startsWith('pi_standin_for_')
        ? byIntent.slice('pi_standin_for_'.length)
        : form.invoice
      if (!invoice) return [200, { object: 'list', has_more: false, url: '/v1/invoice_payments', data: [] }]
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
              invoice,
              payment: { type: 'payment_intent', payment_intent: `pi_standin_for_${invoice}` },
            },
          ],
        },
      ]
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund: StandInRefund = {
        id: `re_standin_${this.counter}`,
        object: 'refund',
        amount: Number(form.amount),
        currency: 'gbp',
        payment_intent: form.payment_intent ?? null,
        metadata: metadataOf(form),
        status: 'succeeded',
      }
      this.refunds.unshift(refund)
      return [200, refund]
    }
    if (method === 'GET' && path === '/v1/refunds') {
      // Most recent first, as Stripe lists them; `payment_intent` filters.
      const data = this.refunds
        .filter((refund) => !form.payment_intent || refund.payment_intent === form.payment_intent)
        .slice(0, Number(form.limit ?? 10))
      return [200, { object: 'list', has_more: false, url: '/v1/refunds', data }]
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/)
    if (subscription && ['GET', 'POST', 'DELETE'].includes(method)) {
      const id = subscription[1] as string
      const state = this.subscriptionState(id)
      if (!state)
        return stripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, 'resource_missing')
      if (method === 'POST') {
        if (state.status === 'canceled')
          return stripeError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          )
        const refused = this.updateSubscription(state, form)
        if (refused) return refused
        this.subscriptionUpdates.push({ id, form })
      }
      if (method === 'DELETE') {
        this.canceledSubscriptions.add(id)
        state.status = 'canceled'
      }
      return [200, this.subscriptionObject(state, form)]
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ]
  }
}
