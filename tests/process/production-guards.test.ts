import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProcess, freePort } from '../../e2e/support/app-process.ts'
import { eventually, HttpSession } from '../support/api-client.ts'

const projectRoot = path.resolve(import.meta.dirname, '../..')
const PUBLIC_URL = 'https://postcraft.example.co.uk'

/** Runs `node src/server/main.ts` with only the given variables until it exits by itself. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-guards-'))
  try {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
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
    const code = await new Promise<number | null>((resolve) => child.once('close', (exit) => resolve(exit)))
    return { code, output }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

describe('the server refuses to start when production settings are missing', () => {
  it('names every missing variable on one line for a public APP_URL', async () => {
    const { code, output } = await runUntilExit({ APP_URL: PUBLIC_URL, ADMIN_PASSWORD: 'short-pass' })
    expect(code).not.toBe(0)
    expect(output.trimEnd().split('\n')).toEqual([
      `Invalid configuration: APP_URL ${PUBLIC_URL} is not a loopback address, so set ` +
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROVIDER=test), SMTP_URL (or EMAIL_CAPTURE=true), ' +
        'AUTH_SECRET (at least 32 characters), ADMIN_PASSWORD of at least 12 characters, ' +
        'MAIL_FROM of your own domain (not .localhost), SUPPORT_EMAIL of your own domain (not .localhost)',
    ])
  })

  it('refuses a Stripe key without its webhook secret on a loopback address too', async () => {
    const { code, output } = await runUntilExit({
      APP_URL: 'http://localhost:3000',
      STRIPE_SECRET_KEY: 'sk_test_x',
    })
    expect(code).not.toBe(0)
    expect(output.trimEnd().split('\n')).toEqual([
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set',
    ])
  })
})

describe('starting the server', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('shows a generated administrator on a plain line of its own, never in a log entry', async () => {
    const app = await AppProcess.start({ env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } })
    cleanups.push(() => app.dispose())
    const output = await eventually(async () =>
      app.output.includes('Administrator created') ? app.output : undefined,
    )
    const lines = output.trimEnd().split('\n')
    const shown = lines.filter((line) => line.startsWith('Administrator created: '))
    expect(shown).toHaveLength(1)
    const [, email, password] = shown[0]?.match(/^Administrator created: (\S+) with password (\S+) /) ?? []
    expect(email).toBe('admin@postcraft.localhost')
    // Every other line is a JSON log entry (stdout is not a terminal here), and none holds the password.
    for (const line of lines.filter((l) => !l.startsWith('Administrator created: '))) {
      expect(() => JSON.parse(line)).not.toThrow()
      expect(line).not.toContain(password)
    }
    await new HttpSession(app.url).signIn(email ?? '', password ?? '')

    // A restart does not create (nor show) another administrator.
    app.output = ''
    await app.stop()
    await app.start()
    await eventually(async () => (app.output.includes('serving') ? true : undefined))
    expect(app.output).not.toContain('Administrator created')
  })

  it('starts on a public APP_URL with the test payment page and captured e-mail chosen explicitly', async () => {
    const app = await AppProcess.start({
      env: {
        APP_URL: PUBLIC_URL,
        MAIL_FROM: 'PostCraft <no-reply@postcraft.example.co.uk>',
        SUPPORT_EMAIL: 'support@postcraft.example.co.uk',
        PAYMENT_PROVIDER: 'test',
        EMAIL_CAPTURE: 'true',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      },
    })
    cleanups.push(() => app.dispose())
    await eventually(async () => (app.output.includes(`serving ${PUBLIC_URL}`) ? true : undefined))
  })
})
