import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { TEST_ADMIN } from '../../tests/support/test-admin.ts'
import { copyDataDirTemplate } from './data-dir-template.ts'

const projectRoot = path.resolve(import.meta.dirname, '../..')

/** The global setup's migrated data folder; none outside a test run (a benchmark script). */
function providedDataDirTemplate(): string | undefined {
  try {
    return inject('dataDirTemplate')
  } catch {
    return undefined
  }
}

/**
 * Fills `dataDir` with the run's migrated embedded database (when the global setup made one), so a test
 * that brings its own folder skips initdb and the migrations too.
 */
export function startFromMigratedTemplate(dataDir: string): string {
  const template = providedDataDirTemplate()
  if (template) copyDataDirTemplate(template, dataDir)
  return dataDir
}

/**
 * For every node process a test starts: Node's compile cache keeps the modules' stripped and compiled
 * code between processes (checked against each file's contents), about a sixth of a server start's CPU.
 */
export const TEST_PROCESS_ENV = {
  NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'postcraft-test-compile-cache'),
}

/** The test administrator: the browser tests' data folder already holds its account (started-dump.ts). */
export const E2E_ADMIN = TEST_ADMIN

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface AppProcessOptions {
  env?: Record<string, string>
  /** Reuse a data folder (to restart on the same embedded database). */
  dataDir?: string
  port?: number
  /** How long the server may take to answer /api/health (default 60 s; more for tests on a busy machine). */
  startTimeoutMs?: number
}

/**
 * The real server as its own process (`node src/server/main.ts`), on a fresh embedded database unless
 * DATABASE_URL is given. Tests can stop it gracefully, kill it with SIGKILL, and start it again.
 */
export class AppProcess {
  readonly dataDir: string
  readonly port: number
  private child: ChildProcess | undefined
  private readonly env: Record<string, string>
  private readonly ownsDataDir: boolean
  private readonly startTimeoutMs: number
  output = ''

  private constructor(options: AppProcessOptions & { port: number }) {
    this.ownsDataDir = !options.dataDir
    this.dataDir =
      options.dataDir ?? startFromMigratedTemplate(mkdtempSync(path.join(os.tmpdir(), 'postcraft-e2e-')))
    this.port = options.port
    this.env = options.env ?? {}
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000
  }

  static async start(options: AppProcessOptions = {}): Promise<AppProcess> {
    const app = await AppProcess.prepare(options)
    await app.start()
    return app
  }

  /** A server with its port and data folder, not started yet. */
  static async prepare(options: AppProcessOptions = {}): Promise<AppProcess> {
    return new AppProcess({ ...options, port: options.port ?? (await freePort()) })
  }

  get url(): string {
    return `http://localhost:${this.port}`
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        APP_URL: this.url,
        DATA_DIR: this.dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'info',
        ...TEST_PROCESS_ENV,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString()
    })
    await this.waitForHealth(child)
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + this.startTimeoutMs
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.output}`)
      try {
        const response = await fetch(`${this.url}/api/health`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`server did not become healthy:\n${this.output}`)
  }

  /** SIGTERM and wait for a clean exit. */
  async stop(): Promise<number | null> {
    return this.signal('SIGTERM')
  }

  /** SIGKILL: the process dies at once, as in a crash. */
  async kill(): Promise<number | null> {
    return this.signal('SIGKILL')
  }

  private async signal(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child
    this.child = undefined
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill(signal)
    return exited
  }

  /** The end of a test: a throw-away data folder is deleted anyway, so its server is not asked to shut
   * down cleanly (saving PGlite's seconds of closing); a folder the test passed in is closed gracefully. */
  async dispose(): Promise<void> {
    if (!this.ownsDataDir) {
      await this.stop()
      return
    }
    await this.kill()
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  /** At once, for a process about to exit: kills the server and deletes a throw-away data folder. */
  disposeNow(): void {
    this.child?.kill('SIGKILL')
    this.child = undefined
    try {
      if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true })
    } catch {
      // the killed server may still be writing; the folder is under the system's temporary folder
    }
  }

  get pid(): number | undefined {
    return this.child?.pid
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
  }
}
