import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, openAsNewCustomer, toastShows } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'

function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 160, channels: 3, background: { r: 180, g: 60, b: 20 } } })
    .png()
    .toBuffer()
}

describe('the onboarding brief', () => {
  const env = useBrowserEnvironment()

  it('is filled by the customer, saved as they type, sent, and read back by the team', async () => {
    const email = 'brief-bakery@example.co.uk'
    const customer = await openAsNewCustomer(env, email, 'Bea Baker')
    const { page } = customer
    await page.goto('/dashboard')
    // Offered on the dashboard until it is sent.
    await page.getByRole('link', { name: 'Start your brief' }).waitFor()
    await page.getByRole('link', { name: /^Your Brief/ }).click()
    await page.getByRole('heading', { name: 'Your Brief' }).waitFor()
    await expectNoViolations(page)

    // The logo goes through the image checks: a file that is not an image is refused, a PNG is kept.
    await page.getByLabel('Upload your logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    })
    await page.getByText('This file is not a valid PNG, JPEG or WebP image').waitFor()
    await page.getByLabel('Upload your logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    })
    await toastShows(page, 'Logo uploaded')
    await page.getByRole('img', { name: 'Your logo' }).waitFor()
    await page.getByLabel('Replace your logo').waitFor()

    await page.getByLabel('Business name (required)').fill('The Corner Bakery')
    await page.getByLabel('Your audience').fill('Families and commuters in Leeds')
    await page.getByRole('status').getByText('Draft saved').waitFor()

    // A draft survives a reload: nothing was sent yet, all of it was kept.
    await page.reload()
    await page.getByLabel('Business name (required)').waitFor()
    expect(await page.getByLabel('Business name (required)').inputValue()).toBe('The Corner Bakery')
    expect(await page.getByLabel('Your audience').inputValue()).toBe('Families and commuters in Leeds')

    // Sending without a required answer names the field.
    await page.getByRole('button', { name: 'Send to the team' }).click()
    await page.getByText('What you sell is required').waitFor()
    await expectNoViolations(page)
    await page.getByLabel('What you sell (required)').fill('Sourdough, cakes and coffee')
    await page.getByLabel('Words and topics to avoid').fill('Diets\nPolitics')
    await page.getByRole('button', { name: 'Send to the team' }).click()
    await toastShows(page, 'Brief sent to the team')
    await page.getByText(/^Sent to the team on /).waitFor()
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' })
    await expectNoViolations(page)
    await page.goto('/dashboard')
    await page.getByRole('link', { name: /^Your Brief/ }).waitFor()
    expect(await page.getByRole('link', { name: /your brief$/ }).count()).toBe(0)
    await customer.context.close()

    const team = await openAsAdmin(env, '/admin/users')
    await team.page.getByLabel('Search customers by email or name').fill(email)
    await team.page.getByRole('listitem').filter({ hasText: email }).waitFor()
    await team.page.getByRole('link', { name: 'View Brief' }).click()
    await team.page.getByRole('heading', { name: 'Customer Brief' }).waitFor()
    const brief = team.page.getByRole('definition')
    await brief.filter({ hasText: 'The Corner Bakery' }).waitFor()
    expect(await brief.allInnerTexts()).toEqual([
      'The Corner Bakery',
      'Sourdough, cakes and coffee',
      'Families and commuters in Leeds',
      'Diets\nPolitics',
    ])
    await team.page.getByText(/^Sent on /).waitFor()
    const logo = team.page.getByRole('img', { name: 'Logo (opens full size)' })
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320)
    await expectNoViolations(team.page)
    await team.context.close()
  })
})
