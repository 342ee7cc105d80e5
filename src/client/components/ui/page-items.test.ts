import { describe, expect, it } from 'vitest'
import { endsAndNeighbours, pageItems, pageWindow } from './page-items.ts'

const E = 'ellipsis'

describe('endsAndNeighbours (first, last, current ± 1, with ellipses)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 4, [1, 2, E, 4]],
    [2, 4, [1, 2, 3, 4]],
    [1, 7, [1, 2, E, 7]],
    [4, 7, [1, E, 3, 4, 5, E, 7]],
    [1, 10, [1, 2, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, E, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [9, 10, [1, E, 8, 9, 10]],
    [10, 10, [1, E, 9, 10]],
    // Out of range: the nearest page is current.
    [0, 10, [1, 2, E, 10]],
    [12, 10, [1, E, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(endsAndNeighbours(page, count)).toEqual(expected)
  })
})

describe('pageWindow (at most N page numbers)', () => {
  it.each([
    [1, 0, 5, []],
    [1, 1, 5, [1]],
    [2, 4, 5, [1, 2, 3, 4]],
    [1, 5, 5, [1, 2, 3, 4, 5]],
    [1, 10, 5, [1, 2, 3, 4, 5]],
    [3, 10, 5, [1, 2, 3, 4, 5]],
    [4, 10, 5, [2, 3, 4, 5, 6]],
    [5, 10, 5, [3, 4, 5, 6, 7]],
    [8, 10, 5, [6, 7, 8, 9, 10]],
    [10, 10, 5, [6, 7, 8, 9, 10]],
    [5, 10, 4, [4, 5, 6, 7]],
    [15, 10, 5, [6, 7, 8, 9, 10]],
    [1, 10, 0, []],
  ])('page %i of %i, at most %i', (page, count, maxPages, expected) => {
    expect(pageWindow(page, count, maxPages)).toEqual(expected)
  })

  it('never shows more than N numbers, always includes the current page, and counts up by one', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const shown = pageWindow(page, count, 5)
        expect(shown.length).toBe(Math.min(5, count))
        expect(shown).toContain(page)
        expect(shown.every((n, i) => i === 0 || n === (shown[i - 1] ?? 0) + 1)).toBe(true)
      }
    }
  })
})

describe('pageItems', () => {
  it('chooses the list by variant', () => {
    expect(pageItems(5, 10, { kind: 'ends' })).toEqual([1, E, 4, 5, 6, E, 10])
    expect(pageItems(5, 10, { kind: 'numbered', maxPages: 5 })).toEqual([3, 4, 5, 6, 7])
  })
})
