import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { totpCode } from '../tests/support/totp.ts'
import { E2E_ADMIN } from './support/app-process.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signUpAccount } from './support/sign-in.ts'

async function adminSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

describe('administrator login', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('lets the administrator in to /admin/dashboard', async () => {
    const { page, context } = await env.open()
    await page.goto('/admin-login')
    await adminSignIn(page, E2E_ADMIN.email, 'wrong-password')
    await page.getByText('Login Failed').waitFor()
    await adminSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.waitForURL(`${env.server.url}/admin/dashboard`)
    // Signed in, the login page sends the administrator straight on.
    await page.goto('/admin-login')
    await page.waitForURL(`${env.server.url}/admin/dashboard`)
    await context.close()
  })

  it("shows a customer 'Admin Access Only' with a Sign Out that goes to /auth", async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'shopper@example.com', 'shopper-pass')
    await page.goto('/admin-login')
    await adminSignIn(page, 'shopper@example.com', 'shopper-pass')
    await page.getByText('Admin Access Only – This area is restricted to administrators.').waitFor()
    await page.goto('/admin/users')
    await page.waitForURL(`${env.server.url}/admin-login`)
    await page.getByText('Admin Access Only – This area is restricted to administrators.').waitFor()
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(`${env.server.url}/auth`)
    await context.close()
  })

  it('resets a password from /admin-login and returns the address to /admin-login', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'helper@example.com', 'helper-pass-1')
    await page.goto('/admin-login')
    await page.getByRole('button', { name: 'Forgot Password?' }).click()
    await page.getByRole('button', { name: 'Back to Login' }).waitFor()
    await page.getByLabel('Email').fill('helper@example.com')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('Reset Email Sent').waitFor()
    await page.getByText('Check your email for password reset instructions').waitFor()

    const email = await env.sink.waitFor(
      // Sign-up's confirmation e-mail came first; this is the reset e-mail.
      (message) => message.to.includes('helper@example.com') && message.text.includes('/reset-password/'),
    )
    await page.goto(firstLink(email.text))
    await page.waitForURL((url) => url.pathname === '/admin-login' && url.searchParams.has('token'))
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('12345')
    await page.getByLabel('Confirm new password').fill('12345')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password Too Short').waitFor()
    await page.getByLabel('New password', { exact: true }).fill('helper-pass-2')
    await page.getByLabel('Confirm new password').fill('helper-pass-3')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText("Passwords Don't Match").waitFor()
    await page.getByLabel('Confirm new password').fill('helper-pass-2')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password Updated').waitFor()
    await page.waitForURL(`${env.server.url}/admin-login`)
    await adminSignIn(page, 'helper@example.com', 'helper-pass-2')
    await page.getByText('Admin Access Only – This area is restricted to administrators.').waitFor()
    await context.close()
  })

  it('turns on two-factor in Admin Settings, then signs in again with a code', async () => {
    const { page, context } = await env.open()
    await page.goto('/admin-login')
    await adminSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.waitForURL(`${env.server.url}/admin/dashboard`)
    await page.goto('/admin/settings')
    await page.getByRole('heading', { name: 'Admin Settings' }).waitFor()
    await page.getByRole('button', { name: 'Turn On Two-Factor' }).click()
    await page.getByLabel('Confirm your password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replaceAll(' ', '')
    await page.getByLabel('6-digit code').fill(totpCode(key))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('list', { name: 'Backup codes' }).waitFor()
    await page.getByText('Two-factor authentication is on', { exact: false }).waitFor()

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(`${env.server.url}/admin-login`)
    await adminSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.getByLabel('Authentication code').fill(totpCode(key))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(`${env.server.url}/admin/dashboard`)
    await context.close()
  })
})
