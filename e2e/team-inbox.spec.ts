import { eq } from 'drizzle-orm'
import { describe, it } from 'vitest'
import { users } from '#server/db/schema/auth.ts'
import {
  customerPost,
  openAsAdmin,
  openAsNewCustomer,
  sidebarLink,
  toastShows,
  withServerStopped,
} from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { signInContext } from './support/sign-in.ts'

describe('one team inbox', () => {
  const env = useBrowserEnvironment()

  it("lets a second administrator see and answer a customer's message, read for the whole team", async () => {
    const cara = await openAsNewCustomer(env, 'cara@example.com', 'Cara Shop')
    const bea = await openAsNewCustomer(env, 'bea@example.com', 'Bea Adams')
    await bea.context.close()
    await withServerStopped(env, async ({ db }) => {
      await db.update(users).set({ role: 'admin' }).where(eq(users.email, 'bea@example.com'))
    })

    await customerPost(cara.context, env.server.url, '/api/messages', {
      subject: 'New menu',
      message: 'Can the Friday post use the new menu?',
    })

    const first = await openAsAdmin(env, '/admin/messages')
    await sidebarLink(first.page, 'Messages 1 unread').waitFor()

    const second = await env.open()
    await signInContext(second.context, env.server.url, bea.email, bea.password)
    await second.page.goto('/admin/messages')
    await sidebarLink(second.page, 'Messages 1 unread').waitFor()
    const thread = second.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('listitem')
      .filter({ hasText: 'New menu' })
    await thread.getByText('1 unread').waitFor()
    await thread.getByRole('button', { name: /New menu/ }).click()
    await thread.getByRole('paragraph').filter({ hasText: 'Can the Friday post use the new menu?' }).waitFor()

    // Read by Bea, it is read for the first administrator too, live.
    await sidebarLink(second.page, 'Messages').getByTestId('unread-badge').waitFor({ state: 'detached' })
    await sidebarLink(first.page, 'Messages').getByTestId('unread-badge').waitFor({ state: 'detached' })

    await thread.getByLabel('Reply').fill('Yes, the new menu it is.')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await toastShows(second.page, 'Reply sent successfully')

    // Cara reads the answer signed with Bea's name.
    await cara.page.goto('/dashboard/messages')
    await cara.page.getByRole('button', { name: /New menu/ }).click()
    const answer = cara.page.getByRole('listitem').filter({ hasText: 'Yes, the new menu it is.' })
    await answer.getByText(/^Bea Adams, PostCraft team · /).waitFor()
    await cara.context.close()
    await first.context.close()
    await second.context.close()
  })
})
