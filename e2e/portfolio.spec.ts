import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, toastShows } from './support/back-office.ts'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive } from './support/marketing.ts'

const PHONE = { width: 390, height: 844 }

async function designPng(): Promise<Buffer> {
  return sharp({ create: { width: 1080, height: 1080, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
}

describe('the portfolio the team runs', () => {
  const env = useBrowserEnvironment()

  it('is published by the team and then shown on /our-work, sized and preloaded', async () => {
    // Before any design is published the page shows the generated cards, marked as examples.
    const visitor = await env.open()
    await gotoLive(visitor.page, '/our-work')
    await visitor.page.getByRole('heading', { name: 'Sample designs' }).waitFor()
    expect(await visitor.page.getByText('Example', { exact: true }).count()).toBeGreaterThan(0)

    const team = await openAsAdmin(env, '/admin/our-work')
    const { page } = team
    await page.getByRole('heading', { name: 'Our Work', level: 2 }).waitFor()
    await page.getByText('No designs yet').waitFor()
    await expectNoViolations(page)

    // Refused before sending: the image is required.
    await page.getByLabel('Title').fill('Harvest Brunch Menu')
    await page.getByLabel('Category').selectOption('Food & Drink')
    await page.getByLabel('Description').fill('A warm autumn menu launch for a Leeds café.')
    await page.getByRole('button', { name: 'Add design' }).click()
    await page.getByText('Please choose an image to upload').waitFor()
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'brunch.png', mimeType: 'image/png', buffer: await designPng() })
    await page.getByRole('button', { name: 'Add design' }).click()
    await toastShows(page, 'Design published')
    const row = page.getByRole('listitem').filter({ hasText: 'Harvest Brunch Menu' })
    await row.getByText('Published', { exact: true }).waitFor()

    // The served page carries the design: its card, its size, and the preload of its image.
    const served = visitor.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/our-work',
    )
    await gotoLive(visitor.page, '/our-work')
    const html = await (await served).text()
    expect(html).toContain('Harvest Brunch Menu')
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/portfolio\/images\/[^"]+\/card" fetchpriority="high">/,
    )
    await visitor.page.getByRole('heading', { name: 'Designs we have made' }).waitFor()
    const image = visitor.page.getByRole('img', { name: /^Harvest Brunch Menu: A warm autumn menu/ })
    expect(await image.getAttribute('width')).toBe('480')
    expect(await image.getAttribute('height')).toBe('480')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)
    expect(await visitor.page.getByText('Example', { exact: true }).count()).toBe(0)
    await expectNoViolations(visitor.page)

    // Unpublished, the page goes back to the examples; deleted after a confirmation.
    await row.getByRole('button', { name: 'Unpublish' }).click()
    await toastShows(page, 'Design unpublished')
    await gotoLive(visitor.page, '/our-work')
    await visitor.page.getByRole('heading', { name: 'Sample designs' }).waitFor()
    await row.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this design?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await row.waitFor()
    await row.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete design' }).click()
    await toastShows(page, 'Design deleted')
    await page.getByText('No designs yet').waitFor()
    await visitor.context.close()
    await team.context.close()
  })

  it('lists designs with no accessibility violations at desktop width', async () => {
    const team = await openAsAdmin(env, '/admin/our-work')
    const { page } = team
    await page.getByLabel('Title').fill('Spring Offer')
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: await designPng() })
    await page.getByRole('checkbox', { name: 'Publish on Our work now' }).click()
    await page.getByRole('button', { name: 'Add design' }).click()
    await toastShows(page, 'Design added')
    await page.getByRole('listitem').filter({ hasText: 'Spring Offer' }).getByText('Not published').waitFor()
    // Axe reads the page once the toast has gone (it measures colours mid-animation otherwise).
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' })
    await expectNoViolations(page)
    await team.context.close()
  })

  it('has no accessibility violations at phone width', async () => {
    const team = await openAsAdmin(env, '/admin/our-work', PHONE)
    await team.page.getByRole('heading', { name: 'Add a design' }).waitFor()
    await team.page.getByRole('listitem').filter({ hasText: 'Spring Offer' }).waitFor()
    await expectNoViolations(team.page)
    await team.context.close()
  })
})
