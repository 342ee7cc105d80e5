// Realistic demo rows for npm run seed:demo: customers with orders, subscriptions, links, message threads
// with the team and support tickets. Pure generation from a seeded random source; no database here.
import { randomUUID } from 'node:crypto'
import { generateId } from 'better-auth'
import type { users } from '#server/db/schema/auth.ts'
import type { orders, profiles, subscriptions, userDriveLinks } from '#server/db/schema/customers.ts'
import type { adminUserMessages, supportTickets } from '#server/db/schema/messages.ts'
import { carouselQuantities, storyQuantities, videoQuantities } from '#shared/catalogue/add-ons.ts'
import { channelIds, hasCarouselChannel } from '#shared/catalogue/channels.ts'
import { getPlan, planIds } from '#shared/catalogue/plans.ts'
import { quote } from '#shared/pricing/quote.ts'
import type { OrderSelection } from '#shared/pricing/selection.ts'
import { cancelReasonLabels, cancelReasons, ticketStatuses } from '#shared/schemas/support.ts'

/** mulberry32: a small seeded generator, so a seed always gives the same demo. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
export type Random = ReturnType<typeof randomSource>

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Leo',
  'Harry',
  'Freya',
  'Ivy',
  'Jack',
  'Sophie',
  'Ella',
  'Thomas',
  'Grace',
  'Oscar',
  'Ruby',
]
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Khan',
]
const TRADES = [
  'bakery',
  'salon',
  'dental',
  'plumbing',
  'cafe',
  'florist',
  'gym',
  'bookshop',
  'garage',
  'studio',
  'yoga',
  'deli',
  'barbers',
  'vets',
  'joinery',
]
const TOWNS = [
  'leeds',
  'bristol',
  'york',
  'bath',
  'derby',
  'hull',
  'kent',
  'oxford',
  'cardiff',
  'glasgow',
  'brighton',
  'norwich',
]
const DOMAINS = ['example.co.uk', 'example.com', 'example.org', 'example.uk']

const CUSTOMER_SUBJECTS = [
  'Question about this month’s posts',
  'Can we change Friday’s post?',
  'New opening hours',
  'Photos for next week',
  'Brand colours',
  'Feedback on the calendar',
  'Holiday offer',
  'Adding Instagram stories',
]
const CUSTOMER_TEXTS = [
  'Hi team, could we swap the Friday post for something about our new seasonal menu? Happy to send photos.',
  'Loved the last batch of posts. Could the captions be a little shorter for LinkedIn?',
  'We are closed on the bank holiday, please mention that in Monday’s post.',
  'I have uploaded ten new photos to the shared folder for the next fortnight.',
  'Can you use our darker green from the new logo in the carousel designs?',
]
const TEAM_TEXTS = [
  'Thanks for getting in touch! We have updated the calendar and the new version is in your shared folder.',
  'Good idea. We will prepare two options and send them for approval by Wednesday.',
  'All done: the post now mentions the bank holiday and goes out at 9am on Monday.',
  'Thank you for the photos. We will use them for the next two weeks of posts.',
]
const TICKET_SUBJECTS = [
  'Invoice copy',
  'Cannot open the shared folder',
  'Change of billing address',
  'Question about my plan',
  'Post went out at the wrong time',
]

export type UserRow = typeof users.$inferInsert
export type ProfileRow = typeof profiles.$inferInsert
export type OrderRow = typeof orders.$inferInsert
export type SubscriptionRow = typeof subscriptions.$inferInsert
export type LinksRow = typeof userDriveLinks.$inferInsert
export type MessageRow = typeof adminUserMessages.$inferInsert
export type TicketRow = typeof supportTickets.$inferInsert

export interface CustomerBatch {
  users: UserRow[]
  profiles: ProfileRow[]
  orders: OrderRow[]
  subscriptions: SubscriptionRow[]
  links: LinksRow[]
  messages: MessageRow[]
  tickets: TicketRow[]
}

const DAY_MS = 86_400_000

function selection(random: Random): OrderSelection {
  const freeChannel = random.pick(channelIds)
  const others = channelIds.filter((id) => id !== freeChannel)
  const additionalChannels = others.filter(() => random.chance(0.15))
  const carouselPosts = random.chance(0.2) ? random.pick(carouselQuantities) : 0
  return {
    plan: random.pick(planIds),
    freeChannel,
    additionalChannels,
    addOns: {
      videos: random.chance(0.25) ? random.pick(videoQuantities) : null,
      stories: random.chance(0.2) ? random.pick(storyQuantities) : null,
      // Carousels exist only on Instagram and LinkedIn (the pricing engine refuses them elsewhere).
      carouselPosts: hasCarouselChannel([freeChannel, ...additionalChannels]) ? carouselPosts : 0,
      reports: random.chance(0.3),
    },
    couponCode: random.chance(0.1) ? 'SPECIAL10' : undefined,
  }
}

/** A paid order as provisioning stores it (amounts in pence, add-ons by display name). */
function order(random: Random, userId: string, at: Date, index: number): OrderRow {
  const chosen = selection(random)
  const priced = quote(chosen)
  const addOns: Record<string, { quantity: number; price: number }> = {}
  for (const [name, { quantity, pricePence }] of Object.entries(priced.addOns)) {
    addOns[name] = { quantity, price: pricePence }
  }
  return {
    userId,
    provider: 'test',
    providerSessionId: `demo_${userId}_${index}`,
    amount: priced.totalPence,
    services: {
      plan: chosen.plan,
      freeChannel: chosen.freeChannel,
      additionalChannels: [...chosen.additionalChannels],
      itemsDescription: [...priced.itemsDescription],
      addOns,
    },
    createdAt: at,
  }
}

