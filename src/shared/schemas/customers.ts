import { z } from 'zod'
import { boundedText, TEXT_LIMITS } from './fields.ts'
import { pageInfoShape, pageQuerySchema } from './paging.ts'

/** Which customers the list shows: everyone, or only those whose payment failed ('Past due'). */
export const customerFilters = ['all', 'past_due'] as const
export type CustomerFilter = (typeof customerFilters)[number]

/** ?search= (case-insensitive, part of the e-mail or display name), ?filter= and ?page=. */
export const customerListQuerySchema = pageQuerySchema.extend({
  search: boundedText({ label: 'Search', max: TEXT_LIMITS.short }).default(''),
  filter: z.enum(customerFilters).default('all'),
})
export type CustomerListQuery = z.input<typeof customerListQuerySchema>

/** ?search= of the CSV export: the same filter as the list, every page. */
export const customerExportQuerySchema = customerListQuerySchema.pick({ search: true })

export const orderServicesSchema = z.object({
  plan: z.string(),
  freeChannel: z.string(),
  additionalChannels: z.array(z.string()),
  itemsDescription: z.array(z.string()),
  /** Prices in pence. */
  addOns: z.record(z.string(), z.object({ quantity: z.number(), price: z.number() })),
})

/** One card of the admin Customers page (spec §3 admin user list entry); amounts in pence. */
export const customerEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Two-factor sign-in is on: the team can turn it off for a customer who lost their codes. */
  twoFactorEnabled: z.boolean(),
  subscription: z
    .object({
      /** A month's price in pence (a six-monthly plan at its monthly equivalent). */
      priceAmount: z.number().int(),
      status: z.enum(['active', 'past_due']).optional(),
      /** Past due: when the payment first failed. */
      pastDueSince: z.iso.datetime().nullable().optional(),
      /** Past due: when publishing pauses (or paused), after the team's grace period. */
      publishingPausedFrom: z.iso.datetime().nullable().optional(),
    })
    .nullable(),
  latestOrder: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      createdAt: z.iso.datetime(),
      services: orderServicesSchema,
    })
    .nullable(),
  driveLink: z.string().nullable(),
  googleSheetLink: z.string().nullable(),
})
export type CustomerEntry = z.infer<typeof customerEntrySchema>

export const customerListSchema = z.object({ customers: z.array(customerEntrySchema), ...pageInfoShape })
export type CustomerList = z.infer<typeof customerListSchema>

/** The admin Overview's counts, the four chatbot cards included. */
export const adminOverviewSchema = z.object({
  subscribedUsers: z.number().int(),
  /** Unread messages the calling administrator received. */
  unreadMessages: z.number().int(),
  openTickets: z.number().int(),
  /** Total Conversations ('All time chats'). */
  totalConversations: z.number().int(),
  /** High Intent Leads: intent score of 70 or more. */
  highIntentLeads: z.number().int(),
  /** Captured Contacts: a visitor e-mail is known. */
  capturedContacts: z.number().int(),
  /** Active (24h): last seen within the last 24 hours. */
  activeConversations24h: z.number().int(),
  /** Monthly recurring revenue in pence: six-monthly subscriptions at their monthly equivalent. */
  mrrPence: z.number().int(),
  /** Subscriptions started and ended in this UK calendar month. */
  newSubscriptionsThisMonth: z.number().int(),
  endedSubscriptionsThisMonth: z.number().int(),
  pastDueSubscriptions: z.number().int(),
  /** The last 12 UK calendar months, oldest first: recurring revenue (pence) and active customers. */
  revenueMonths: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      recurringRevenuePence: z.number().int(),
      activeCustomers: z.number().int(),
    }),
  ),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>
