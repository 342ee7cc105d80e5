export type PageItem = number | 'ellipsis'

/**
 * The page buttons to show: all pages when there are at most seven, otherwise the first, the last,
 * the current page and its neighbours, with ellipses in the gaps.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && value - previous > 1) items.push('ellipsis')
    items.push(value)
  }
  return items
}
