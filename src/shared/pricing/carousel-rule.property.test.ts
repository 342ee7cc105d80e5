import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { carouselQuantities } from '../catalogue/add-ons.ts'
import { type ChannelId, carouselChannelIds, channelIds } from '../catalogue/channels.ts'
import { planIds } from '../catalogue/plans.ts'
import { quote } from './quote.ts'
import { CAROUSEL_NEEDS_CHANNEL_MESSAGE, InvalidSelectionError, type OrderSelection } from './selection.ts'

/** Any free channel with any set of other channels as extras, and any carousel quantity. */
const selectionArb: fc.Arbitrary<OrderSelection> = fc
  .record({
    plan: fc.constantFrom(...planIds),
    channels: fc.uniqueArray(fc.constantFrom(...channelIds), { minLength: 1, maxLength: channelIds.length }),
    carouselPosts: fc.constantFrom(...carouselQuantities),
  })
  .map(({ plan, channels, carouselPosts }) => ({
    plan,
    freeChannel: channels[0] as ChannelId,
    additionalChannels: channels.slice(1),
    addOns: { carouselPosts, reports: false },
  }))

const takesCarousels = (selection: OrderSelection): boolean =>
  [selection.freeChannel, ...selection.additionalChannels].some((id) => carouselChannelIds.includes(id))

describe('the carousel rule in the pricing engine', () => {
  it('names Instagram and both LinkedIn channels, and nothing else, as carousel channels', () => {
    expect([...carouselChannelIds].sort()).toEqual(['instagram', 'linkedin-company', 'linkedin-personal'])
  })

  it('prices carousel posts only when the order has Instagram or a LinkedIn channel', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const wanted = selection.addOns.carouselPosts > 0
        if (wanted && !takesCarousels(selection)) {
          let refused: unknown
          try {
            quote(selection)
          } catch (error) {
            refused = error
          }
          expect(refused).toBeInstanceOf(InvalidSelectionError)
          expect((refused as InvalidSelectionError).issues).toEqual([
            { field: 'addOns.carouselPosts', message: CAROUSEL_NEEDS_CHANNEL_MESSAGE },
          ])
          return
        }
        const carouselLine = quote(selection).lines.find((line) => line.id === 'add-on:carousel')
        expect(carouselLine?.pricePence ?? 0).toBe(selection.addOns.carouselPosts * 500)
      }),
      { numRuns: 500 },
    )
  })

  it('never refuses an order without carousel posts, whatever its channels', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const none = { ...selection, addOns: { ...selection.addOns, carouselPosts: 0 as const } }
        expect(() => quote(none)).not.toThrow()
      }),
    )
  })

  it('accepts the same carousel posts once a carousel channel is added as an extra', () => {
    fc.assert(
      fc.property(selectionArb, fc.constantFrom(...carouselChannelIds), (selection, extra) => {
        fc.pre(selection.freeChannel !== extra && !selection.additionalChannels.includes(extra))
        const withChannel = { ...selection, additionalChannels: [...selection.additionalChannels, extra] }
        expect(() => quote(withChannel)).not.toThrow()
      }),
    )
  })
})
