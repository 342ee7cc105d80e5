import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Availability } from '#shared/schemas/booking.ts'
import { users } from './auth.ts'
import { chatbotConversations } from './chatbot.ts'

/** When visitors can book a demo call: one row (id 1), the document an administrator saves. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    availability: jsonb('availability').$type<Availability>().notNull(),
    /** When customers can book a support video call; the demo hours until the team saves its own. */
    supportAvailability: jsonb('support_availability').$type<Availability>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_settings_single_row', sql`${table.id} = 1`)],
)

/**
 * Demo calls booked by visitors. A time is booked at most once: the partial unique index on the start
 * of confirmed bookings refuses a second one however close together two requests arrive, and a
 * cancelled booking frees its time. `sequence` counts changes (the calendar file's SEQUENCE; a signed
 * link names the sequence it was made for, so a moved booking's old links stop working).
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'demo': a visitor's demo call; 'support': a customer's support video call (its own hours). */
    kind: text('kind').notNull().default('demo'),
    /** The customer who booked a support call (null for a visitor's demo call). */
    customerId: text('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The support call's video room (VIDEO_CALL_BASE_URL and an unguessable name). */
    videoUrl: text('video_url'),
    /** Booked on a plan with priority support: listed first for the team. */
    priority: boolean('priority').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('confirmed'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    topic: text('topic').notNull().default(''),
    /** The visitor's IANA time zone, to show their own time in e-mails. */
    visitorTimeZone: text('visitor_time_zone'),
    conversationId: uuid('conversation_id').references(() => chatbotConversations.id, {
      onDelete: 'set null',
    }),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('demo_bookings_confirmed_kind_start_unique')
      .on(table.kind, table.startAt)
      .where(sql`${table.status} = 'confirmed'`),
    index('demo_bookings_start_idx').on(table.startAt),
    check('demo_bookings_kind', sql`${table.kind} in ('demo', 'support')`),
    index('demo_bookings_customer_idx').on(table.customerId),
    check('demo_bookings_status', sql`${table.status} in ('confirmed', 'cancelled')`),
    check(
      'demo_bookings_cancelled_by',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('visitor', 'admin')`,
    ),
    check('demo_bookings_times', sql`${table.endAt} > ${table.startAt}`),
  ],
)
