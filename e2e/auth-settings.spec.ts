import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { totpCode } from '../tests/support/totp.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext, signUpAccount } from './support/sign-in.ts'

async function signInAtAuth(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

describe('customer settings: profile, password and two-factor', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('changes the display name; the e-mail is read-only', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'settings@example.com', 'settings-pass', 'First Name')
    await signInContext(context, env.server.url, 'settings@example.com', 'settings-pass')
    await page.goto('/dashboard/settings')
    const name = page.getByLabel('Display name')
    await name.waitFor()
    expect(await name.inputValue()).toBe('First Name')
    const email = page.getByLabel('Email')
    expect(await email.inputValue()).toBe('settings@example.com')
    expect(await email.getAttribute('readonly')).not.toBeNull()
    await page.getByText('Email cannot be changed').waitFor()
    await name.fill('Second Name')
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await page.getByText('Profile updated successfully').waitFor()
    await page.reload()
    await page.getByLabel('Display name').waitFor()
    expect(await page.getByLabel('Display name').inputValue()).toBe('Second Name')
    await context.close()
  })

  it('changes the password with the spec messages', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'newpass@example.com', 'first-pass')
    await signInContext(context, env.server.url, 'newpass@example.com', 'first-pass')
    await page.goto('/dashboard/settings')
    const button = page.getByRole('button', { name: 'Change Password' })
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
    await page.getByLabel('Current password').fill('first-pass')
    await page.getByLabel('New password', { exact: true }).fill('12345')
    await page.getByLabel('Confirm new password').fill('12345')
    await button.click()
    await page.getByText('Password must be at least 6 characters').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('second-pass')
    await page.getByLabel('Confirm new password').fill('second-pazz')
    await button.click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm new password').fill('second-pass')
    await button.click()
    await page.getByText('Password changed successfully').waitFor()

    const fresh = await env.open()
    await signInAtAuth(fresh.page, 'newpass@example.com', 'first-pass')
    await fresh.page.getByText('Sign In Failed').waitFor()
    await signInAtAuth(fresh.page, 'newpass@example.com', 'second-pass')
    await fresh.page.waitForURL((url) => url.pathname.startsWith('/dashboard'))
    await fresh.context.close()
    await context.close()
  })

  it('turns on two-factor; /auth then asks for the code before signing in', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'secure@example.com', 'secure-pass')
    await signInContext(context, env.server.url, 'secure@example.com', 'secure-pass')
    // Two-factor waits for a confirmed address: Settings shows the state and sends a new link until then.
    await page.goto('/dashboard/settings')
    await page.getByText('secure@example.com is not confirmed yet').waitFor()
    await page.getByText('Confirm your e-mail address to turn on two-factor sign-in').waitFor()
    expect(await page.getByRole('button', { name: 'Turn On Two-Factor' }).count()).toBe(0)
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Send the confirmation again' }).click()
    await page.getByText('Confirmation e-mail sent').waitFor()
    const confirmations = async () =>
      env.sink.messages.filter((m) => m.to.includes('secure@example.com') && m.subject.includes('Confirm'))
    await env.sink.waitFor((m) => m.to.includes('secure@example.com') && m.subject.includes('Confirm'))
    await expect.poll(async () => (await confirmations()).length).toBe(2)
    const [latest] = (await confirmations()).slice(-1)
    await page.goto(firstLink(latest?.text ?? ''))
    await page.waitForURL(/\/dashboard/)
    await page.goto('/dashboard/settings')
    await page.getByText('secure@example.com is confirmed').waitFor()
    expect(await page.getByRole('button', { name: 'Send the confirmation again' }).count()).toBe(0)
    await expectNoViolations(page)
    await page.getByRole('button', { name: 'Turn On Two-Factor' }).click()
    await page.getByLabel('Confirm your password').fill('secure-pass')
    await page.getByRole('button', { name: 'Continue' }).click()
    const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replaceAll(' ', '')
    await page.getByLabel('6-digit code').fill('12')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor()
    await page.getByLabel('6-digit code').fill(totpCode(key))
    await page.getByRole('button', { name: 'Confirm' }).click()
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
    await codes.first().waitFor()
    const backupCode = (await codes.first().textContent()) ?? ''

    const fresh = await env.open()
    await signInAtAuth(fresh.page, 'secure@example.com', 'secure-pass')
    await fresh.page.getByLabel('Authentication code').waitFor()
    const session = await (await fresh.context.request.get(`${env.server.url}/api/session`)).json()
    expect(session.user).toBeNull()
    await fresh.page.getByLabel('Authentication code').fill(totpCode(key))
    await fresh.page.getByRole('button', { name: 'Verify' }).click()
    await fresh.page.waitForURL((url) => url.pathname.startsWith('/dashboard'))
    await fresh.context.close()

    // A backup code works once instead of the app.
    const other = await env.open()
    await signInAtAuth(other.page, 'secure@example.com', 'secure-pass')
    await other.page.getByLabel('Authentication code').fill(backupCode)
    await other.page.getByRole('button', { name: 'Verify' }).click()
    await other.page.waitForURL((url) => url.pathname.startsWith('/dashboard'))
    await other.context.close()
    await context.close()
  })
})
