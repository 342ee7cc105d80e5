import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const projectRoot = path.resolve(import.meta.dirname, '..')
const distDir = path.join(projectRoot, 'dist/client')
const stampFile = path.join(distDir, '.build-stamp')
/** Everything the client build reads: a change in any of these makes the build stale. */
const inputs = [
  'src/client',
  'src/shared',
  'public',
  'scripts/prerender.ts',
  'vite.config.ts',
  'package-lock.json',
]

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isFile()) {
    yield entry
    return
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name))
}

export function clientSourceHash(): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(path.join(projectRoot, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
      hash.update(path.relative(projectRoot, file))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

export function isClientBuildFresh(): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === clientSourceHash()
}

/** Builds the client (and prerenders public pages when that step exists); exits on failure. */
export function buildClient(): void {
  // Always a production build: test runners set NODE_ENV=test, which would otherwise ship React's
  // development build.
  const env = { ...process.env, NODE_ENV: 'production' }
  const run = (args: string[]) => {
    const result = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  run([path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'])
  if (existsSync(path.join(projectRoot, 'scripts/prerender.ts'))) run(['scripts/prerender.ts'])
  writeFileSync(stampFile, clientSourceHash())
}

export function ensureClientBuild(): void {
  if (isClientBuildFresh()) return
  console.log('Building the client…')
  buildClient()
}

// node scripts/client-build.ts: builds the client when its sources changed since the last build.
if (import.meta.main) ensureClientBuild()
