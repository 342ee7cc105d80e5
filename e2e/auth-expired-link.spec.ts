import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signUpAccount } from './support/sign-in.ts'

/**
 * A link whose hour is up. The embedded database belongs to one process at a time, so the test stops
 * the server, moves the stored token's expiry into the past, and starts the server again.
 */
async function expireResetTokens(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir })
  try {
    const result = await database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 minute' where identifier like 'reset-password:%'`,
    )
    return (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? 0
  } finally {
    await database.close()
  }
}

describe('an expired password reset link', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('shows the expired view, and a new link can be requested from it', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'late@example.com', 'late-password')
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByLabel('Email').fill('late@example.com')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const first = await env.sink.waitFor(
      // Sign-up's confirmation e-mail came first; this is the reset e-mail.
      (message) => message.to.includes('late@example.com') && message.text.includes('/reset-password/'),
    )

    await env.server.stop()
    expect(await expireResetTokens(env.server.dataDir)).toBe(1)
    await env.server.start()

    await page.goto(firstLink(first.text))
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor()
    await page.getByText('This password reset link has expired. Please request a new one.').waitFor()
    await page.getByText('Password reset links are valid for 1 hour.', { exact: false }).waitFor()

    await page.getByLabel('Email').fill('late@example.com')
    await page.getByRole('button', { name: 'Send New Link' }).click()
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor()
    const second = await env.sink.waitFor(
      (message) =>
        message.to.includes('late@example.com') &&
        message.text.includes('/reset-password/') &&
        message.messageId !== first.messageId,
    )
    await page.goto(firstLink(second.text))
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor()
    await context.close()
  })
})
