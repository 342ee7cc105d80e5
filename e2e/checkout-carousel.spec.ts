import { describe, expect, it } from 'vitest'
import { expectNoViolations } from './support/accessibility.ts'
import { useBrowserEnvironment } from './support/environment.ts'

describe('carousel posts in the checkout', () => {
  const env = useBrowserEnvironment()

  it('refuses carousels without Instagram or LinkedIn and offers to add such a channel', async () => {
    const { page, context } = await env.open()
    await page.goto('/checkout?plan=basic')
    const next = page.getByRole('button', { name: 'Next' })
    await page.getByRole('heading', { name: 'Step 1 of 5: Choose Your Plan' }).waitFor()
    await next.click()
    await page.getByRole('radio', { name: 'Facebook' }).check()
    await next.click()
    await page.getByRole('checkbox', { name: /^Threads/ }).check()
    await next.click()

    // Facebook and Threads take no carousels: no choice is offered, the reason is.
    await page.getByRole('heading', { name: 'Step 4 of 5: Add-ons' }).waitFor()
    const carousel = page.getByRole('region', { name: 'Carousel posts' })
    await carousel.getByText('Carousel posts are for Instagram and LinkedIn only').waitFor()
    expect(await carousel.getByRole('button', { name: /^\d+ posts/ }).count()).toBe(0)
    await expectNoViolations(page)

    // Adding LinkedIn from here opens the choice and prices the channel.
    await carousel.getByRole('button', { name: 'Add LinkedIn Company Page' }).click()
    await carousel.getByRole('button', { name: /^4 posts/ }).click()
    const summary = page.getByRole('complementary', { name: 'Order Summary' })
    await summary.getByText('LinkedIn Company Page (additional channel)').waitFor()
    await summary.getByText('4 carousel posts').waitFor()
    expect(await page.getByTestId('order-total').textContent()).toBe('£129.00')

    // Taking the channel away again takes the carousel posts with it.
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('checkbox', { name: /^LinkedIn Company Page/ }).uncheck()
    await next.click()
    await carousel.getByRole('button', { name: 'Add Instagram' }).waitFor()
    expect(await summary.getByText('4 carousel posts').count()).toBe(0)
    expect(await page.getByTestId('order-total').textContent()).toBe('£94.00')
    await context.close()
  })
})
