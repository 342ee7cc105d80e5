import { describe, expect, it } from 'vitest'
import { pageItems } from './page-items.ts'

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
    [3, 10, [1, 2, 3, 4, 'ellipsis', 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected)
  })
})
