import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { twoFactors, users } from '#server/db/schema/auth.ts'
import { orders, profiles, subscriptions } from '#server/db/schema/customers.ts'
import { TWO_FACTOR_RESET_MESSAGES } from '#shared/schemas/two-factor-reset.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, openAsNewCustomer, toastShows, withServerStopped } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const BULK = 55

describe('administrator: Customers', () => {
  const env = useBrowserEnvironment()

  /** Alice bought Pro with extras; Bob has no order; 55 more customers joined earlier. */
  async function seedCustomers() {
    const alice = await openAsNewCustomer(env, 'alice@example.com', 'Alice Smith')
    const bob = await openAsNewCustomer(env, 'bob@example.com', 'Bob Jones')
    await withServerStopped(env, async ({ db }) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'alice@example.com'))
      const aliceId = row?.id ?? ''
      await db.insert(orders).values({
        userId: aliceId,
        provider: 'test',
        providerSessionId: 'e2e-alice-1',
        amount: 29250,
        services: {
          plan: 'pro',
          freeChannel: 'instagram',
          additionalChannels: ['facebook', 'linkedin-company'],
          itemsDescription: ['Pro plan (20 posts/month)', 'Instagram (free channel)'],
          addOns: { 'Short-form videos': { quantity: 8, price: 14900 } },
        },
        createdAt: new Date('2026-02-01T10:00:00Z'),
      })
      await db
        .insert(subscriptions)
        .values({ userId: aliceId, productId: 'prod_pro', priceAmount: 29250, provider: 'test' })
      const bulk = Array.from({ length: BULK }, (_, i) => ({
        id: `e2e-bulk-${i}`,
        name: `Bulk Customer ${i}`,
        email: `bulk-${String(i).padStart(2, '0')}@example.org`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      }))
      await db.insert(users).values(bulk)
      await db.insert(profiles).values(bulk.map((u) => ({ id: u.id, displayName: u.name })))
    })
    return { alice, bob }
  }

  it('lists, searches, pages and exports customers, and saves the links a customer then sees', async () => {
    const { alice, bob } = await seedCustomers()
    const { page, context } = await openAsAdmin(env, '/admin/users')
    await page.getByRole('heading', { name: 'Customers' }).waitFor()
    await page.getByText(`${BULK + 2} customers`).waitFor()
    const cards = page.getByRole('list', { name: 'Customers' }).getByRole('listitem')
    expect(await cards.count()).toBe(50)
    const pager = page.getByRole('navigation', { name: 'Customer pages' })
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await page.getByText('bulk-00@example.org').waitFor()
    expect(await cards.count()).toBe(BULK + 2 - 50)

    const search = page.getByLabel('Search customers by email or name')
    await search.fill('ALICE')
    await page.getByText('1 customer matching “ALICE”').waitFor()
    const card = cards.filter({ hasText: 'alice@example.com' })
    await card.getByText('Alice Smith').waitFor()
    await card.getByText('Active - £292.50/month').waitFor()
    await card.getByText('£292.50 on 1 Feb 2026').waitFor()
    await card.getByText(/Joined: \d+ \w+ \d{4}/).waitFor()
    expect(await card.getByRole('button', { name: 'View Drive Folder' }).isDisabled()).toBe(true)
    await search.fill('jones')
    await cards.filter({ hasText: 'bob@example.com' }).getByText('No active subscription').waitFor()
    await search.fill('nobody-here')
    await page.getByText('No customers found').waitFor()

    await search.fill('example.org')
    await page.getByText(`${BULK} customers matching “example.org”`).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\n')
    expect(csv).toHaveLength(BULK + 1)
    expect(csv[1]).toContain('bulk-54@example.org')

    await search.fill('alice')
    await card.getByRole('button', { name: 'Manage Links' }).click()
    const dialog = page.getByRole('dialog', { name: 'Manage Customer Resources' })
    for (const text of [
      '£292.50',
      '1 Feb 2026',
      'Pro',
      'Instagram',
      'Facebook, LinkedIn Company Page',
      'Pro plan (20 posts/month)',
      '8 x Short-form videos (£149.00)',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor()
    }
    await dialog.getByLabel('Drive Folder Link').fill('ftp://files.example.com/alice')
    await dialog.getByRole('button', { name: 'Save Links' }).click()
    await dialog.getByText('Please enter a link starting with http:// or https://').waitFor()
    await dialog.getByLabel('Drive Folder Link').fill('https://drive.example.com/alice')
    await dialog.getByLabel('Google Sheet Link').fill('https://sheets.example.com/alice')
    await dialog.getByRole('button', { name: 'Save Links' }).click()
    await toastShows(page, 'Links saved successfully')
    await dialog.waitFor({ state: 'detached' })
    const driveLink = card.getByRole('link', { name: 'View Drive Folder' })
    expect(await driveLink.getAttribute('href')).toBe('https://drive.example.com/alice')
    expect(await driveLink.getAttribute('target')).toBe('_blank')

    // The customer's own side: the saved links open from their My Files page, in a new tab.
    await alice.page.goto('/dashboard/files')
    const open = alice.page.getByRole('link', { name: /^Open Drive Folder/ })
    expect(await open.getAttribute('href')).toBe('https://drive.example.com/alice')
    expect(await open.getAttribute('target')).toBe('_blank')
    const sheet = alice.page.getByRole('link', { name: /^Open Google Sheet/ })
    expect(await sheet.getAttribute('href')).toBe('https://sheets.example.com/alice')
    await bob.page.goto('/dashboard/files')
    await bob.page.getByText('No resources available yet').waitFor()

    // The team's record: the export and the saved links, newest first, in Admin Settings.
    await page.goto('/admin/settings')
    const audit = page.getByRole('heading', { name: 'Audit log' }).locator('..')
    const entries = audit.getByRole('listitem')
    await entries.first().getByText("Set a customer's drive folder and spreadsheet links").waitFor()
    await entries.first().getByText('done').waitFor()
    await audit.getByText('The customers the search matches, every page, as a CSV file').waitFor()
    await page.getByLabel('Filter by action').fill('links')
    // The link refused in the form never reached the server: one change, the one saved.
    await expect.poll(() => entries.count()).toBe(1)
    for (const session of [alice, bob]) await session.context.close()
    await context.close()
  })

  it('turns off the two-factor sign-in of a customer who lost their codes, after a confirmation', async () => {
    const carol = await openAsNewCustomer(env, 'carol@example.com', 'Carol Baker')
    const dave = await openAsNewCustomer(env, 'dave@example.com', 'Dave Cook')
    // Carol turned two-factor on (as Settings leaves it), then lost her phone and her backup codes.
    await withServerStopped(env, async ({ db }) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'carol@example.com'))
      await db
        .update(users)
        .set({ twoFactorEnabled: true })
        .where(eq(users.id, row?.id ?? ''))
      await db.insert(twoFactors).values({
        id: 'e2e-carol-two-factor',
        secret: 'sealed',
        backupCodes: 'sealed',
        userId: row?.id ?? '',
      })
    })
    const { page, context } = await openAsAdmin(env, '/admin/users')
    const cards = page.getByRole('list', { name: 'Customers' }).getByRole('listitem')
    const card = cards.filter({ hasText: 'carol@example.com' })
    await card.getByText('Carol Baker').waitFor()
    const turnOff = card.getByRole('button', { name: 'Turn off two-factor' })
    // Only an account with two-factor on offers it.
    await cards.filter({ hasText: 'dave@example.com' }).getByText('Dave Cook').waitFor()
    expect(
      await cards
        .filter({ hasText: 'dave@example.com' })
        .getByRole('button', { name: 'Turn off two-factor' })
        .count(),
    ).toBe(0)

    await turnOff.click()
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' })
    await dialog.getByText(/carol@example\.com will sign in with their password alone/).waitFor()
    await expectNoViolations(page)
    await dialog.getByRole('button', { name: 'Keep it on' }).click()
    await dialog.waitFor({ state: 'detached' })
    await turnOff.click()
    await dialog.getByRole('button', { name: 'Turn off two-factor' }).click()
    await toastShows(page, TWO_FACTOR_RESET_MESSAGES.done('carol@example.com'))
    // The database announces the account's change and the card no longer offers it.
    await turnOff.waitFor({ state: 'detached' })

    // Carol was signed out everywhere: her dashboard sends her to sign in.
    await carol.page.goto('/dashboard')
    await carol.page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    for (const session of [carol, dave]) await session.context.close()
    await context.close()
  })
})
