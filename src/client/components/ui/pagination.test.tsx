import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Pagination } from './pagination.tsx'

const noop = () => undefined

/** The page-number buttons of the markup, in order, with the current one marked. */
function numbers(html: string): string[] {
  return [...html.matchAll(/<button[^>]*aria-label="Page (\d+)"[^>]*>/g)].map(([tag, n]) =>
    tag.includes('aria-current="page"') ? `[${n}]` : String(n),
  )
}

describe('Pagination', () => {
  it('is a labelled navigation landmark with Previous, the numbers and Next', () => {
    const html = renderToStaticMarkup(
      <Pagination
        page={1}
        pageCount={4}
        onPageChange={noop}
        label="Design pages"
        variant="numbered"
        maxPages={5}
      />,
    )
    expect(html).toMatch(/^<nav aria-label="Design pages"><ul/)
    expect(numbers(html)).toEqual(['[1]', '2', '3', '4'])
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Previous<\/button>/)
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Next/)
  })

  it("'ends' shows first, last and current ± 1, with ellipses hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      <Pagination page={5} pageCount={10} onPageChange={noop} label="Message pages" variant="ends" />,
    )
    expect(numbers(html)).toEqual(['1', '4', '[5]', '6', '10'])
    expect(html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2)
  })

  it("'numbered' shows at most maxPages numbers and disables Next on the last page", () => {
    const html = renderToStaticMarkup(
      <Pagination page={12} pageCount={12} onPageChange={noop} variant="numbered" maxPages={5} />,
    )
    expect(numbers(html)).toEqual(['8', '9', '10', '11', '[12]'])
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next/)
    expect(html).toContain('aria-label="Pagination"')
  })

  it('shows nothing for a single page', () => {
    expect(
      renderToStaticMarkup(<Pagination page={1} pageCount={1} onPageChange={noop} variant="ends" />),
    ).toBe('')
  })
})