/** A conversation between a customer and the team: the customer writes, the team answers, and so on. */
function thread(
  random: Random,
  customerId: string,
  adminId: string,
  start: Date,
  now: number,
  length: number,
) {
  const rows: MessageRow[] = []
  const threadId = randomUUID()
  const subject = random.pick(CUSTOMER_SUBJECTS)
  const fromCustomerFirst = random.chance(0.8)
  let at = start.getTime()
  for (let i = 0; i < length && at < now; i++) {
    const fromCustomer = (i % 2 === 0) === fromCustomerFirst
    const id = i === 0 ? threadId : randomUUID()
    rows.push({
      id,
      threadId,
      parentMessageId: rows.at(-1)?.id ?? null,
      senderId: fromCustomer ? customerId : adminId,
      recipientId: fromCustomer ? null : customerId,
      subject: i === 0 ? subject : `Re: ${subject}`,
      message: random.pick(fromCustomer ? CUSTOMER_TEXTS : TEAM_TEXTS),
      // Older messages have been read; some of the last week's have not.
      read: now - at > 7 * DAY_MS || random.chance(0.6),
      createdAt: new Date(at),
    })
    at += random.int(1, 48) * 3_600_000
  }
  return rows
}

function ticket(random: Random, user: UserRow, at: Date): TicketRow {
  const status = random.chance(0.7)
    ? random.pick(['resolved', 'closed'] as const)
    : random.pick(ticketStatuses)
  const kind = random.next()
  if (kind < 0.15) {
    const reason = random.pick(cancelReasons)
    const offerAccepted = reason === 'expensive' && random.chance(0.4)
    return {
      userId: user.id as string,
      userEmail: user.email,
      ticketType: 'cancel',
      status,
      subject: offerAccepted ? 'Cancellation request: discount accepted' : 'Cancellation request',
      message: `Reason: ${cancelReasonLabels[reason]}`,
      details: {
        kind: 'cancel',
        reason,
        otherReason: reason === 'other' ? 'Closing the business' : null,
        offerAccepted,
      },
      createdAt: at,
      updatedAt: at,
    }
  }
  if (kind < 0.3) {
    const option = random.pick(planIds)
    return {
      userId: user.id as string,
      userEmail: user.email,
      ticketType: 'plan_change',
      status,
      subject: `Plan change request: the ${getPlan(option).title} plan`,
      message: `I would like to change to the ${getPlan(option).title} plan.`,
      details: { kind: 'plan_change', option },
      createdAt: at,
      updatedAt: at,
    }
  }
  return {
    userId: user.id as string,
    userEmail: user.email,
    ticketType: 'support',
    status,
    subject: random.pick(TICKET_SUBJECTS),
    message: random.pick(CUSTOMER_TEXTS),
    createdAt: at,
    updatedAt: at,
  }
}

