import { describe, it } from 'vitest'
import { TEAM_MESSAGES } from '#shared/schemas/team.ts'
import { TWO_FACTOR_RESET_MESSAGES } from '#shared/schemas/two-factor-reset.ts'
import { firstLink } from '../tests/support/smtp-sink.ts'
import { secretFromUri, totpCode } from '../tests/support/totp.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { customerPost, openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('team members', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('invites an administrator who signs in and answers a customer, turns off their lost two-factor, then removes them', async () => {
    const first = await openAsAdmin(env, '/admin/settings')
    const team = first.page.getByRole('list', { name: 'Team members' })
    await team.getByRole('listitem').first().waitFor()
    await expectNoViolations(first.page)
    await first.page.setViewportSize({ width: 320, height: 800 })
    await expectNoViolations(first.page)
    await first.page.setViewportSize({ width: 1280, height: 800 })
    const invite = first.page.getByRole('form', { name: 'Invite an administrator' })
    await invite.getByLabel('E-mail').fill('dev@example.com')
    await invite.getByLabel('Name (optional)').fill('Dev Reed')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await toastShows(first.page, TEAM_MESSAGES.invited)
    await team.getByRole('listitem').filter({ hasText: 'dev@example.com' }).getByText('Invited').waitFor()

    const email = await env.sink.waitFor(
      (message) => message.to.includes('dev@example.com') && message.text.includes('/admin-login'),
    )
    const second = await env.open()
    await second.page.goto(firstLink(email.text))
    await second.page.getByLabel('New password', { exact: true }).fill('dev-password-1')
    await second.page.getByLabel('Confirm new password').fill('dev-password-1')
    await second.page.getByRole('button', { name: 'Update Password' }).click()
    await second.page.waitForURL(/\/password-reset-success/)
    await second.page.goto('/admin-login')
    await second.page.getByLabel('Email').fill('dev@example.com')
    await second.page.getByLabel('Password', { exact: true }).fill('dev-password-1')
    await second.page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await second.page.waitForURL(`${env.server.url}/admin/dashboard`)

    const cara = await openAsNewCustomer(env, 'cara@example.com', 'Cara Shop')
    await customerPost(cara.context, env.server.url, '/api/messages', {
      subject: 'Opening times',
      message: 'Can we post the summer opening times?',
    })
    await second.page.goto('/admin/messages')
    const thread = second.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('listitem')
      .filter({ hasText: 'Opening times' })
    await thread.getByRole('button', { name: /Opening times/ }).click()
    await thread.getByRole('paragraph').filter({ hasText: 'Can we post the summer opening times?' }).waitFor()
    await thread.getByLabel('Reply').fill('Yes, on Monday.')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await toastShows(second.page, 'Reply sent successfully')
    await cara.page.goto('/dashboard/messages')
    await cara.page.getByRole('button', { name: /Opening times/ }).click()
    const answer = cara.page.getByRole('listitem').filter({ hasText: 'Yes, on Monday.' })
    await answer.getByText(/^Dev Reed, PostCraft team · /).waitFor()

    // Dev turns on two-factor, then loses the phone and the backup codes: another administrator turns
    // it off from the Team list.
    const enabled = await customerPost(second.context, env.server.url, '/api/auth/two-factor/enable', {
      password: 'dev-password-1',
    })
    await customerPost(second.context, env.server.url, '/api/auth/two-factor/verify-totp', {
      code: totpCode(secretFromUri(enabled.totpURI)),
    })
    await first.page.reload()
    await first.page.getByRole('button', { name: 'Turn off two-factor for dev@example.com' }).click()
    const turnOff = first.page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' })
    await turnOff.getByRole('button', { name: 'Turn off two-factor' }).click()
    await toastShows(first.page, TWO_FACTOR_RESET_MESSAGES.done('dev@example.com'))
    await first.page
      .getByRole('button', { name: 'Turn off two-factor for dev@example.com' })
      .waitFor({ state: 'detached' })

    await first.page.getByRole('button', { name: 'Remove dev@example.com from the team' }).click()
    const confirm = first.page.getByRole('dialog', { name: 'Remove this administrator?' })
    await confirm.getByRole('button', { name: 'Remove from the team' }).click()
    await toastShows(first.page, TEAM_MESSAGES.removed)
    await team.getByText('dev@example.com').waitFor({ state: 'detached' })

    await cara.context.close()
    await first.context.close()
    await second.context.close()
  })
})
