import { describe, expect, it } from 'vitest'
import { adminApi, buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('my files', () => {
  const env = useBrowserEnvironment({ smtp: true })

  it('shows the empty state until the team sets the links, which then open in a new tab', async () => {
    const email = 'files@example.co.uk'
    const { page, context } = await buyAndSignIn(env, email)
    await page.getByRole('link', { name: /^My Files/ }).click()
    await page.getByText('No resources available yet').waitFor()

    const admin = await adminApi(env)
    const { customers } = await admin.send('GET', `/api/admin/customers?search=${encodeURIComponent(email)}`)
    // Our own pages stand in for the drive folder and sheet, so the opened tab loads without the internet.
    await admin.send('PUT', `/api/admin/customers/${customers[0].id}/links`, {
      driveLink: `${env.server.url}/about`,
      googleSheetLink: `${env.server.url}/our-work`,
    })
    await admin.context.close()

    await page.reload()
    const drive = page.getByRole('link', { name: /^Open Drive Folder/ })
    const sheet = page.getByRole('link', { name: /^Open Google Sheet/ })
    for (const link of [drive, sheet]) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
    expect(await sheet.getAttribute('href')).toBe(`${env.server.url}/our-work`)
    expect(await page.getByText('No resources available yet').count()).toBe(0)

    // From the keyboard: Enter on the focused link opens the folder in a new tab with no way back to us.
    const opened = context.waitForEvent('page')
    await drive.focus()
    await page.keyboard.press('Enter')
    const tab = await opened
    await tab.waitForURL(`${env.server.url}/about`)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toBe(`${env.server.url}/dashboard/files`)
    await context.close()
  })
})
