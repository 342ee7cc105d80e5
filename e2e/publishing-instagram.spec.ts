import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { formatTime, londonDateKey } from '#shared/format/dates.ts'
import { MARKED_POSTED, PUBLISHING_FAILED_EMAIL_SUBJECT, RETRY_QUEUED } from '#shared/schemas/publishing.ts'
import { MetaStandIn } from '../tests/support/meta-stand-in.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { openAsAdmin, sidebarLink, toastShows } from './support/back-office.ts'
import { designPng, postByCaption, showMonthOf, teamPostByCaption } from './support/content.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

const EMAIL = 'instagram-publish@example.co.uk'
const CAPTION = 'Cinnamon buns are back this weekend'
const REFUSED_CAPTION = 'Our new panoramic shop window'
const BY_HAND_CAPTION = 'We are hiring a baker'
const MINUTE_MS = 60_000
/** Publishing runs on the minute: the wait covers the lead time, the post's minute and the next one. */
const PUBLISH_WAIT_MS = 4 * MINUTE_MS
/** The team writes the posts within this time of choosing their minute (a time in the past is refused). */
const LEAD_MS = MINUTE_MS

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

  it('connects Instagram; the approved post goes out at its minute, Published with its link on both sides; a refused one alerts the team, who retry it or mark a post as posted', async () => {
    // The customer connects Instagram through Meta's login and picks the Page.
    const customer = await buyAndSignIn(browser, EMAIL)
    const { page } = customer
    await page.goto('/dashboard/profiles')
    await page.getByRole('button', { name: 'Connect Instagram' }).click()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: /Corner Bakery/ }).check()
    await page.getByRole('button', { name: 'Use this Page' }).click()
    await toastShows(page, 'Connected to Corner Bakery')

    // The team writes three posts due at the same minute, one to two minutes from now, and sends them
    // for review: the one that goes out, one Meta will refuse, and one for a network we post to by hand.
    const at = new Date(Math.ceil((Date.now() + LEAD_MS) / MINUTE_MS) * MINUTE_MS)
    const day = londonDateKey(at)
    const team = await openAsAdmin(browser, '/admin/content')
    const admin = team.page
    await admin.getByLabel('Search customers by email or name').fill('instagram-publish@')
    await admin.getByRole('button', { name: /instagram-publish@/ }).click()
    await admin.getByRole('heading', { name: 'No-answer rule' }).waitFor()
    const design = await designPng()
    for (const post of [
      { channel: 'Instagram', caption: CAPTION, image: design },
      { channel: 'Instagram', caption: REFUSED_CAPTION, image: design },
      { channel: 'LinkedIn Company Page', caption: BY_HAND_CAPTION },
    ]) {
      await admin.getByRole('button', { name: 'New Post' }).click()
      const dialog = admin.getByRole('dialog', { name: 'New Post' })
      await dialog.getByLabel('Channel').selectOption({ label: post.channel })
      await dialog.getByLabel('Date (UK)').fill(day)
      await dialog.getByLabel('Time (UK)').fill(formatTime(at))
      await dialog.getByLabel('Caption').fill(post.caption)
      await dialog.getByLabel('Hashtags').fill('#buns #bakery')
      if (post.image)
        await dialog
          .getByLabel('Add an image')
          .setInputFiles({ name: 'buns.png', mimeType: 'image/png', buffer: post.image })
      await dialog.getByRole('button', { name: 'Create Post' }).click()
      await toastShows(admin, CONTENT_MESSAGES.postCreated)
      await dialog.waitFor({ state: 'detached' })
    }
    await showMonthOf(admin, day)
    await admin.getByRole('tab', { name: 'List' }).click()
    for (const caption of [CAPTION, REFUSED_CAPTION, BY_HAND_CAPTION])
      await teamPostByCaption(admin, caption).getByRole('checkbox').click()
    await admin.getByRole('button', { name: 'Send for Review (3)' }).click()
    await toastShows(admin, CONTENT_MESSAGES.batchSent)

    // Meta will refuse the second post's image once.
    meta.failNext(
      /\/media$/,
      {
        status: 400,
        error: {
          error: {
            message: 'The aspect ratio is not supported.',
            type: 'OAuthException',
            code: 36003,
            error_subcode: 2207009,
            fbtrace_id: 'AbCdEf',
          },
        },
      },
      1,
      (params) => (params.caption ?? '').startsWith(REFUSED_CAPTION),
    )

    // The customer approves them on the calendar.
    await page.goto('/dashboard/content')
    await showMonthOf(page, day)
    await page.getByRole('tab', { name: 'List' }).click()
    for (const caption of [CAPTION, REFUSED_CAPTION, BY_HAND_CAPTION]) {
      const card = postByCaption(page, caption)
      await card.getByRole('button', { name: 'Approve' }).click()
      await card.getByText('Approved', { exact: true }).waitFor()
    }

    // At its minute: the container with the caption and the image (fetched, a JPEG), then the publish call.
    const card = postByCaption(page, CAPTION)
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
    const [published] = meta.published
    expect(meta.published).toHaveLength(1)
    expect(meta.requests.filter((request) => request.path === '/ig-1/media_publish')).toHaveLength(1)
    // Not before its minute, and within the minute the job runs in (a busy machine may add seconds).
    expect(published?.at.getTime()).toBeGreaterThanOrEqual(at.getTime())
    expect(published?.at.getTime()).toBeLessThan(at.getTime() + 2 * MINUTE_MS)

    // Both calendars show it Published, with the link to the post on Instagram.
    const link = `https://www.instagram.com/p/${published?.id}/`
    expect(await card.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(link)
    const teamRow = teamPostByCaption(admin, CAPTION)
    await teamRow.getByText('Published', { exact: true }).waitFor()
    expect(await teamRow.getByRole('link', { name: 'View on Instagram' }).getAttribute('href')).toBe(link)

    // The refused post and the by-hand one: the team's badge counts both, and the team gets an e-mail.
    await sidebarLink(admin, 'Publishing').getByTestId('publishing-badge').getByText('2').waitFor()
    const alert = await browser.sink.waitFor((m) => m.subject.startsWith(PUBLISHING_FAILED_EMAIL_SUBJECT))
    expect(alert.text).toContain('The aspect ratio is not supported.')
    await sidebarLink(admin, 'Publishing').click()
    await admin.getByRole('heading', { name: 'Publishing' }).waitFor()
    const list = admin.getByRole('list', { name: 'Posts to act on' })
    const refused = list.getByRole('listitem').filter({ hasText: REFUSED_CAPTION })
    await refused.getByText('Instagram answered: The aspect ratio is not supported.').waitFor()
    await expectNoViolations(admin)
    await refused.getByRole('button', { name: 'Retry' }).click()
    await toastShows(admin, RETRY_QUEUED)
    await postByCaption(page, REFUSED_CAPTION).getByText('Published', { exact: true }).waitFor()
    expect(meta.published).toHaveLength(2)

    const byHand = list.getByRole('listitem').filter({ hasText: BY_HAND_CAPTION })
    await byHand
      .getByLabel('Link to the post (optional)')
      .fill('https://www.linkedin.com/feed/update/urn:li:share:1/')
    await byHand.getByRole('button', { name: 'Mark as posted' }).click()
    await toastShows(admin, MARKED_POSTED)
    await admin.getByText('Nothing to publish by hand').waitFor()
    const posted = postByCaption(page, BY_HAND_CAPTION)
    await posted.getByText('Published', { exact: true }).waitFor()
    expect(
      await posted.getByRole('link', { name: 'View on LinkedIn Company Page' }).getAttribute('href'),
    ).toBe('https://www.linkedin.com/feed/update/urn:li:share:1/')
    expect(await sidebarLink(admin, 'Publishing').getByTestId('publishing-badge').count()).toBe(0)
    await admin.setViewportSize({ width: 390, height: 844 })
    // axe measures a fading toast's colours half-way: it waits for them to go.
    await admin.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 })
    await expectNoViolations(admin)

    await team.context.close()
    await customer.context.close()
  }, 420_000)
})
