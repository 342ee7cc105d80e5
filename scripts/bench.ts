// npm run bench [-- --customers 100000 --streams 1000]: requests per second of the production server's
// endpoints, measured with autocannon in one run beside a bare Fastify hello-world (the ceiling on this
// machine), then the back office's pages at 20 connections on a database seeded with --customers
// customers (10 messages each), and the time a broadcast's badge update takes to reach --streams open
// event streams on one process. Not part of npm test. Runs on the embedded database, and on PostgreSQL too
// when BENCH_DATABASE_URL is set (throw-away databases named BENCH_DATABASE_PREFIX…, postcraft_bench_ unless set).
// Seeding 100,000 customers takes minutes: `--pglite-seed DIR` (a DATA_DIR that npm run seed:demo filled)
// and `--postgres-seed NAME` (a database it filled, on BENCH_DATABASE_URL's server) start each run from a
// copy of those instead. `--only pages`, `--only badges` or `--only publishing` runs one part; `--only
// checkout` runs the checkout and the home page on a fresh, unseeded database (no back office pages).
// Publishing: --posts (1,000) approved posts of --publishing-customers (100) customers due in one minute,
// published against the Meta stand-in by a worker running --job-concurrency (8) jobs at a time.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { createEmptyPostgresDatabase } from '../tests/support/postgres-database.ts'
import { freePort } from './bench/server-process.ts'
import {
  BACK_OFFICE_CONNECTIONS,
  benchBackOfficePages,
  benchLiveBadges,
  type PageFigure,
  signInCookie,
} from './bench-back-office.ts'
import { benchCheckout } from './bench-checkout.ts'
import { benchPublishing, PUBLISHING_TARGET_MS, type PublishingFigure } from './bench-publishing.ts'

const root = path.resolve(import.meta.dirname, '..')
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const { values: flags } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    streams: { type: 'string', default: '1000' },
    'pglite-seed': { type: 'string' },
    'postgres-seed': { type: 'string' },
    only: { type: 'string' },
    posts: { type: 'string', default: '1000' },
    'publishing-customers': { type: 'string', default: '100' },
    'job-concurrency': { type: 'string', default: '8' },
  },
})
const checkoutOnly = flags.only === 'checkout'
const runPages = !flags.only || flags.only === 'pages' || checkoutOnly
const runBadges = !flags.only || flags.only === 'badges'
const runPublishing = !flags.only || flags.only === 'publishing'
const CUSTOMERS = Number(flags.customers)
const STREAMS = Number(flags.streams)
const ADMIN = { email: 'bench-admin@postcraft.test', password: 'bench-admin-password' }
const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

