import { describe, expect, it } from 'vitest'
import { type OrderSelection, orderSelectionSchema, validateSelection } from './selection.ts'

const valid = {
  plan: 'premium',
  freeChannel: 'linkedin-company',
  additionalChannels: ['facebook', 'threads'],
  addOns: { videos: 8, stories: null, carouselPosts: 4, reports: true },
  couponCode: 'special10',
}

const issuesFor = (input: unknown) => {
  const result = validateSelection(input)
  if (result.ok) throw new Error('expected the selection to be refused')
  return result.issues
}

describe('validateSelection: accepted', () => {
  it('accepts a full selection unchanged', () => {
    expect(validateSelection(valid)).toEqual({ ok: true, selection: valid })
  })

  it('accepts the minimum: no extras, no add-ons, no coupon', () => {
    const minimal = {
      plan: 'basic',
      freeChannel: 'facebook',
      additionalChannels: [],
      addOns: { carouselPosts: 0, reports: false },
    }
    expect(validateSelection(minimal).ok).toBe(true)
  })

  it('parses to a value the pricing engine accepts', () => {
    // Type-level check too: tsc fails here if the schema output drifts from OrderSelection.
    const parsed: OrderSelection = orderSelectionSchema.parse(valid)
    expect(parsed).toEqual(valid)
    expect(parsed).not.toBe(valid)
  })
})

describe('validateSelection: refused', () => {
  it.each([
    ['unknown plan', { plan: 'gold' }, 'plan', /Unknown plan/],
    ['missing plan', { plan: undefined }, 'plan', /Unknown plan/],
    ['unknown free channel', { freeChannel: 'tiktok' }, 'freeChannel', /Unknown channel/],
    [
      'unknown additional channel',
      { additionalChannels: ['myspace'] },
      'additionalChannels.0',
      /Unknown channel/,
    ],
    ['channels not a list', { additionalChannels: 'facebook' }, 'additionalChannels', /must be a list/],
    [
      'free channel repeated',
      { additionalChannels: ['linkedin-company'] },
      'additionalChannels.0',
      /already your free channel/,
    ],
    [
      'duplicate channel',
      { additionalChannels: ['facebook', 'threads', 'facebook'] },
      'additionalChannels.2',
      /more than once/,
    ],
    ['coupon not text', { couponCode: 10 }, 'couponCode', /must be text/],
    ['coupon too long', { couponCode: 'X'.repeat(51) }, 'couponCode', /at most 50/],
    ['unknown top-level field', { finalTotal: 1 }, 'finalTotal', /Unknown field/],
  ])('%s', (_name, patch, field, message) => {
    const issues = issuesFor({ ...valid, ...patch })
    expect(issues).toContainEqual({ field, message: expect.stringMatching(message) })
  })

  it.each([
    ['video tier', { videos: 5 }, 'addOns.videos', /Videos must be one of 4, 8, 12/],
    ['stories tier', { stories: 15 }, 'addOns.stories', /Stories must be one of 10, 20, 30/],
    ['carousel count', { carouselPosts: 3 }, 'addOns.carouselPosts', /Carousel posts must be one of/],
    [
      'carousel missing',
      { carouselPosts: undefined },
      'addOns.carouselPosts',
      /Carousel posts must be one of/,
    ],
    ['reports not boolean', { reports: 'yes' }, 'addOns.reports', /true or false/],
    ['unknown add-on', { blog: 500 }, 'addOns.blog', /Unknown field/],
  ])('add-on %s', (_name, patch, field, message) => {
    const issues = issuesFor({ ...valid, addOns: { ...valid.addOns, ...patch } })
    expect(issues).toContainEqual({ field, message: expect.stringMatching(message) })
  })

  it('refuses input that is not an object', () => {
    expect(issuesFor(null)).toEqual([{ field: 'selection', message: expect.any(String) }])
  })

  it('reports every problem at once', () => {
    const issues = issuesFor({ ...valid, plan: 'gold', addOns: { ...valid.addOns, videos: 5 } })
    expect(issues.map((issue) => issue.field)).toEqual(['plan', 'addOns.videos'])
  })
})
