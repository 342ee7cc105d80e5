import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '#server/db/client.ts'
import type { PostList } from '#shared/schemas/content.ts'
import type { CustomerList } from '#shared/schemas/customers.ts'
import { type AppProcess, E2E_ADMIN, TEST_PROCESS_ENV } from '../../e2e/support/app-process.ts'
import { HttpSession } from './api-client.ts'
import { makePng } from './content.ts'

const projectRoot = path.resolve(import.meta.dirname, '../..')

export interface RunResult {
  code: number | null
  output: string
}

/** Runs a project script (`scripts/db-backup.ts FILE`, …) as its own process with this environment. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<RunResult> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'silent',
      ...TEST_PROCESS_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  return { code, output }
}

/** Demo customers, orders and message threads (seed:demo), written while no server holds the database. */
export async function seedDemo(env: Record<string, string>, customers = 20): Promise<void> {
  const seeded = await runScript(
    'scripts/seed-demo.ts',
    ['--customers', String(customers), '--messages-per-customer', '3'],
    env,
  )
  if (seeded.code !== 0) throw new Error(`seed:demo failed:\n${seeded.output}`)
}

/** Through the running server: two posts for the first customer, one with a PNG design. */
export async function addPostsWithImage(server: AppProcess): Promise<void> {
  const admin = new HttpSession(server.url)
  await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
  const list = await admin.json<CustomerList>('/api/admin/customers')
  const customerId = list.customers[0]?.id ?? ''
  const scheduledAt = new Date(Date.now() + 5 * 24 * 3600_000).toISOString()
  const post = await admin.json<{ post: { id: string } }>(
    `/api/admin/content/customers/${customerId}/posts`,
    {
      method: 'POST',
      body: { channel: 'instagram', scheduledAt, caption: 'Spring menu', hashtags: ['#spring'] },
    },
  )
  await admin.json(`/api/admin/content/customers/${customerId}/posts`, {
    method: 'POST',
    body: { channel: 'facebook', scheduledAt, caption: 'Opening hours' },
  })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makePng(80, 60))], { type: 'image/png' }), 'design.png')
  const uploaded = await admin.upload(`/api/admin/content/posts/${post.post.id}/images`, form)
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`)
}

/** What an administrator sees: every customer with their latest order, the first one's posts and images. */
export async function viewThroughApi(server: AppProcess) {
  const admin = new HttpSession(server.url)
  await admin.signIn(E2E_ADMIN.email, E2E_ADMIN.password)
  const customers: CustomerList['customers'] = []
  for (let page = 1; ; page++) {
    const list = await admin.json<CustomerList>(`/api/admin/customers?page=${page}`)
    customers.push(...list.customers)
    if (customers.length >= list.total) break
  }
  const first = customers[0]?.id ?? ''
  const posts = await admin.json<PostList>(`/api/admin/content/customers/${first}/posts`)
  const images: string[] = []
  for (const image of posts.posts.flatMap((post) => post.images)) {
    const response = await admin.request(image.fullUrl)
    images.push(
      createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex'),
    )
  }
  return {
    customers: customers.map(({ email, displayName, createdAt, subscription, latestOrder }) => ({
      email,
      displayName,
      createdAt,
      subscription,
      latestOrder,
    })),
    posts: posts.posts.map(({ id, channel, caption, hashtags, scheduledAt }) => ({
      id,
      channel,
      caption,
      hashtags,
      scheduledAt,
    })),
    images,
  }
}

export type TableDigests = Record<string, { rows: number; checksum: string }>

type Read = (statement: string) => Promise<Record<string, unknown>[]>

/**
 * What a backup taken while the server ran must hold: every table as it was, except the job queue,
 * which the server keeps working on (a recurring job's next run is queued, a queued one runs) after the
 * backup. Of `jobs`, the ids of the jobs made before the backup started are compared.
 */
export interface LiveServerBackup {
  startedAt: Date
}

/** Every table's row count and an MD5 of its rows as text, in byte order, read in UTC. */
async function digestTables(read: Read, live?: LiveServerBackup): Promise<TableDigests> {
  await read(`set timezone = 'UTC'`)
  const tables = await read(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  const digests: TableDigests = {}
  for (const { name } of tables) {
    const rows =
      live && name === 'jobs'
        ? `(select id from jobs where created_at < '${live.startedAt.toISOString()}')`
        : String(name)
    const [row] = await read(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as checksum from ${rows} t`,
    )
    digests[String(name)] = { rows: Number(row?.rows), checksum: String(row?.checksum) }
  }
  return digests
}

/** Digests of the embedded database in dataDir (no server may hold it). */
export async function digestEmbedded(dataDir: string, live?: LiveServerBackup): Promise<TableDigests> {
  const handle = await openDatabase({ dataDir })
  try {
    const pglite = handle.pglite
    if (!pglite) throw new Error('not an embedded database')
    return await digestTables(
      async (statement) => (await pglite.query<Record<string, unknown>>(statement)).rows,
      live,
    )
  } finally {
    await handle.close()
  }
}

export async function digestPostgres(url: string, live?: LiveServerBackup): Promise<TableDigests> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await digestTables(
      async (statement) => (await client.query<Record<string, unknown>>(statement)).rows,
      live,
    )
  } finally {
    await client.end()
  }
}
