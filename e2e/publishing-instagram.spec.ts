import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { formatTime, londonDateKey } from '#shared/format/dates.ts'
import { MetaStandIn } from '../tests/support/meta-stand-in.ts'
import { openAsAdmin, toastShows } from './support/back-office.ts'
import { designPng, postByCaption, showMonthOf, teamPostByCaption } from './support/content.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const EMAIL = 'instagram-publish@example.co.uk'
const CAPTION = 'Cinnamon buns are back this weekend'
const MINUTE_MS = 60_000
/** Publishing runs on the minute: the wait covers the minute of the post and the next one. */
const PUBLISH_WAIT_MS = 4 * MINUTE_MS

describe('publishing an approved post to Instagram', () => {
  const meta = new MetaStandIn()
  const env: Record<string, string> = {}
  // Before the environment's own beforeAll, so the server starts with the stand-in's addresses.
  beforeAll(async () => {
    await meta.start()
    Object.assign(env, meta.env())
  })
  afterAll(async () => {
    await meta.stop()
  })
  const browser = useBrowserEnvironment({ smtp: true, env })

  it('connects Instagram, then the approved post goes out at its minute and shows Published with its link on both sides', async () => {
    // The customer connects Instagram through Meta's login and picks the Page.
    const customer = await buyAndSignIn(browser, EMAIL)
    const { page } = customer
    await page.goto('/dashboard/profiles')
    await page.getByRole('button', { name: 'Connect Instagram' }).click()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: /Corner Bakery/ }).check()
    await page.getByRole('button', { name: 'Use this Page' }).click()
    await toastShows(page, 'Connected to Corner Bakery')

    // The team writes a post due two to three minutes from now, with its design, and sends it for review.
    const at = new Date(Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + 2 * MINUTE_MS)
    const day = londonDateKey(at)
    const team = await openAsAdmin(browser, '/admin/content')
    const admin = team.page
    await admin.getByLabel('Search customers by email or name').fill('instagram-publish@')
    await admin.getByRole('button', { name: /instagram-publish@/ }).click()
    await admin.getByRole('heading', { name: 'No-answer rule' }).waitFor()
    await admin.getByRole('button', { name: 'New Post' }).click()
    const dialog = admin.getByRole('dialog', { name: 'New Post' })
    await dialog.getByLabel('Channel').selectOption({ label: 'Instagram' })
    await dialog.getByLabel('Date (UK)').fill(day)
    await dialog.getByLabel('Time (UK)').fill(formatTime(at))
    await dialog.getByLabel('Caption').fill(CAPTION)
    await dialog.getByLabel('Hashtags').fill('#buns #bakery')
    await dialog
      .getByLabel('Add an image')
      .setInputFiles({ name: 'buns.png', mimeType: 'image/png', buffer: await designPng() })
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await toastShows(admin, CONTENT_MESSAGES.postCreated)
    await showMonthOf(admin, day)
    await admin.getByRole('tab', { name: 'List' }).click()
    const teamRow = teamPostByCaption(admin, CAPTION)
    await teamRow.getByRole('checkbox').click()
    await admin.getByRole('button', { name: 'Send for Review (1)' }).click()
    await toastShows(admin, CONTENT_MESSAGES.batchSent)

    // The customer approves it on the calendar.
    await page.goto('/dashboard/content')
    await showMonthOf(page, day)
    await page.getByRole('tab', { name: 'List' }).click()
    const card = postByCaption(page, CAPTION)
    await card.getByRole('button', { name: 'Approve' }).click()
    await toastShows(page, CONTENT_MESSAGES.approved)
    await card.getByText('Approved', { exact: true }).waitFor()
    expect(meta.published).toHaveLength(0)

    // At its minute: the container with the caption and the image (fetched, a JPEG), then the publish call.
    await card.getByText('Published', { exact: true }).waitFor({ timeout: PUBLISH_WAIT_MS })
    const [container] = [...meta.containers.values()]
    expect(container).toMatchObject({
      igUser: 'ig-1',
      caption: `${CAPTION}\n\n#buns #bakery`,
      imageType: 'image/jpeg',
    })
    expect(container?.imageUrl).toMatch(
      /\/api\/publishing\/images\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=/,
    )
    expect(container?.bytes).toBeGreaterThan(0)
    const paths = meta.requests.filter((request) => request.method === 'POST').map((request) => request.path)
    expect(paths.filter((path) => path.endsWith('/media') || path.endsWith('/media_publish'))).toEqual([
      '/ig-1/media',
      '/ig-1/media_publish',
    ])
    const [published] = meta.published
    expect(meta.published).toHaveLength(1)
    // Not before its minute, and within the minute the job runs in (a busy machine may add seconds).
    expect(published?.at.getTime()).toBeGreaterThanOrEqual(at.getTime())
    expect(published?.at.getTime()).toBeLessThan(at.getTime() + 2 * MINUTE_MS)

    // Both calendars show it Published, with the link to the post on Instagram.
    const link = `https://www.instagram.com/p/${published?.id}/`
    expect(await card.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(link)
    await teamRow.getByText('Published', { exact: true }).waitFor()
    expect(await teamRow.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(link)

    await team.context.close()
    await customer.context.close()
  }, 420_000)
})
