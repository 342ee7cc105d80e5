import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/customers.ts'
import { adminUserMessages as messages, messageTotals } from '../../db/schema/messages.ts'

export type MessageRow = typeof messages.$inferSelect
export type NewMessageRow = typeof messages.$inferInsert

export interface Person {
  id: string
  email: string
  name: string
  displayName: string | null
  role: string
}

const personColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  displayName: profiles.displayName,
  role: users.role,
}

const ADMIN_ROLE = 'admin'
const newestFirst = [desc(messages.createdAt), desc(messages.id)]

export async function findPeople(executor: Executor, ids: string[]): Promise<Person[]> {
  if (ids.length === 0) return []
  return executor
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids))
}

/** A user by id or by e-mail (stored lower-case), whatever their role. */
export async function findPerson(
  executor: Executor,
  by: { id: string } | { email: string },
): Promise<Person | undefined> {
  const [row] = await executor
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email.toLowerCase()))
  return row
}

/** Every customer (every account that is not an administrator), for a broadcast. */
export async function listAllCustomers(executor: Executor): Promise<Person[]> {
  return executor
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(ne(users.role, ADMIN_ROLE))
    .orderBy(asc(users.createdAt), asc(users.id))
}

/** Inserts messages and adds them to the kept total, in the caller's transaction. */
export async function insertMessages(executor: Executor, rows: NewMessageRow[]): Promise<MessageRow[]> {
  if (rows.length === 0) return []
  const inserted = await executor.insert(messages).values(rows).returning()
  await addToMessageTotal(executor, inserted.length)
  return inserted
}

const involving = (userId: string) => or(eq(messages.senderId, userId), eq(messages.recipientId, userId))

