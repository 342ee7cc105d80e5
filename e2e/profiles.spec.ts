import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MetaStandIn } from '../tests/support/meta-stand-in.ts'
import { expectNoViolations } from './support/accessibility.ts'
import { toastShows } from './support/back-office.ts'
import { buyAndSignIn } from './support/customer.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('connected profiles', () => {
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

  it('connects Instagram through Meta: the customer signs in, picks the Page, and sees it connected', async () => {
    const { page, context } = await buyAndSignIn(browser, 'profiles@example.co.uk')
    await page.getByRole('link', { name: /^Connected Profiles/ }).click()
    await page.getByRole('heading', { name: 'Connected Profiles' }).waitFor()
    const channels = page.getByRole('list', { name: 'Your channels' })
    // The Pro order's extra LinkedIn Company Page has no app keys here: the team posts it by hand.
    await channels.getByText('We will post this one for you by hand').waitFor()
    await expectNoViolations(page)

    await page.getByRole('button', { name: 'Connect Instagram' }).click()
    await page.getByRole('heading', { name: 'Log in with Facebook' }).waitFor()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.getByText('Choose the Facebook Page to post to').waitFor()
    await expectNoViolations(page)
    await page.getByRole('radio', { name: /Corner Bakery/ }).check()
    await page.getByRole('button', { name: 'Use this Page' }).click()
    await toastShows(page, 'Connected to Corner Bakery')
    await channels.getByText('@cornerbakery').waitFor()
    await channels.getByText('Connected', { exact: true }).waitFor()
    expect(await page.getByText('Choose the Facebook Page to post to').count()).toBe(0)
    expect(meta.requests.some((request) => request.path === '/me/accounts')).toBe(true)
    await context.close()
  })
})
