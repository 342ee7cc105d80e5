import { describe, expect, it } from 'vitest'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, visibleSlides } from './support/marketing.ts'

describe('plans, pricing and reviews', () => {
  const env = useBrowserEnvironment()

  it('links each home plan card to the pricing page with that plan, which highlights it', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/')
    for (const plan of ['basic', 'pro', 'premium']) {
      const href = await page
        .locator(`section[aria-labelledby="plans-heading"] [data-plan="${plan}"] a`)
        .getAttribute('href')
      expect(href).toBe(`/pricing?plan=${plan}`)
    }
    await page.locator('section[aria-labelledby="plans-heading"] [data-plan="premium"] a').click()
    await page.waitForURL(`${env.server.url}/pricing?plan=premium`)
    await page.locator('[data-plan="premium"][data-highlighted="true"]').waitFor()
    expect(await page.locator('[data-highlighted="true"]').count()).toBe(1)
    await context.close()
  })

  it('highlights the plan named in ?plan= and none for a missing or unknown plan', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/pricing?plan=basic')
    await page.locator('[data-plan="basic"][data-highlighted="true"]').waitFor()
    await page.getByRole('heading', { name: 'Basic (selected)' }).waitFor()
    // The highlight appearing leaves the sections below, still waiting to come alive, as they were.
    for (const heading of ['Add more when you need it', 'What our clients say']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1)
    }
    for (const path of ['/pricing', '/pricing?plan=platinum']) {
      await gotoLive(page, path)
      expect(await page.locator('[data-highlighted="true"]').count()).toBe(0)
    }
    // Pro is always marked as the most popular plan.
    expect(await page.locator('[data-plan="pro"]').getByText('Most popular').count()).toBe(1)
    await context.close()
  })

  it('sends every Buy or Get Started button on the pricing page to checkout with its plan, or pro', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/pricing')
    for (const plan of ['basic', 'pro', 'premium']) {
      const button = page.locator(`[data-plan="${plan}"]`).getByRole('link', { name: 'Get Started' })
      expect(await button.getAttribute('href')).toBe(`/checkout?plan=${plan}`)
    }
    const demo = page.locator('section', {
      has: page.getByRole('heading', { name: 'Not sure which plan fits?' }),
    })
    expect(await demo.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/checkout?plan=pro',
    )
    await gotoLive(page, '/pricing?plan=premium')
    // The pre-rendered page links to pro; the live page reads ?plan= once it has hydrated.
    await expect
      .poll(() => demo.getByRole('link', { name: 'Get Started' }).getAttribute('href'))
      .toBe('/checkout?plan=premium')
    await page.locator('[data-plan="basic"]').getByRole('link', { name: 'Get Started' }).click()
    await page.waitForURL(`${env.server.url}/checkout?plan=basic`)
    await context.close()
  })

  it('moves the reviews carousel three at a time with wrap-around both ways', async () => {
    const { page, context } = await env.open()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoLive(page, '/')
    const previous = page.getByRole('button', { name: 'Previous reviews' })
    const next = page.getByRole('button', { name: 'Next reviews' })
    await next.scrollIntoViewIfNeeded()
    expect(await visibleSlides(page)).toEqual(['1 of 8', '2 of 8', '3 of 8'])
    // The buttons work once this part of the page is live (they are disabled until then).
    await previous.click()
    await expect.poll(() => visibleSlides(page)).toEqual(['6 of 8', '7 of 8', '8 of 8'])
    await next.click()
    await expect.poll(() => visibleSlides(page)).toEqual(['1 of 8', '2 of 8', '3 of 8'])
    await next.click()
    await expect.poll(() => visibleSlides(page)).toEqual(['2 of 8', '3 of 8', '4 of 8'])
    await page.getByText('Reviews 2 to 4 of 8').waitFor()
    await context.close()
  })

  it('shows one review at a time on a phone, still wrapping round', async () => {
    const { page, context } = await env.open({ width: 360, height: 740 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoLive(page, '/pricing')
    const previous = page.getByRole('button', { name: 'Previous reviews' })
    await previous.scrollIntoViewIfNeeded()
    expect(await visibleSlides(page)).toEqual(['1 of 8'])
    await previous.click()
    await expect.poll(() => visibleSlides(page)).toEqual(['8 of 8'])
    await page.getByRole('button', { name: 'Next reviews' }).click()
    await expect.poll(() => visibleSlides(page)).toEqual(['1 of 8'])
    await context.close()
  })

  it('expands a long review with Read more and shortens it with Read less; short reviews have neither', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/pricing')
    const slide = page.locator('[aria-roledescription="slide"]', { hasText: 'Sarah Whitfield' })
    const text = slide.locator('p', { hasText: 'I used to post on Instagram' })
    const clipped = () => text.evaluate((el) => el.scrollHeight > el.clientHeight + 1)
    // The reviews are laid out and come alive as the visitor scrolls to them.
    await slide.scrollIntoViewIfNeeded()
    expect(await clipped()).toBe(true)
    const toggle = slide.getByRole('button', { name: /Read more/ })
    await toggle.click()
    await slide.getByRole('button', { name: /Read less/ }).waitFor()
    expect(await slide.getByRole('button', { name: /Read less/ }).getAttribute('aria-expanded')).toBe('true')
    expect(await clipped()).toBe(false)
    await slide.getByRole('button', { name: /Read less/ }).click()
    await slide.getByRole('button', { name: /Read more/ }).waitFor()
    expect(await clipped()).toBe(true)
    const short = page.locator('[aria-roledescription="slide"]', { hasText: 'Gareth Evans' })
    expect(await short.getByRole('button').count()).toBe(0)
    await context.close()
  })
})