export async function listMessagesOf(executor: Executor, userId: string, limit: number, offset: number) {
  return executor
    .select()
    .from(messages)
    .where(involving(userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
}

export async function countMessagesOf(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(messages).where(involving(userId))
  return row?.n ?? 0
}

const ALL_MESSAGES = 'all'

const sender = alias(users, 'sender')
const senderProfile = alias(profiles, 'sender_profile')
const recipient = alias(users, 'recipient')
const recipientProfile = alias(profiles, 'recipient_profile')

/**
 * One page of every message, newest first, with both people of each and the kept total (null when not
 * kept yet), in one statement: on the embedded database every statement waits its turn on the one
 * connection, so the administrators' page asks once.
 */
export async function listAllMessagesWithPeople(executor: Executor, limit: number, offset: number) {
  const page = executor
    .select()
    .from(messages)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page')
  const keptTotal = executor
    .select({ n: messageTotals.messages })
    .from(messageTotals)
    .where(eq(messageTotals.scope, ALL_MESSAGES))
  const rows = await executor
    .select({
      message: {
        id: page.id,
        threadId: page.threadId,
        parentMessageId: page.parentMessageId,
        senderId: page.senderId,
        recipientId: page.recipientId,
        subject: page.subject,
        message: page.message,
        read: page.read,
        createdAt: page.createdAt,
      },
      sender: {
        id: sender.id,
        email: sender.email,
        name: sender.name,
        displayName: senderProfile.displayName,
        role: sender.role,
      },
      recipient: {
        id: recipient.id,
        email: recipient.email,
        name: recipient.name,
        displayName: recipientProfile.displayName,
        role: recipient.role,
      },
      total: sql<number | null>`(${keptTotal})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(sender, eq(sender.id, page.senderId))
    .leftJoin(senderProfile, eq(senderProfile.id, page.senderId))
    .leftJoin(recipient, eq(recipient.id, page.recipientId))
    .leftJoin(recipientProfile, eq(recipientProfile.id, page.recipientId))
    .orderBy(desc(page.createdAt), desc(page.id))
  // A message to the team has no recipient row.
  const named = rows.flatMap((row): Person[] => {
    const to = row.recipient
    return to?.id != null && to.email != null && to.name != null && to.role != null
      ? [row.sender, { ...to, id: to.id, email: to.email, name: to.name, role: to.role }]
      : [row.sender]
  })
  const people = new Map(named.map((p) => [p.id, p]))
  return { rows: rows.map((row) => row.message), people: [...people.values()], total: rows[0]?.total ?? null }
}

/**
 * Moves the kept total by `delta`, right after the rows it counts were written. Concurrent writers queue
 * on this one row until each commits (short transactions, and no other lock is taken in another order
 * after it). With no row yet, it does nothing: the total is counted when first read.
 */
async function addToMessageTotal(executor: Executor, delta: number): Promise<void> {
  if (delta === 0) return
  await executor
    .update(messageTotals)
    .set({ messages: sql`${messageTotals.messages} + ${delta}` })
    .where(eq(messageTotals.scope, ALL_MESSAGES))
}

/** Every message there is: the kept total, counted and stored first if there is none. */
export async function countAllMessages(executor: Executor): Promise<number> {
  const [kept] = await executor
    .select({ n: messageTotals.messages })
    .from(messageTotals)
    .where(eq(messageTotals.scope, ALL_MESSAGES))
  return kept ? kept.n : recountMessageTotal(executor)
}

/**
 * Counts every message and stores the total. The SHARE lock waits for transactions writing messages
 * and holds new ones off until the count is stored, so no message is counted twice or missed. Needed
 * where rows went without the statements above: after a seed's bulk insert, and after an account
 * erasure (the database cascades from the user row to their messages).
 */
export async function recountMessageTotal(executor: Executor): Promise<number> {
  return executor.transaction(async (tx) => {
    await tx.execute(sql`lock table ${messages} in share mode`)
    const [row] = await tx.select({ n: count() }).from(messages)
    const n = row?.n ?? 0
    await tx
      .insert(messageTotals)
      .values({ scope: ALL_MESSAGES, messages: n })
      .onConflictDoUpdate({ target: messageTotals.scope, set: { messages: n } })
    return n
  })
}

/** Unread messages the user received (the partial index on unread rows answers this). */
export async function countUnreadFor(executor: Executor, recipientId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, recipientId), eq(messages.read, false)))
  return row?.n ?? 0
}

/** Unread messages to the team: every administrator's inbox (its partial index answers this). */
export async function countTeamUnread(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(messages)
    .where(and(isNull(messages.recipientId), eq(messages.read, false)))
  return row?.n ?? 0
}

/** The newest message of a thread; with `partyId`, only among messages that user sent or received. */
export async function findLatestInThread(
  executor: Executor,
  threadId: string,
  partyId?: string,
): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), partyId ? involving(partyId) : undefined))
    .orderBy(...newestFirst)
    .limit(1)
  return row
}

/**
 * Marks what the reader received in the thread and has not read; returns how many. The reader is a
 * customer (by id) or the team: a message read by one administrator is read for them all.
 */
export async function markThreadRead(executor: Executor, threadId: string, reader: { id: string } | 'team') {
  const to = reader === 'team' ? isNull(messages.recipientId) : eq(messages.recipientId, reader.id)
  const updated = await executor
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.threadId, threadId), to, eq(messages.read, false)))
    .returning({ id: messages.id })
  return updated.length
}

/**
 * Locks and returns the given messages; with `partyId`, only those that user sent or received.
 * The caller compares the count with what it asked for before deleting anything.
 */
export async function lockMessages(executor: Executor, ids: string[], partyId?: string) {
  return executor
    .select({ id: messages.id, senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(and(inArray(messages.id, ids), partyId ? involving(partyId) : undefined))
    .for('update')
}

/** Deletes messages and takes them off the kept total, in the caller's transaction. */
export async function deleteMessages(executor: Executor, ids: string[]): Promise<number> {
  const deleted = await executor
    .delete(messages)
    .where(inArray(messages.id, ids))
    .returning({ id: messages.id })
  await addToMessageTotal(executor, -deleted.length)
  return deleted.length
}

/** Which of the given users are administrators. */
export async function findAdminIds(executor: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, ADMIN_ROLE)))
  return new Set(rows.map((row) => row.id))
}
