import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLink, SmtpSink } from '../tests/support/smtp-sink.ts'
import { AppProcess } from './support/app-process.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { signUpAccount } from './support/sign-in.ts'

/**
 * A link whose hour is up. The server runs on a PostgreSQL database of its own, so the test can move
 * the stored token's expiry into the past while the server is running.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function run(connectionString: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await client.query(statement, values)
  } finally {
    await client.end()
  }
}

describe('an expired password reset link', () => {
  const name = `postcraft_e2e_${randomBytes(6).toString('hex')}`
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString()
  const sink = new SmtpSink()
  let server: AppProcess
  let browser: Browser

  beforeAll(async () => {
    await run(SERVER_URL, `create database ${name}`)
    await sink.start()
    server = await AppProcess.start({ env: { SMTP_URL: sink.url, DATABASE_URL: databaseUrl } })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.dispose()
    await sink.stop()
    await run(SERVER_URL, `drop database if exists ${name} with (force)`)
  })

  it('shows the expired view, and a new link can be requested from it', async () => {
    const { page, context } = await openPage(browser, server.url)
    await signUpAccount(context, server.url, 'late@example.com', 'late-password')
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByLabel('Email').fill('late@example.com')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const first = await sink.waitFor((message) => message.to.includes('late@example.com'))

    const expired = await run(
      databaseUrl,
      `update verifications set expires_at = now() - interval '1 minute' where identifier like 'reset-password:%'`,
    )
    expect(expired.rowCount).toBe(1)
    await page.goto(firstLink(first.text))
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor()
    await page.getByText('This password reset link has expired. Please request a new one.').waitFor()
    await page.getByText('Password reset links are valid for 1 hour.', { exact: false }).waitFor()

    await page.getByLabel('Email').fill('late@example.com')
    await page.getByRole('button', { name: 'Send New Link' }).click()
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor()
    const second = await sink.waitFor(
      (message) => message.to.includes('late@example.com') && message.messageId !== first.messageId,
    )
    await page.goto(firstLink(second.text))
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor()
    await context.close()
  })
})
