import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signUpAccount } from './support/sign-in.ts'

const EXPIRED = 'This password reset link has expired. Please request a new one.'

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

describe('customer sign-in, sign-up, sign-out and password recovery', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('signs up, signs in and signs out with the toast', async () => {
    const { page, context } = await env.open()
    await page.goto('/auth')
    await page.getByRole('heading', { name: 'Sign In' }).waitFor()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Create Account' }).waitFor()

    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('123')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('Invalid email address').waitFor()
    await page.getByText('Password must be at least 6 characters').waitFor()

    await page.getByLabel('Email').fill('  new.customer@example.com ')
    await page.getByLabel('Password', { exact: true }).fill('new-customer-pass')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Account created successfully. You can now sign in.' })
      .filter({ hasText: 'We sent a confirmation link to new.customer@example.com.' })
      .waitFor()
    await page.getByRole('heading', { name: 'Sign In' }).waitFor()
    expect(await page.getByLabel('Email').inputValue()).toBe('new.customer@example.com')

    await fillSignIn(page, 'new.customer@example.com', 'wrong-password')
    await page.getByText('Sign In Failed').waitFor()
    await fillSignIn(page, 'new.customer@example.com', 'new-customer-pass')
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'))

    // Signed in, /auth sends the visitor on to the dashboard.
    await page.goto('/auth')
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'))

    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click()
    await page.getByText('Signed Out', { exact: true }).waitFor()
    await page.getByText('You have been signed out successfully.').waitFor()
    await page.goto('/dashboard/settings')
    await page.waitForURL(`${env.server.url}/auth`)
    await context.close()
  })

  it('recovers a forgotten password with the e-mailed link, once', async () => {
    const { page, context } = await env.open()
    await signUpAccount(context, env.server.url, 'forgetful@example.com', 'old-password-1')
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('Please enter your email address').waitFor()
    await page.getByLabel('Email').fill('forgetful@example.com')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor()
    await page.getByText('Password reset email sent! Check your inbox.').waitFor()

    const email = await env.sink.waitFor(
      // Sign-up's confirmation e-mail came first; this is the reset e-mail.
      (message) => message.to.includes('forgetful@example.com') && message.text.includes('/reset-password/'),
    )
    const link = firstLink(email.text)
    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('type') === 'recovery')
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
    await page.getByLabel('Confirm new password').fill('different-pass')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm new password').fill('brand-new-pass')
    await page.getByRole('button', { name: 'Update Password' }).click()

    await page.waitForURL(`${env.server.url}/password-reset-success`)
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor()
    expect(await page.title()).toContain('Password Reset Successful')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical?.endsWith('/password-reset-success')).toBe(true)
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
    await page.waitForURL(`${env.server.url}/auth`)

    await fillSignIn(page, 'forgetful@example.com', 'old-password-1')
    await page.getByText('Sign In Failed').waitFor()
    await fillSignIn(page, 'forgetful@example.com', 'brand-new-pass')
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'))

    // The link works once: opened again it shows the expired-link view, not an error page.
    await page.goto(link)
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor()
    await page.getByText(EXPIRED).waitFor()
    await page.getByText('Password reset links are valid for 1 hour.', { exact: false }).waitFor()
    await context.close()
  })

  it('shows the expired view for a damaged link and for error states in the address', async () => {
    const { page, context } = await env.open()
    await page.goto('/api/auth/reset-password/not-a-real-token?callbackURL=%2Fauth%3Ftype%3Drecovery')
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor()
    await page.goto('/auth#error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
    await page.getByText(EXPIRED).waitFor()
    await page.goto('/auth?status=reset-success')
    await page.getByRole('heading', { name: 'Password Updated' }).waitFor()
    await page.getByRole('button', { name: 'Go to Sign In' }).click()
    await page.waitForURL(`${env.server.url}/auth`)
    await page.getByRole('heading', { name: 'Sign In' }).waitFor()
    await context.close()
  })
})
