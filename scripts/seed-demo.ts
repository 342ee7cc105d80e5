// npm run seed:demo -- --customers 100000 [--messages-per-customer 10] [--seed 42]
// Fills the configured database (DATABASE_URL, else the embedded one in DATA_DIR) with realistic demo
// customers, orders, subscriptions, links, message threads and tickets, for demos and benchmarks. Rows go
// in as multi-row INSERTs, a batch of customers per transaction, with a progress bar on the terminal.
import { parseArgs } from 'node:util'
import { asc, eq } from 'drizzle-orm'
import { buildApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { type Executor, openDatabase } from '../src/server/db/client.ts'
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts'
import { runMigrations } from '../src/server/db/migrate.ts'
import { users } from '../src/server/db/schema/auth.ts'
import { orders, profiles, subscriptions, userDriveLinks } from '../src/server/db/schema/customers.ts'
import { adminUserMessages, supportTickets } from '../src/server/db/schema/messages.ts'
import { recountMessageTotal } from '../src/server/features/messaging/messaging.repo.ts'
import { type CustomerBatch, customerBatch, randomSource } from './seed/demo-data.ts'
import { ProgressBar } from './seed/progress.ts'

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    'messages-per-customer': { type: 'string', default: '10' },
    seed: { type: 'string', default: '42' },
  },
})
const CUSTOMERS = Number(values.customers)
const MESSAGES_PER_CUSTOMER = Number(values['messages-per-customer'])
if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1 || !Number.isInteger(MESSAGES_PER_CUSTOMER)) {
  console.error('Usage: npm run seed:demo -- --customers 100000 [--messages-per-customer 10] [--seed 42]')
  process.exit(2)
}
/** Customers per transaction: about 10,000 messages with them. */
const CUSTOMERS_PER_BATCH = 1000
/** Rows per INSERT, below PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 4000

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  (error: unknown) => {
    // Another process holds the embedded data folder: say who, without a stack trace.
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(error.message)
    process.exit(1)
  },
)
await runMigrations(database)
const { db } = database

// The administrator the demo threads are with: the one the server ensures at start.
const app = await buildApp({ config, database, logger: false, runJobs: false, clientDir: false })
const generated = await app.ensureAdministrator({
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
})
if (generated) console.log(`Administrator created: ${generated.email} with password ${generated.password}`)
const [admin] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.role, 'admin'))
  .orderBy(asc(users.createdAt), asc(users.id))
  .limit(1)
if (!admin) throw new Error('no administrator to write the demo messages with')

async function insertAll<T>(tx: Executor, table: Parameters<Executor['insert']>[0], rows: T[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT) as never)
  }
}

async function write(batch: CustomerBatch) {
  await db.transaction(async (tx) => {
    await insertAll(tx, users, batch.users)
    await insertAll(tx, profiles, batch.profiles)
    await insertAll(tx, orders, batch.orders)
    await insertAll(tx, subscriptions, batch.subscriptions)
    await insertAll(tx, userDriveLinks, batch.links)
    await insertAll(tx, adminUserMessages, batch.messages)
    await insertAll(tx, supportTickets, batch.tickets)
  })
}

// Numbered after the customers already there, so a second run adds more rather than colliding.
const existing = await db.$count(users)
const random = randomSource(Number(values.seed) + existing)
const totals = { customers: 0, orders: 0, messages: 0, tickets: 0 }
const started = Date.now()
const progress = new ProgressBar(CUSTOMERS, 'customers')
for (let done = 0; done < CUSTOMERS; done += CUSTOMERS_PER_BATCH) {
  const count = Math.min(CUSTOMERS_PER_BATCH, CUSTOMERS - done)
  const batch = customerBatch(random, {
    first: existing + done,
    count,
    adminId: admin.id,
    messagesPerCustomer: MESSAGES_PER_CUSTOMER,
    now: started,
    spreadDays: 730,
  })
  await write(batch)
  totals.customers += count
  totals.orders += batch.orders.length
  totals.messages += batch.messages.length
  totals.tickets += batch.tickets.length
  progress.update(done + count, `${totals.messages.toLocaleString('en-GB')} messages`)
}
progress.finish()
// The rows went in without the messaging feature's statements, which keep the administrators' total.
await recountMessageTotal(db)
// Fresh statistics and visibility maps, so the planner sees the new rows and index-only scans (counts,
// badges) need not visit the table, as on a database that autovacuum has caught up with.
await db.execute('vacuum analyze')
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `Seeded ${totals.customers.toLocaleString('en-GB')} customers, ${totals.orders.toLocaleString('en-GB')} orders, ` +
    `${totals.messages.toLocaleString('en-GB')} messages and ${totals.tickets.toLocaleString('en-GB')} tickets ` +
    `in ${seconds} s (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}).`,
)
await app.close()
await database.close()