export interface BatchOptions {
  /** Number of the batch's first customer (e-mails are unique by it). */
  first: number
  count: number
  adminId: string
  messagesPerCustomer: number
  now: number
  /** Customers join over this many days before `now`. */
  spreadDays: number
}

/**
 * Users as the authentication library's createUser writes them (its id format and columns, no password:
 * like a customer who bought a plan and has not set one yet), with everything a customer accumulates.
 */
export function customerBatch(random: Random, options: BatchOptions): CustomerBatch {
  const batch: CustomerBatch = {
    users: [],
    profiles: [],
    orders: [],
    subscriptions: [],
    links: [],
    messages: [],
    tickets: [],
  }
  for (let n = options.first; n < options.first + options.count; n++) {
    const first = random.pick(FIRST)
    const last = random.pick(LAST)
    const joined = new Date(options.now - random.next() * options.spreadDays * DAY_MS)
    const user: UserRow = {
      id: generateId(),
      name: `${first} ${last}`,
      email:
        `${first}.${last}.${random.pick(TRADES)}-${random.pick(TOWNS)}.${n}@${random.pick(DOMAINS)}`.toLowerCase(),
      emailVerified: random.chance(0.85),
      image: null,
      role: 'user',
      banned: false,
      twoFactorEnabled: false,
      createdAt: joined,
      updatedAt: joined,
    }
    const userId = user.id as string
    batch.users.push(user)
    batch.profiles.push({
      id: userId,
      displayName: user.name,
      welcomeShown: random.chance(0.9),
      createdAt: joined,
    })
    if (random.chance(0.85)) {
      const orderCount = random.chance(0.2) ? 2 : 1
      let latest: OrderRow | undefined
      for (let i = 0; i < orderCount; i++) {
        const at = new Date(joined.getTime() + i * random.int(20, 90) * DAY_MS)
        if (at.getTime() > options.now) break
        latest = order(random, userId, at, i)
        batch.orders.push(latest)
      }
      if (latest) {
        const plan = getPlan(latest.services.plan as (typeof planIds)[number])
        batch.subscriptions.push({
          userId,
          productId: plan.productId,
          priceAmount: latest.amount,
          provider: 'test',
          status: random.chance(0.8) ? 'active' : 'canceled',
          createdAt: latest.createdAt,
          updatedAt: latest.createdAt,
        })
      }
      if (random.chance(0.7)) {
        batch.links.push({
          userId,
          driveLink: `https://drive.example.com/folders/${userId}`,
          googleSheetLink: random.chance(0.8) ? `https://sheets.example.com/d/${userId}` : null,
        })
      }
    }
    let written = 0
    while (written < options.messagesPerCustomer) {
      const length = Math.min(random.int(1, 4), options.messagesPerCustomer - written)
      const start = new Date(joined.getTime() + random.next() * (options.now - joined.getTime()))
      const rows = thread(random, userId, options.adminId, start, options.now, length)
      if (rows.length === 0) break
      batch.messages.push(...rows)
      written += rows.length
    }
    if (random.chance(0.3)) {
      batch.tickets.push(
        ticket(random, user, new Date(joined.getTime() + random.next() * (options.now - joined.getTime()))),
      )
    }
  }
  return batch
}
