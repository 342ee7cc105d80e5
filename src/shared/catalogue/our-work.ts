/** Our-work page helpers: random order per visit and fixed-size pages. */

import { type Design, designs, OUR_WORK_PAGE_SIZE } from './designs.ts'

/** A shuffled copy (Fisher–Yates). Pass a seeded `random` to make the order repeatable. */
export function shuffleDesigns(
  list: readonly Design[] = designs,
  random: () => number = Math.random,
): Design[] {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = copy[i] as Design
    copy[i] = copy[j] as Design
    copy[j] = a
  }
  return copy
}

export function designPageCount(total: number = designs.length): number {
  return Math.max(1, Math.ceil(total / OUR_WORK_PAGE_SIZE))
}

/** Items on a 1-based page; out-of-range pages are clamped. */
export function designsOnPage<T>(list: readonly T[], page: number): T[] {
  const last = designPageCount(list.length)
  const current = Math.min(Math.max(1, Math.floor(page)), last)
  const start = (current - 1) * OUR_WORK_PAGE_SIZE
  return list.slice(start, start + OUR_WORK_PAGE_SIZE)
}

/**
 * What the page shows, in words the site chatbot states: the sample designs, a page of them at a time,
 * in the random order `shuffleDesigns` gives each visit (docs/decisions/0021).
 */
export function ourWorkShown(): string {
  return `Our work page shows ${designs.length} sample designs, ${OUR_WORK_PAGE_SIZE} to a page over ${designPageCount()} pages, in a random order on each visit.`
}
