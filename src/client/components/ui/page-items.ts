export type PageItem = number | 'ellipsis'

/** The spec's two pagers (§9): which page numbers each shows. */
export type PagerVariant =
  /** Messages: the first page, the last, the current one and its neighbours, an ellipsis in each gap. */
  | { kind: 'ends' }
  /** Customers (and our work): at most `maxPages` consecutive numbers around the current page. */
  | { kind: 'numbered'; maxPages: number }

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** First, last, current ± 1; a gap of any size between them becomes one ellipsis. */
export function endsAndNeighbours(page: number, pageCount: number): PageItem[] {
  if (pageCount < 1) return []
  const current = clamp(page, 1, pageCount)
  const wanted = [1, current - 1, current, current + 1, pageCount].filter((p) => p >= 1 && p <= pageCount)
  const sorted = [...new Set(wanted)].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && value - previous > 1) items.push('ellipsis')
    items.push(value)
  }
  return items
}

/**
 * At most `maxPages` consecutive page numbers with the current page as near the middle as the ends
 * allow: page 1 of 10 gives 1–5, page 5 gives 3–7, page 10 gives 6–10.
 */
export function pageWindow(page: number, pageCount: number, maxPages: number): number[] {
  if (pageCount < 1 || maxPages < 1) return []
  const size = Math.min(maxPages, pageCount)
  const current = clamp(page, 1, pageCount)
  const first = clamp(current - Math.floor((size - 1) / 2), 1, pageCount - size + 1)
  return Array.from({ length: size }, (_, i) => first + i)
}

export function pageItems(page: number, pageCount: number, variant: PagerVariant): PageItem[] {
  return variant.kind === 'ends'
    ? endsAndNeighbours(page, pageCount)
    : pageWindow(page, pageCount, variant.maxPages)
}
