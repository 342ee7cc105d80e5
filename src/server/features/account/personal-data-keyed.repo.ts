import { and, asc, eq, ne, or, type SQLWrapper, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sessions, verifications } from '../../db/schema/auth.ts'
import { demoBookings } from '../../db/schema/booking.ts'
import { checkoutSessions } from '../../db/schema/checkout.ts'
import { emailOutbox, jobs } from '../../db/schema/infrastructure.ts'

// Rows of other features that the export reads and the erasure removes: sessions and reset tokens of
// the account, and what is kept under an e-mail address (bookings, checkouts, the e-mail log, jobs),
// which only a confirmed owner reaches (`email` is null otherwise). See personal-data-tables.ts.

/** Who the rows belong to: the account, and its address only once the owner confirmed it. */
export interface DataOwner {
  userId: string
  /** Lower-case; null while the address is not confirmed, so nothing kept under it is reached. */
  email: string | null
}

const sameEmail = (column: SQLWrapper, email: string) => eq(sql`lower(${column})`, email.toLowerCase())

export async function listSessionsOf(executor: Executor, userId: string) {
  return executor
    .select({
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt))
}

export async function listBookingsOf(executor: Executor, owner: DataOwner) {
  if (!owner.email) return []
  return executor
    .select()
    .from(demoBookings)
    .where(sameEmail(demoBookings.email, owner.email))
    .orderBy(asc(demoBookings.startAt), asc(demoBookings.id))
}

/** Demo calls booked under the owner's address go, with the team's view of them and its CSV. */
export async function deleteBookingsOf(executor: Executor, owner: DataOwner): Promise<void> {
  if (!owner.email) return
  await executor.delete(demoBookings).where(sameEmail(demoBookings.email, owner.email))
}

const checkoutsOf = (owner: DataOwner) =>
  owner.email
    ? or(eq(checkoutSessions.userId, owner.userId), sameEmail(checkoutSessions.email, owner.email))
    : eq(checkoutSessions.userId, owner.userId)

export async function listCheckoutsOf(executor: Executor, owner: DataOwner) {
  return executor
    .select()
    .from(checkoutSessions)
    .where(checkoutsOf(owner))
    .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id))
}

/** Messages to the owner's address, and the team's messages about the owner. */
const emailsOf = (owner: DataOwner) =>
  owner.email
    ? or(
        eq(emailOutbox.aboutUserId, owner.userId),
        sameEmail(emailOutbox.recipient, owner.email),
        eq(emailOutbox.aboutEmail, owner.email.toLowerCase()),
      )
    : eq(emailOutbox.aboutUserId, owner.userId)

export async function listEmailsOf(executor: Executor, owner: DataOwner) {
  return executor
    .select({
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(emailsOf(owner))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
}

/** The log of those messages goes (an e-mail job whose message is gone does nothing). */
export async function deleteEmailsOf(executor: Executor, owner: DataOwner): Promise<void> {
  await executor.delete(emailOutbox).where(emailsOf(owner))
}

/** Jobs that name the address (a reset request, an invite), unless one is running right now. */
export async function deleteJobsNaming(executor: Executor, owner: DataOwner): Promise<void> {
  if (!owner.email) return
  await executor
    .delete(jobs)
    .where(and(sameEmail(sql`${jobs.payload}->>'email'`, owner.email), ne(jobs.status, 'running')))
}

/** The account's outstanding reset links (the library keeps the user id as the token's value). */
export async function deleteResetTokensOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(verifications).where(eq(verifications.value, userId))
}
