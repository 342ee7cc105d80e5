import { describe, expect, it } from 'vitest'
import type { DesignCard } from '../schemas/portfolio.ts'
import { designGridHtml, PUBLISHED_DESIGNS_ELEMENT_ID, withPublishedDesigns } from './design-cards.ts'

const design = (id: string, title = 'Brunch'): DesignCard => ({
  id,
  title,
  category: 'Food & Drink',
  description: 'A menu',
  image: `/api/portfolio/images/${id}/card`,
  width: 480,
  height: 360,
})

describe('the design grid', () => {
  it('escapes every text it writes', () => {
    const html = designGridHtml({ designs: [design('a', '<script>"x"</script>')], examples: false, page: 1 })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;')
    expect(html).toContain('Food &amp; Drink')
  })

  it('marks the first image for the page boot script and hides the cards of other pages', () => {
    const cards = Array.from({ length: 10 }, (_, n) => design(`d${n}`))
    const html = designGridHtml({ designs: cards, examples: true, page: 1 })
    expect(html.match(/elementtiming="hero"/g)).toHaveLength(1)
    expect(html.match(/ hidden>/g)).toHaveLength(1)
    expect(html.match(/>Example</g)).toHaveLength(10)
  })

  it('writes the published designs into a served page: the grid, the preload and the data block', () => {
    const page = `<html><head><title>t</title></head><body><div>${designGridHtml({ designs: [design('x')], examples: true, page: 1 })}</div></body></html>`
    const filled = withPublishedDesigns(page, [design('p', 'Autumn </script> menu')])
    expect(filled).toContain('Designs we have made')
    expect(filled).not.toContain('data-design="x"')
    expect(filled).toContain(
      '<link rel="preload" as="image" href="/api/portfolio/images/p/card" fetchpriority="high">',
    )
    const data = filled.match(new RegExp(`id="${PUBLISHED_DESIGNS_ELEMENT_ID}">(.*?)</script>`))?.[1] ?? ''
    expect(JSON.parse(data).designs[0].title).toBe('Autumn </script> menu')
  })
})
