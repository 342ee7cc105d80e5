/**
 * The offers an honest 'no, but' names instead (not-offered.ts and its files by kind): every name and
 * number comes from src/shared, so a catalogue change reaches it.
 */
import { storyTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { channelIncluded, list, tierList } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

export const [smallest, , largest] = plans
export const planList = () => list(plans.map((p) => `${p.title} at ${price(p.pricePence)}`))
export const guarantee = `every first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']
export const ourPlans = `We have ${COUNT_WORDS[plans.length] ?? plans.length} plans: ${list(plans.map((p) => `${p.title} at ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`))}`
export const ourAddOns =
  `our add-ons are Short-form videos (${tierList(videoTiers)}), Stories posts (${tierList(storyTiers)}), ` +
  'Carousel posts, Reports and analytics, and SEO blog articles'

/** The honest 'no' to more channels for free, in the plans' own words. */
export const oneChannelFree = `No, only one channel is free: ${channelIncluded}.`

/**
 * What every plan is, in the plans' and the FAQ's own words ('10 custom-designed posts a month',
 * 'Captions and hashtags written for you', 'scheduled for you at the times your audience is most
 * active'): the 'but' after an honest no to a service near ours.
 */
const captions =
  'with captions and hashtags written for you, scheduled for you at the times your audience is most active'
export const ourPosts = `Our team creates custom-designed posts for your social media, ${captions}`
/**
 * The same, naming the channels we post to. 'custom-designed posts' stays whole, in the plans' own
 * order: no word of ours ('organic') goes between them.
 */
export const ourPostsOn = (channels: string) =>
  `Our team creates custom-designed posts on ${channels}, ${captions}`

/** 'No, we don't offer X', with our posts and add-ons. */
export function addOnsInstead(service: string): Reply {
  return factReply(`No, we don't offer ${service}. ${ourPosts}, and ${ourAddOns}.`, SOURCES.pricing)
}
