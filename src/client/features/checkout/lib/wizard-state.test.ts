import { describe, expect, it } from 'vitest'
import { summarise } from './order-summary.ts'
import { canLeaveStep, initialState, restoreState, type WizardState, wizardReducer } from './wizard-state.ts'

const run = (...actions: Parameters<typeof wizardReducer>[1][]): WizardState =>
  actions.reduce(wizardReducer, initialState)

describe('checkout wizard state', () => {
  it('keeps Next closed until a plan, then a free channel, are chosen', () => {
    expect(canLeaveStep(initialState)).toBe(false)
    expect(run({ type: 'next' }).step).toBe(1)
    const planned = run({ type: 'plan', plan: 'pro' }, { type: 'next' })
    expect(planned.step).toBe(2)
    expect(wizardReducer(planned, { type: 'next' }).step).toBe(2)
    expect(
      run(
        { type: 'plan', plan: 'pro' },
        { type: 'next' },
        { type: 'freeChannel', channel: 'threads' },
        { type: 'next' },
      ).step,
    ).toBe(3)
  })

  it('goes back freely but never before step 1', () => {
    expect(
      run({ type: 'plan', plan: 'basic' }, { type: 'next' }, { type: 'previous' }, { type: 'previous' }).step,
    ).toBe(1)
  })

  it('never sells the free channel as an additional one', () => {
    const state = run(
      { type: 'toggleChannel', channel: 'facebook' },
      { type: 'freeChannel', channel: 'facebook' },
      { type: 'toggleChannel', channel: 'facebook' },
      { type: 'toggleChannel', channel: 'threads' },
    )
    expect(state.additionalChannels).toEqual(['threads'])
    expect(wizardReducer(state, { type: 'toggleChannel', channel: 'threads' }).additionalChannels).toEqual([])
  })

  it('drops carousel posts when the last Instagram or LinkedIn channel goes, stored or chosen', () => {
    const chosen = run(
      { type: 'plan', plan: 'pro' },
      { type: 'freeChannel', channel: 'facebook' },
      { type: 'toggleChannel', channel: 'instagram' },
      { type: 'addOns', change: { carouselPosts: 4 } },
    )
    expect(chosen.addOns.carouselPosts).toBe(4)
    expect(wizardReducer(chosen, { type: 'toggleChannel', channel: 'instagram' }).addOns.carouselPosts).toBe(
      0,
    )
    expect(wizardReducer(chosen, { type: 'addOns', change: { carouselPosts: 0 } }).addOns.carouselPosts).toBe(
      0,
    )
    const tampered = { ...chosen, additionalChannels: ['threads'] }
    expect(restoreState(JSON.stringify(tampered)).addOns.carouselPosts).toBe(0)
    expect(
      run({ type: 'freeChannel', channel: 'threads' }, { type: 'addOns', change: { carouselPosts: 2 } })
        .addOns.carouselPosts,
    ).toBe(0)
  })

  it('restores a stored wizard and drops what the catalogue no longer has', () => {
    const stored = run(
      { type: 'plan', plan: 'premium' },
      { type: 'addOns', change: { videos: 8, reports: true } },
    )
    expect(restoreState(JSON.stringify(stored))).toEqual(stored)
    const odd = restoreState(
      JSON.stringify({ ...stored, step: 9, plan: 'gold', freeChannel: 'myspace', addOns: { videos: 5 } }),
    )
    expect(odd).toMatchObject({ step: 1, plan: null, freeChannel: null, addOns: initialState.addOns })
    expect(restoreState('{not json')).toEqual(initialState)
    expect(restoreState(null)).toEqual(initialState)
  })
})

describe('checkout summary', () => {
  it('shows nothing before a plan and prices the plan before a free channel is chosen', () => {
    expect(summarise(initialState)).toBeNull()
    const early = summarise(
      run({ type: 'plan', plan: 'pro' }, { type: 'toggleChannel', channel: 'facebook' }),
    )
    expect(early?.lines.map((line) => line.label)).toEqual([
      'Pro plan (20 posts/month)',
      'Facebook (additional channel)',
    ])
    expect(early?.totalPence).toBe(16400)
  })

  it('applies the coupon to the subtotal', () => {
    const figures = summarise(
      run(
        { type: 'plan', plan: 'pro' },
        { type: 'freeChannel', channel: 'instagram' },
        { type: 'toggleChannel', channel: 'linkedin-company' },
        { type: 'addOns', change: { videos: 8, reports: true } },
        { type: 'coupon', code: 'SPECIAL10' },
      ),
    )
    expect(figures).toMatchObject({ subtotalPence: 32500, discountPence: 3250, totalPence: 29250 })
  })
})
