// npm run bench: requests per second of the production server's endpoints, measured with autocannon
// in one run beside a bare Fastify hello-world (the ceiling on this machine). Not part of npm test.
// Runs on the embedded database, and on PostgreSQL too when BENCH_DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../e2e/support/app-process.ts'
import { createEmptyPostgresDatabase } from '../tests/support/postgres-database.ts'
import { benchCheckout } from './bench-checkout.ts'

const root = path.resolve(import.meta.dirname, '..')
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

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
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
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

async function benchBackend(label: string, env: Record<string, string>): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-'))
  const server = await startProcess('src/server/main.ts', { DATA_DIR: dataDir, ...env })
  try {
    const health = await measure(`GET /api/health (${label})`, { url: `${server.url}/api/health` })
    const checkout = await benchCheckout(server.url, DURATION_SECONDS)
    return [health, { name: `POST /api/checkout, test provider (${label})`, ...checkout }]
  } finally {
    await stop(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const hello = await startProcess('scripts/bench-hello.ts', {})
const ceiling = await measure('bare Fastify hello-world', { url: hello.url })
await stop(hello.child)

const figures: Figure[] = [ceiling, ...(await benchBackend('PGlite', {}))]
if (process.env.BENCH_DATABASE_URL) {
  // A throw-away database on that server, so the bench never writes into a database of yours.
  const database = await createEmptyPostgresDatabase(process.env.BENCH_DATABASE_URL, 'postcraft_bench_')
  try {
    figures.push(...(await benchBackend('PostgreSQL', { DATABASE_URL: database.url })))
  } finally {
    await database.drop()
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
