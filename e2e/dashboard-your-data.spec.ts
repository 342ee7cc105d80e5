import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { users } from '#server/db/schema/auth.ts'
import { orders } from '#server/db/schema/customers.ts'
import { buyAndSignIn, signInAtAuth } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('my data in Settings', () => {
  const env = useBrowserEnvironment({ smtp: true })

  /** The embedded database belongs to one process at a time: read it while the server is stopped. */
  async function readOrders(email: string) {
    await env.server.stop()
    const handle = await openDatabase({ dataDir: env.server.dataDir })
    try {
      return {
        users: await handle.db.select().from(users).where(eq(users.email, email)),
        orders: await handle.db.select().from(orders),
      }
    } finally {
      await handle.close()
      await env.server.start()
    }
  }

  it('downloads my data, then deletes the account: signed out, sign-in fails, the order kept anonymised', async () => {
    const email = 'goodbye@example.co.uk'
    const { page, context, password } = await buyAndSignIn(env, email)
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('heading', { name: 'Your data' }).waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^postcraft-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'))
    expect(data.account.email).toBe(email)
    expect(data.orders).toMatchObject([{ planTitle: 'Pro', amountPence: 29250 }])
    expect(data.subscriptions).toMatchObject([{ planTitle: 'Pro', status: 'active' }])

    // From the keyboard: the dialog opens on Enter; the button waits for the e-mail typed exactly.
    await page.getByRole('button', { name: 'Delete my account' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete my account' })
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    await page.keyboard.type('someone@example.co.uk')
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase())
    expect(await confirm.isDisabled()).toBe(false)
    await confirm.click()
    await page.waitForURL(`${env.server.url}/`)
    await page.getByText('Your account has been deleted').waitFor()
    const session = await (await context.request.get(`${env.server.url}/api/session`)).json()
    expect(session.user).toBeNull()

    await signInAtAuth(page, email, password)
    await page.getByText('Sign In Failed').waitFor()
    await context.close()

    const stored = await readOrders(email)
    expect(stored.users).toEqual([])
    expect(stored.orders).toHaveLength(1)
    expect(stored.orders[0]).toMatchObject({ userId: null, amount: 29250 })
    expect(stored.orders[0]?.customerReference).toBeTruthy()
  }, 120_000)
})
