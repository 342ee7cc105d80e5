import { describe, expect, it } from 'vitest'
import { previewText } from './text.ts'

describe('previewText', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['one two three four', 7, 'one two…'],
    ['line one\n\nline   two', 100, 'line one line two'],
    ['😀😀😀😀', 2, '😀😀…'],
  ])('%j cut at %i is %j', (text, max, expected) => {
    expect(previewText(text, max)).toBe(expected)
  })
})
