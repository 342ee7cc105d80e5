// The benchmarks' own way to run the server as a process: they measure the product, and do not lean on
// the browser tests' support (e2e/), which changes with the tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const projectRoot = path.resolve(import.meta.dirname, '../..')

/** A port nobody listens on right now, on the loopback interface. */
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

/** `node src/server/main.ts` on a fresh embedded database in a temporary data folder, until disposed. */
export class BenchServer {
  private output = ''
  readonly port: number
  private readonly dataDir: string
  private readonly child: ChildProcess

  private constructor(port: number, dataDir: string, child: ChildProcess) {
    this.port = port
    this.dataDir = dataDir
    this.child = child
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString()
    })
  }

  static async start(env: Record<string, string> = {}): Promise<BenchServer> {
    const port = await freePort()
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-bench-'))
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const server = new BenchServer(port, dataDir, child)
    await server.waitForHealth()
    return server
  }

  get url(): string {
    return `http://localhost:${this.port}`
  }

  private async waitForHealth(): Promise<void> {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`server exited with ${this.child.exitCode}:\n${this.output}`)
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) return
      await sleep(100)
    }
    throw new Error(`server did not become healthy:\n${this.output}`)
  }

  /** SIGTERM, wait for the process to end, and remove its data folder. */
  async dispose(): Promise<void> {
    const { child } = this
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
