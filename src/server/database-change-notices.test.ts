import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangeTopic } from '#shared/schemas/realtime.ts'
import { EventStream } from '../../tests/support/event-stream.ts'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../tests/support/test-app.ts'
import { backends, createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts'
import type { Database } from './db/client.ts'
import * as schema from './db/schema.ts'
import { adminOverview, listCustomers } from './features/customers/customers.service.ts'
import { recountMessageTotal } from './features/messaging/messaging.repo.ts'
import { adminUnreadCounts, listAllForAdmin } from './features/messaging/messaging-admin.service.ts'
import { openTicketCount } from './features/support/support-admin.service.ts'
import { CountCache, KEPT_FROM } from './plugins/realtime/count-cache.ts'
import {
  parseTableChange,
  TABLE_CHANGES_CHANNEL,
  type TableChange,
  WATCHED_TABLES,
} from './plugins/realtime/table-changes.ts'

const TRIGGER_EVENTS = ['delete', 'insert', 'truncate', 'update']

/** Resolves once `done` holds, checked after each notice. */
function heard(listeners: Set<() => void>, done: () => boolean): Promise<void> {
  if (done()) return Promise.resolve()
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return
      listeners.delete(check)
      resolve()
    }
    listeners.add(check)
  })
}

describe.each(backends)('the database announces its changes on %s', (backend) => {
  let database: TestDatabase
  const changes: TableChange[] = []
  const listeners = new Set<() => void>()

  beforeAll(async () => {
    database = await createTestDatabase(backend)
    await database.handle.listen(TABLE_CHANGES_CHANNEL, (payload) => {
      const change = parseTableChange(payload)
      if (change) changes.push(change)
      for (const listener of listeners) listener()
    })
  })
  afterAll(async () => {
    await database.handle.close()
  })

  it("hands a trigger's notice to a listener on the same database, once the write commits", async () => {
    const { db } = database.handle
    changes.length = 0
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into users (id, name, email) values ('t1', 'T', 't1@notice.example')`)
      await tx.execute(sql`insert into profiles (id, display_name) values ('t1', 'Tee')`)
      await tx.execute(sql`update users set name = 'Nobody' where false`)
      expect(changes).toEqual([])
    })
    await heard(listeners, () => changes.length >= 2)
    expect(changes).toEqual([
      { table: 'users', customers: ['t1'] },
      { table: 'profiles', customers: ['t1'] },
    ])

    changes.length = 0
    await expect(db.execute(sql`insert into profiles (id) values ('nobody')`)).rejects.toThrow()
    await db.execute(sql`update support_tickets set status = 'closed' where false`)
    await db.execute(sql`delete from users where id = 't1'`)
    // The deletion's cascade to the profile is announced too; the failed insert and the statement that
    // matched no row are not.
    await heard(listeners, () => changes.length >= 2)
    expect(changes).toEqual(
      expect.arrayContaining([
        { table: 'users', customers: ['t1'] },
        { table: 'profiles', customers: ['t1'] },
      ]),
    )
    expect(changes).toHaveLength(2)
  })

  it('says a statement of many rows once, without listing more than 20 customers', async () => {
    const { db } = database.handle
    await db.execute(sql`insert into users (id, name, email)
      select 'many-' || n, 'Many', 'many-' || n || '@notice.example' from generate_series(1, 25) n`)
    await heard(listeners, () =>
      changes.some((change) => change.table === 'users' && change.customers === null),
    )
    changes.length = 0
    await db.execute(sql`insert into admin_user_messages (thread_id, sender_id, recipient_id, subject, message)
      select gen_random_uuid(), 'many-1', 'many-' || n, 'Hello', 'All of you' from generate_series(1, 25) n`)
    await heard(listeners, () => changes.length >= 1)
    expect(changes).toEqual([{ table: 'admin_user_messages', customers: null }])
  })

  it('has a trigger for each change on every table a kept count or page reads, and on no other', async () => {
    const { db } = database.handle
    const triggers = await db.execute(sql`
      select c.relname as table, array_agg(substring(t.tgname from '_notify_(.*)$') order by t.tgname) as events
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgfoid = 'notify_table_change'::regproc
      group by c.relname`)
    const { rows } = triggers as unknown as { rows: { table: string; events: string[] }[] }
    const triggered = Object.fromEntries(rows.map((row) => [row.table, row.events]))
    const read = await tablesReadByKeptReads(database)
    expect(read.length).toBeGreaterThan(0)
    for (const table of read) {
      expect(triggered[table], `${table} is read by a kept count or page`).toEqual(TRIGGER_EVENTS)
      expect(WATCHED_TABLES[table], `${table} has topics`).toBeDefined()
    }
    expect(Object.keys(triggered).sort()).toEqual(Object.keys(WATCHED_TABLES).sort())
  })
})

/**
 * Every table the kept counts and pages select from, seen in the statements they send: each of them is
 * run once with a cache that records what its takes ask the database.
 */
async function tablesReadByKeptReads({ handle }: TestDatabase): Promise<string[]> {
  const inKeptRead = new AsyncLocalStorage<boolean>()
  const statements: string[] = []
  const logger = { logQuery: (query: string) => inKeptRead.getStore() && statements.push(query) }
  const client = (handle.db as unknown as { $client: never }).$client
  const db = (handle.kind === 'pglite'
    ? drizzlePglite({ client, schema, logger })
    : drizzlePostgres({ client, schema, logger })) as unknown as Database
  const counts = new RecordingCountCache(inKeptRead)
  const admin = { id: 'admin-reading' }
  const badges = {
    teamUnread: () => adminUnreadCounts({ db, counts }).then((n) => n.count),
    openTickets: () => openTicketCount({ db, counts }),
  }
  const now = () => new Date()
  await listCustomers({ db, counts, badges, now }, '', 1)
  await listCustomers({ db, counts, badges, now }, 'smith', 1)
  await listCustomers({ db, counts, badges, now }, '', 1, 'past_due')
  await adminOverview({ db, counts, badges, now })
  await listAllForAdmin({ db, counts }, admin, 1)
  const tables = statements.flatMap((statement) =>
    [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((match) => match[1] as string),
  )
  return [...new Set(tables)].sort()
}

class RecordingCountCache extends CountCache {
  private readonly inKeptRead: AsyncLocalStorage<boolean>
  constructor(inKeptRead: AsyncLocalStorage<boolean>) {
    super()
    this.inKeptRead = inKeptRead
  }
  override count(topic: ChangeTopic, key: string, take: () => Promise<number>) {
    return super.count(topic, key, () => this.inKeptRead.run(true, take))
  }
  override badge(topic: ChangeTopic, key: string, take: () => Promise<number>) {
    return super.badge(topic, key, () => this.inKeptRead.run(true, take))
  }
  override ids(topic: ChangeTopic, key: string, take: () => Promise<string[]>) {
    return super.ids(topic, key, () => this.inKeptRead.run(true, take))
  }
  override page<T extends { total: number }>(
    topics: readonly ChangeTopic[],
    key: string,
    take: () => Promise<T>,
  ) {
    return super.page(topics, key, () => this.inKeptRead.run(true, take))
  }
}

describe.each(backends)('a write made by hand in SQL on %s', (backend) => {
  let t: TestApp
  let admin: string
  let adminId: string
  let alice: string
  let stream: EventStream

  const get = async (url: string) => {
    const response = await t.app.inject(withCookie(admin, { method: 'GET', url }))
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const newestCustomer = async () => (await get('/api/admin/customers?page=1')).customers[0]
  const newestMessage = async () => (await get('/api/admin/messages?page=1')).messages[0]
  const byHand = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement)

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    adminId = (await get('/api/session')).user.id
    // Enough customers and messages that the customers page and the messages page are kept.
    await byHand(sql`insert into users (id, name, email, created_at)
      select 'old-' || n, 'Old', 'old-' || n || '@hand.example', '2024-01-01'::timestamptz + n * interval '1 minute'
      from generate_series(1, ${KEPT_FROM}) n`)
    await byHand(sql`insert into admin_user_messages (id, thread_id, sender_id, recipient_id, subject, message, created_at)
      select id, id, 'old-' || n, ${adminId}, 'Old', 'Old', '2024-01-01'::timestamptz + n * interval '1 minute'
      from (select gen_random_uuid() as id, n from generate_series(1, ${KEPT_FROM}) n) old`)
    await recountMessageTotal(t.database.db)
    alice = (await signUp(t.app, 'alice@hand.example', 'alice-password', 'Alice')).user.id
    stream = await EventStream.open(t.app, admin)
  })
  afterAll(async () => {
    stream.close()
    await t.close()
  })

  it.each([
    ['profiles', (id: string) => sql`update profiles set display_name = 'Alice by hand' where id = ${id}`],
    [
      'subscriptions',
      (id: string) => sql`insert into subscriptions (user_id, product_id, price_amount, provider)
        values (${id}, 'prod_pro', 12900, 'test')`,
    ],
    [
      'orders',
      (id: string) => sql`insert into orders (user_id, provider, provider_session_id, amount, services)
        values (${id}, 'test', 'by-hand', 4200, ${JSON.stringify({ plan: 'pro', freeChannel: 'instagram', additionalChannels: [], itemsDescription: ['Pro plan'], addOns: {} })}::jsonb)`,
    ],
    [
      'user_drive_links',
      (id: string) =>
        sql`insert into user_drive_links (user_id, drive_link) values (${id}, 'https://drive.example.com/hand')`,
    ],
  ])('refreshes the kept customers page after a write to %s', async (_table, write) => {
    const before = await newestCustomer()
    expect(before.id).toBe(alice)
    expect(await newestCustomer()).toEqual(before)
    const heardBefore = stream.count('customers')
    await byHand(write(alice))
    const after = await newestCustomer()
    expect(after).not.toEqual(before)
    await stream.received('customers', heardBefore + 1)
  })

  it('shows the customers page every change made by hand', async () => {
    expect(await newestCustomer()).toMatchObject({
      displayName: 'Alice by hand',
      subscription: { priceAmount: 12900 },
      latestOrder: { amount: 4200 },
      driveLink: 'https://drive.example.com/hand',
    })
  })

  it('refreshes the kept messages page, the unread badge and the overview after a message written by hand', async () => {
    const badge = async () => (await get('/api/admin/messages/unread-count')).count
    const unread = await badge()
    const overview = await get('/api/admin/overview')
    const before = await newestMessage()
    expect(await newestMessage()).toEqual(before)
    const heardBefore = stream.count('messages')
    // A customer's message to the team (no one administrator is its recipient).
    await byHand(sql`insert into admin_user_messages (thread_id, sender_id, recipient_id, subject, message)
      values (gen_random_uuid(), ${alice}, null, 'Written by hand', 'Hello')`)
    expect(await newestMessage()).toMatchObject({ subject: 'Written by hand', senderId: alice })
    expect(await badge()).toBe(unread + 1)
    expect((await get('/api/admin/overview')).unreadMessages).toBe(overview.unreadMessages + 1)
    await stream.received('messages', heardBefore + 1)

    await byHand(
      sql`update admin_user_messages set subject = 'Changed by hand' where subject = 'Written by hand'`,
    )
    expect(await newestMessage()).toMatchObject({ subject: 'Changed by hand' })
  })

  it('refreshes the open-ticket badge and the overview after a ticket written by hand', async () => {
    const badge = async () => (await get('/api/admin/support/open-count')).count
    const open = await badge()
    expect(await badge()).toBe(open)
    const heardBefore = stream.count('tickets')
    await byHand(sql`insert into support_tickets (user_id, user_email, subject, message)
      values (${alice}, 'alice@hand.example', 'By hand', 'Help')`)
    expect(await badge()).toBe(open + 1)
    expect((await get('/api/admin/overview')).openTickets).toBe(open + 1)
    await stream.received('tickets', heardBefore + 1)
    await byHand(sql`update support_tickets set status = 'closed' where subject = 'By hand'`)
    expect(await badge()).toBe(open)
  })
})
