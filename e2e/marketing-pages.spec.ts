import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserEnvironment } from './support/environment.ts'
import { gotoLive, htmlText, publicPages } from './support/marketing.ts'

const SUPPORT = 'hello@postcraft.test'
const ROLES = ['Social Media Manager', 'Video Content Creator', 'Email Content Writer']

function visibleDesigns(page: Page): Promise<string[]> {
  return page
    .locator('[data-design]')
    .evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => item.getAttribute('data-design') ?? ''),
    )
}

describe('marketing pages', () => {
  const env = useBrowserEnvironment({ env: { SUPPORT_EMAIL: SUPPORT } })

  it('lets a visitor apply for each role by e-mail with the subject "Application for {title}"', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/careers')
    const apply = page.getByRole('link', { name: 'Apply Now' })
    expect(await apply.count()).toBe(3)
    for (const [index, title] of ROLES.entries()) {
      const href = (await apply.nth(index).getAttribute('href')) ?? ''
      const url = new URL(href)
      expect(url.protocol).toBe('mailto:')
      expect(url.pathname).toBe(SUPPORT)
      expect(url.searchParams.get('subject')).toBe(`Application for ${title}`)
      await page.getByRole('heading', { name: title }).waitFor()
    }
    expect(await page.getByText('Full-time · Remote / UK').count()).toBe(3)
    await context.close()
  })

  it('offers an e-mail to support on the contact page', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/contact')
    expect(await page.getByRole('link', { name: 'Send us an email' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT}`,
    )
    await context.close()
  })

  it('shows the 33 designs 9 to a page (9, 9, 9, 6) with previous, next and numbered pages', async () => {
    const { page, context } = await env.open()
    await gotoLive(page, '/our-work')
    const pager = page.getByRole('navigation', { name: 'Design pages' })
    for (const n of [1, 2, 3, 4]) await pager.getByRole('button', { name: `Page ${n}` }).waitFor()
    const seen = new Set<string>()
    const counts: number[] = []
    for (let n = 1; n <= 4; n++) {
      if (n > 1) await pager.getByRole('button', { name: 'Next' }).click()
      await pager.locator(`[aria-current="page"][aria-label="Page ${n}"]`).waitFor()
      const shown = await visibleDesigns(page)
      counts.push(shown.length)
      for (const id of shown) seen.add(id)
    }
    expect(counts).toEqual([9, 9, 9, 6])
    expect(seen.size).toBe(33)
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    await pager.getByRole('button', { name: 'Page 2' }).click()
    await pager.locator('[aria-current="page"][aria-label="Page 2"]').waitFor()
    expect(await visibleDesigns(page)).toHaveLength(9)
    await pager.getByRole('button', { name: 'Previous' }).click()
    await pager.locator('[aria-current="page"][aria-label="Page 1"]').waitFor()
    for (const stat of ['500+', '10K+', '95%']) await page.getByText(stat, { exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    )
    expect(
      await page.getByRole('link', { name: 'Contact us', exact: true }).last().getAttribute('href'),
    ).toBe('/contact')
    await context.close()
  })

  it('shows the designs in a new order on every visit, kept from the first paint on', async () => {
    const orders = new Set<string>()
    for (let visit = 0; visit < 5; visit++) {
      const { page, context } = await env.open()
      const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/our-work')
      await gotoLive(page, '/our-work')
      const html = await (await served).text()
      const inHtml = [...html.matchAll(/data-design="([^"]+)"/g)].map((match) => match[1]).slice(0, 9)
      const shown = await visibleDesigns(page)
      // The live page shows the order the server sent: nothing changes on screen as it comes alive.
      expect(shown).toEqual(inHtml)
      orders.add(shown.join(','))
      await context.close()
    }
    // The server holds 24 orders: five visits all showing the same one would happen once in 331,776.
    expect(orders.size).toBeGreaterThan(1)
  })

  it('serves the home page text, all 18 FAQ questions and FAQPage data without JavaScript', async () => {
    const response = await fetch(`${env.server.url}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = htmlText(html)
    expect(text).toContain(publicPages[0].heading)
    expect(text).toContain('from £79 per month')
    const questions = [...html.matchAll(/<summary[^>]*><h3>([^<]+)<\/h3>/g)].map((m) => htmlText(m[1] ?? ''))
    expect(questions).toHaveLength(18)
    const block = html.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1] ?? ''
    const data = JSON.parse(block) as { '@type': string; mainEntity: { name: string }[] }
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity.map((q) => q.name)).toEqual(questions)
    expect(html).toContain(`<link rel="canonical" href="${env.server.url}/" />`)
  })

  it('prerenders every public page with its heading, title and canonical link, plus sitemap and robots', async () => {
    for (const { path, heading } of publicPages) {
      const html = htmlText(await (await fetch(`${env.server.url}${path}`)).text())
      expect(html, path).toContain('data-prerendered="true"')
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[a-z-]*" \/>/)
      expect(html, path).not.toContain('__SUPPORT_EMAIL__')
    }
    const sitemap = await (await fetch(`${env.server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${env.server.url}/pricing</loc>`)
    expect(sitemap).toContain(`<loc>${env.server.url}/terms-of-service</loc>`)
    const robots = await (await fetch(`${env.server.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${env.server.url}/sitemap.xml`)
  })

  it('shows the full text with JavaScript off: every design, every review in full, no dead buttons', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/our-work')
    expect(await visibleDesigns(page)).toHaveLength(33)
    await page.goto('/pricing')
    const review = page.locator('p', { hasText: 'I used to post on Instagram' })
    expect(await review.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
    expect(await page.getByRole('button', { name: /Read more|Next reviews/ }).count()).toBe(0)
    await page.goto('/')
    await page.getByText('Frequently asked questions').waitFor()
    await page.getByRole('heading', { name: 'How many revisions can I ask for?' }).click()
    await page
      .getByText('Unlimited. If your feedback reaches us at least 48 hours')
      .waitFor({ state: 'visible' })
    await context.close()
  })
})