interface Figure {
  name: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

async function startProcess(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Sign-in checks the request's origin against the app's own address.
      APP_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      await fetch(url)
      return { child, url }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill('SIGKILL')
  throw new Error(`${script} did not start`)
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Fills the database with demo customers through npm run seed:demo, its progress on this terminal. */
async function seedDemo(env: Record<string, string>, customers: number): Promise<void> {
  const child = spawn(process.execPath, ['scripts/seed-demo.ts', '--customers', String(customers)], {
    cwd: root,
    env: { ...process.env, ...env, ...adminEnv, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`seeding failed (${code})`)
}

/** `seeded`: a copy of this database or data folder is already seeded (--pglite-seed, --postgres-seed). */
async function benchBackend(label: string, env: Record<string, string>, seeded = false) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-'))
  const backendEnv = { DATA_DIR: dataDir, ...env, ...adminEnv }
  if (checkoutOnly) {
    // Nothing to seed: the checkout and the home page do not read the customers.
  } else if (!env.DATABASE_URL && flags['pglite-seed']) {
    console.log(`\nCopying the seeded ${label} database from ${flags['pglite-seed']}...`)
    cpSync(flags['pglite-seed'], dataDir, { recursive: true })
  } else if (!seeded) {
    console.log(`\nSeeding ${CUSTOMERS.toLocaleString('en-GB')} customers on ${label}...`)
    await seedDemo(backendEnv, CUSTOMERS)
  }
  const server = await startProcess('src/server/main.ts', backendEnv)
  try {
    // The back office first: the checkouts below leave e-mail jobs that the worker then sends.
    const pages = checkoutOnly
      ? []
      : await benchBackOfficePages(
          server.url,
          await signInCookie(server.url, ADMIN.email, ADMIN.password),
          label,
          DURATION_SECONDS,
        )
    const health = await measure(`GET /api/health (${label})`, { url: `${server.url}/api/health` })
    const homePage = await benchPublicPage(server.url, label)
    const checkout = await benchCheckout(server.url, DURATION_SECONDS)
    return {
      figures: [health, ...homePage, { name: `POST /api/checkout, test provider (${label})`, ...checkout }],
      pages,
    }
  } finally {
    await stop(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A response's bytes as sent (still compressed: fetch would decompress them). */
async function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`))
        if (response.headers['content-encoding'] !== 'br')
          reject(new Error(`GET ${url} was not sent as brotli`))
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

/**
 * The home page as browsers ask for it (brotli), beside a bare Fastify sending the very same bytes: what
 * the product's page path costs (static files, the signed-in hint, headers, hooks).
 */
async function benchPublicPage(url: string, label: string): Promise<Figure[]> {
  const headers = { 'accept-encoding': 'br, gzip' }
  const bytes = await rawBody(url, headers)
  const pageFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-page-')), 'home.br')
  writeFileSync(pageFile, bytes)
  const bare = await startProcess('scripts/bench-hello.ts', { BENCH_PAGE_FILE: pageFile })
  try {
    const bareFigure = await measure(`bare Fastify, same ${bytes.length} bytes`, { url: bare.url, headers })
    const page = await measure(`GET / brotli (${label})`, { url, headers })
    const ratio = (page.requestsPerSecond / bareFigure.requestsPerSecond).toFixed(2)
    return [bareFigure, { ...page, name: `${page.name}: ${ratio} of bare` }]
  } finally {
    await stop(bare.child)
    rmSync(path.dirname(pageFile), { recursive: true, force: true })
  }
}

/** The live badges on their own small database, so the broadcast's own writes stay short. */
async function benchBadges(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-'))
  const backendEnv = { DATA_DIR: dataDir, ...env, ...adminEnv }
  await seedDemo(backendEnv, 1000)
  const server = await startProcess('src/server/main.ts', backendEnv)
  try {
    const cookie = await signInCookie(server.url, ADMIN.email, ADMIN.password)
    return { label, ...(await benchLiveBadges(server.url, cookie, STREAMS)) }
  } finally {
    await stop(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Publishing throughput on a fresh database of this backend (a data folder, or `env.DATABASE_URL`). */
async function benchPublishingOn(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-'))
  try {
    return await benchPublishing(
      label,
      { DATA_DIR: dataDir, ...env },
      {
        customers: Number(flags['publishing-customers']),
        posts: Number(flags.posts),
        concurrency: Number(flags['job-concurrency']),
        start: async (serverEnv) => {
          const server = await startProcess('src/server/main.ts', { ...serverEnv, ...adminEnv })
          return { stop: () => stop(server.child) }
        },
      },
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const hello = await startProcess('scripts/bench-hello.ts', {})
const ceiling = await measure('bare Fastify hello-world', { url: hello.url })
await stop(hello.child)

const figures: Figure[] = [ceiling]
const pages: PageFigure[] = []
const badges: Awaited<ReturnType<typeof benchBadges>>[] = []
if (runPages) {
  const pglite = await benchBackend('PGlite', {})
  figures.push(...pglite.figures)
  pages.push(...pglite.pages)
}
if (runBadges) badges.push(await benchBadges('PGlite', {}))
const publishing: PublishingFigure[] = []
if (runPublishing) publishing.push(await benchPublishingOn('PGlite', {}))
if (process.env.BENCH_DATABASE_URL && runPublishing) {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'postcraft_bench_'
  const database = await createEmptyPostgresDatabase(process.env.BENCH_DATABASE_URL, prefix)
  try {
    publishing.push(await benchPublishingOn('PostgreSQL', { DATABASE_URL: database.url }))
  } finally {
    await database.drop()
  }
}
if (process.env.BENCH_DATABASE_URL) {
  // Throw-away databases on that server, so the bench never writes into a database of yours.
  for (const run of ['pages', 'badges'] as const) {
    if (run === 'pages' ? !runPages : !runBadges) continue
    const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'postcraft_bench_'
    const template = run === 'pages' ? flags['postgres-seed'] : undefined
    const database = await createEmptyPostgresDatabase(process.env.BENCH_DATABASE_URL, prefix, template)
    try {
      if (run === 'badges') {
        badges.push(await benchBadges('PostgreSQL', { DATABASE_URL: database.url }))
      } else {
        const postgres = await benchBackend('PostgreSQL', { DATABASE_URL: database.url }, Boolean(template))
        figures.push(...postgres.figures)
        pages.push(...postgres.pages)
      }
    } finally {
      await database.drop()
    }
  }
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${os.cpus().length} cores\n`)
console.log(
  'endpoint'.padEnd(44),
  'req/s'.padStart(9),
  'p99 ms'.padStart(8),
  'of ceiling'.padStart(11),
  'errors'.padStart(7),
)
for (const figure of figures) {
  const ratio = `${((figure.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`
  console.log(
    figure.name.padEnd(44),
    String(figure.requestsPerSecond).padStart(9),
    String(figure.p99Ms).padStart(8),
    ratio.padStart(11),
    String(figure.errors).padStart(7),
  )
}

if (runPages && !checkoutOnly) {
  console.log(
    `\nBack office: ${CUSTOMERS.toLocaleString('en-GB')} customers, about ${(CUSTOMERS * 10).toLocaleString('en-GB')} messages, ` +
      `${BACK_OFFICE_CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`,
  )
  console.log('page'.padEnd(44), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'errors'.padStart(7))
  for (const page of pages) {
    console.log(
      page.name.padEnd(44),
      String(page.requestsPerSecond).padStart(9),
      String(page.p99Ms).padStart(8),
      String(page.errors).padStart(7),
    )
  }
}
if (runBadges) {
  console.log(`\nLive badges: ${STREAMS} open event streams on one process, a broadcast to 1,000 customers`)
  for (const b of badges) {
    console.log(
      `${b.label}: broadcast answered in ${b.broadcastMs} ms; its change reached the first stream ` +
        `${b.firstEventMs} ms and all ${b.streams} ${b.allEventsMs} ms after the answer; the badge counts ` +
        `(each stream asking for its unread count) were back for half ${b.badgeP50Ms} ms and for all ` +
        `${b.allBadgesMs} ms after it.`,
    )
  }
}
console.log(
  `\nPublishing: posts due in one minute, published against the Meta stand-in (target: all within ${PUBLISHING_TARGET_MS / 1000} s)`,
)
for (const p of publishing) {
  const all =
    p.allPublishedMs === null
      ? `only ${p.published} of ${p.posts} by the deadline`
      : `all ${p.posts} in ${(p.allPublishedMs / 1000).toFixed(1)} s${p.allPublishedMs <= PUBLISHING_TARGET_MS ? '' : ' (over the target)'}`
  console.log(
    `${p.label}: ${p.posts} posts of ${p.customers} customers, ${p.concurrency} jobs at a time: ${all}, ${p.postsPerSecond} posts/s`,
  )
}
