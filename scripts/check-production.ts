// npm run check:prod (CI, after npm run build): the production path as an image runs it. Copies dist/app
// to a temporary folder, installs it with `npm ci --omit=dev`, starts it with `npm run start:prod`
// (no build at start) and checks that /api/health and / answer. Exits non-zero on any failure.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { productionAppDir } from './production-app.ts'

const START_TIMEOUT_MS = 120_000

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    const response = await fetch(`${url}/api/health`).catch(() => undefined)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not become healthy in ${START_TIMEOUT_MS / 1000} s:\n${output()}`)
}

async function check(folder: string): Promise<void> {
  if (!existsSync(path.join(productionAppDir, 'package.json'))) {
    throw new Error(`${productionAppDir} is missing: run npm run build first`)
  }
  const app = path.join(folder, 'app')
  cpSync(productionAppDir, app, { recursive: true })
  // The Node 24 running this script (the `node` devDependency) stands in for the image's node:24-slim.
  const env = {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
  }
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    env,
    stdio: 'inherit',
  })
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed with ${install.status}`)
  if (existsSync(path.join(app, 'node_modules/typescript')))
    throw new Error('dev dependencies were installed')

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('npm', ['run', 'start:prod', '--silent'], {
    cwd: app,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: path.join(folder, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    await waitForHealth(url, child, () => output)
    const page = await fetch(`${url}/`)
    const html = await page.text()
    if (page.status !== 200 || !html.includes('PostCraft')) throw new Error(`/ answered ${page.status}`)
    if (output.includes('Building the client')) throw new Error('the production start built the client')
    console.log(`Production app from npm ci --omit=dev: /api/health and / answer on ${url}`)
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
    await new Promise((resolve) => child.once('close', resolve))
  }
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'postcraft-prod-'))
try {
  await check(folder)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  rmSync(folder, { recursive: true, force: true })
}
