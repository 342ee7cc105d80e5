/**
 * The intent-and-slot layer: facts that live in the catalogue (plans, prices, posts, channels, add-ons,
 * the guarantee, notice, turnaround, billing) and the FAQ's own answers, chosen by what the normalised
 * question is about, never by a passage that happens to share its words. Legal, review and page facts
 * are answered only when the question is about them.
 */
import {
  addOns,
  blogTiers,
  CAROUSEL_IMAGES_MAX,
  CAROUSEL_IMAGES_MIN,
  CAROUSEL_POST_PRICE_PENCE,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import { CHECKOUT_GUARANTEE_DAYS, SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { careers } from '#shared/catalogue/careers.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE, marketingChannels } from '#shared/catalogue/channels.ts'
import { designCategories } from '#shared/catalogue/designs.ts'
import { faq } from '#shared/catalogue/faq.ts'
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { type Concept, mentions } from '#shared/chatbot/synonyms.ts'
import { aboutCopy, aboutLead, aboutSections, aboutValues } from '#shared/content/about-page.ts'
import { cookieTypes, LEGAL_UPDATED, privacyCopy, termsCopy } from '#shared/content/site-pages.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { SETUP_FEE } from './not-offered.ts'
import { planFeatureAnswer } from './plan-features.ts'
import { factReply, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { reviewsAbout } from './review-topics.ts'
import { siteFactAnswer } from './site-facts.ts'

const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const tierList = (tiers: readonly { quantity: number; pricePence: number }[]) =>
  list(tiers.map((tier) => `${tier.quantity} for ${price(tier.pricePence)}`))

function faqAnswer(start: string): string {
  const answer = faq.find((item) => item.question.startsWith(start))?.answer ?? ''
  // The FAQ answers 'Are there any hidden fees?' with 'None.': out of its question, say what there is none of.
  return start.startsWith('Are there any hidden fees')
    ? answer.replace(/^None\./, 'None: there are no hidden fees.')
    : answer
}

function section(
  copy: { sections: readonly { heading: string; blocks: readonly (string | readonly string[])[] }[] },
  heading: string,
): string {
  const found = copy.sections.find((s) => s.heading === heading)
  return found ? found.blocks.flat().join(' ') : ''
}

/** 'I can change the post how many times I want?': revisions, not how often we post. */
const REVISION_COUNT =
  /\b(change|edit|amend|tweak|redo|revis)\w*\b.{0,30}\bhow many time|\bhow many time\b.{0,30}\b(change|edit|amend|tweak|redo|revis)\w*/

/** Every plan asked at once: a ladder, a range, from the lowest to the highest. */
const PRICE_RANGE =
  /\b(price|pricing|plan|tier|package) (ladder|range|list|breakdown|structure)\b|\b(lowest|cheapest|smallest|bottom|entry)\b.{0,20}\b(to|through|up to|and up to) (the )?(highest|top|biggest|most expensive|largest|premium|dearest|priciest)\b|\bfrom (the )?(bottom|cheapest|lowest|basic|small|smallest|low) to (the )?(top|highest|premium|most expensive|dearest|priciest|big|biggest|high)\b|\bevery (tier|plan|package)\b.{0,20}\bprice/

/** The plans a question names, by name or by a description ('cheapest', 'middle', 'most popular'). */
export function plansNamed(text: string): Plan[] {
  const named: Plan[] = plans.filter(
    (plan) =>
      new RegExp(`\\b${plan.id}\\b`).test(text) ||
      new RegExp(
        `${price(plan.pricePence)} (a month |monthly |per month )?(plan|package|tier|one|option)`,
      ).test(text),
  )
  if (named.length > 0) return named
  // 'your full price ladder, lowest tier to highest': every plan, in order.
  if (PRICE_RANGE.test(text)) return [...plans].sort((a, b) => a.pricePence - b.pricePence)
  // 'the plan with 20 posts', 'the 30-post package': a plan named by its posts.
  const byPosts = plans.filter((plan) =>
    new RegExp(
      `\\b(plan|package|tier|one|option) (with|for|of|that (has|gives|includes)) ${plan.postsPerMonth} post|\\b${plan.postsPerMonth}[- ]post (a month |per month )?(plan|package|tier|one|option)`,
    ).test(text),
  )
  if (byPosts.length > 0) return byPosts
  // 'the gap between your entry plan and your biggest one': every plan the question describes.
  const sorted = [...plans].sort((a, b) => a.pricePence - b.pricePence)
  const described = new Set<Plan>()
  if (
    /\b(cheapest|smallest|lowest|entry|starting|basic one|least expensive)\b|\bcheap (plan|package|tier|one|option)\b|\bminimum (spend|order|amount|price|cost|charge|fee|monthly)\b|\bleast (i|we|you) (can|could|need to|have to|must|would) (spend|pay)\b/.test(
      text,
    )
  )
    for (const plan of sorted.slice(0, 1)) described.add(plan)
  if (
    /\b(middle|mid(?!-?(way|month|week|year|point))|most popular|popular|most (people|customer|client|business|user)s?|everyone (choose|pick|go)\w*)\b/.test(
      text,
    )
  )
    for (const plan of plans.filter((p) => p.popular)) described.add(plan)
  if (/\b(most expensive|biggest|largest|(?<!on )top(?! up)|highest|most post|premium one)\b/.test(text))
    for (const plan of sorted.slice(-1)) described.add(plan)
  return plans.filter((plan) => described.has(plan))
}

const planLine = (plan: Plan) =>
  `The ${plan.title} plan costs ${price(plan.pricePence)} a month for ${plan.postsPerMonth} posts a month${plan.popular ? ' (our most popular plan)' : ''}.`
const planDetail = (plan: Plan) =>
  `${planLine(plan)} Best for: ${plan.bestFor}. It includes: ${plan.features.join(', ')}.`
const allPlans = () =>
  `${list(plans.map((p) => `${p.title} is ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`))}. ` +
  'You pay monthly or every six months (the same price per month), in pounds sterling; there are no contracts and no hidden fees.'
const channelNames = list(checkoutChannels.map((channel) => channel.name))
const videoOnly = marketingChannels.slice(checkoutChannels.length).map((channel) => channel.name)
const channelsAnswer = () =>
  `We post to ${channelNames}. Every plan includes one channel; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. ` +
  `With our Short-form videos add-on we also create content for ${list(videoOnly)}.`

function addOnAnswer(id: (typeof addOns)[number]['id']): string {
  const addOn = addOns.find((a) => a.id === id)
  if (!addOn) return ''
  const prices: Record<typeof id, string> = {
    videos: `${tierList(videoTiers)} a month`,
    stories: `${tierList(storyTiers)} a month`,
    carousel: `${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post; choose 2, 4, 6, 8 or 10 a month, each of ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images`,
    reports: `${price(REPORTS_PRICE_PENCE)} a month`,
    'seo-blog': list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`)),
  }
  return `${addOn.name}: ${addOn.description} Price: ${prices[id]}.${addOn.inCheckout ? '' : ' Ask our team to add these to your plan.'}`
}

const has = (text: string, ...concepts: Concept[]) => concepts.some((concept) => mentions(text, concept))

const PLAN_WORD = /\b(plan|package|tier|subscription|option)\b/
const POSTS_COUNT =
  /\bhow many (post|design|graphic|image|picture)|\b(number|volume|amount) of (post|design|content)|\bhow much content\b|\bpost (a|per|each|in one) month\b|\bmost post\b/
const FREQUENCY =
  /\bhow often\b(?!.*\b(bill|billed|pay|paid|charge|invoice|report|revision|change|edit|reply|answer|call|review|update the terms|check in|check-in)\w*\b)|\bpost\b.*\b(a|per|in a|each) week\b|\bhow many time\b|\bhow (frequent|regular)|\bfrequen|\bcadence|\bgo quiet|\bbetween post|\bgap\w* between|\bhow (consistent|consistently|regularly)|\bpost (regularly|consistently)/
const FEATURES =
  /\b(include|included|inside|come with|feature|what do i get|what is in|what'?s in|get with|difference|differ|distinguish|compare|comparison|versus|vs|who is .* for|suit|suitable|best for|right for|good for|enough for|ideal for|fit for|established|sole trader|growing|intended for|meant for|designed for|aimed at|target\w*|made for)\w*\b|\b(kind|type|sort|size) of (business|company|firm|shop|customer|client)/

const everyPlanFeatures = () =>
  (plans[0]?.features ?? []).filter((feature) =>
    plans.every((plan) => (plan.features as readonly string[]).includes(feature)),
  )

function planAnswer(text: string): Reply | undefined {
  if (/\b(every|all|each|all the|all your) plan/.test(text) && FEATURES.test(text))
    return factReply(`Every plan includes: ${everyPlanFeatures().join(', ')}. ${allPlans()}`, SOURCES.pricing)
  const named = plansNamed(text)
  const priceQuestion = has(text, 'price')
  if (
    FREQUENCY.test(text) &&
    named.length === 0 &&
    !has(text, 'approve', 'revision') &&
    !REVISION_COUNT.test(text)
  )
    return factReply(faqAnswer('How often'), SOURCES.home, SOURCES.pricing)
  if (
    /\b(which|what) (plan|package|tier|option|one)\b|\b(recommend|suggest)\w*\b.*\b(plan|package|tier)/.test(
      text,
    )
  ) {
    const byFeature = plans.filter((plan) =>
      plan.features.some((feature) => {
        const f = feature.toLowerCase()
        return (
          (/\bpriority\b/.test(text) && f.includes('priority')) ||
          (/24\/7/.test(text) && f.includes('24/7')) ||
          (/\bvideo\b/.test(text) && f.includes('video content')) ||
          (/\bstory\b/.test(text) && f.includes('story content'))
        )
      }),
    )
    if (byFeature.length === 1 && byFeature[0]) return factReply(planDetail(byFeature[0]), SOURCES.pricing)
    if (
      /\bestablished|every day|lead\b|\b(big|bigger|large|larger|busy|busier) (business|company|firm|brand|shop|organisation|team)/.test(
        text,
      )
    )
      return factReply(planDetail(plans[2] ?? plans[0]), SOURCES.pricing)
    if (
      /\bsole trader|new business|just starting|small budget|just me|one-man|one person|small (shop|business|cafe|café|salon|company|firm)\b/.test(
        text,
      )
    )
      return factReply(planDetail(plans[0]), SOURCES.pricing)
    if (/\bgrowing\b/.test(text)) return factReply(planDetail(plans[1] ?? plans[0]), SOURCES.pricing)
    // 'Which package would you recommend?': who each plan is for, in the plans' own words.
    if (
      named.length === 0 &&
      /\b(recommend|suggest|should (i|we)|suit|best for|right for|go for|choose|pick)\w*\b/.test(text)
    )
      return factReply(
        plans
          .map(
            (plan) =>
              `${plan.title} (${price(plan.pricePence)} a month, ${plan.postsPerMonth} posts): best for ${plan.bestFor.replace(/^./, (c) => c.toLowerCase())}`,
          )
          .join('\n'),
        SOURCES.pricing,
      )
  }
  if (named.length === 1 && named[0]) {
    const plan = named[0]
    if (FEATURES.test(text) || has(text, 'support') || /\bwhat is\b.*\bplan\b|\babout\b/.test(text))
      return factReply(planDetail(plan), SOURCES.pricing)
    return factReply(planLine(plan), SOURCES.pricing)
  }
  if (named.length > 1) return factReply(named.map(planDetail).join('\n'), SOURCES.pricing)
  if (
    FEATURES.test(text) &&
    /\b(plan|package|tier|option)s?\b/.test(text) &&
    /\b(each|every|all|your|the)\b/.test(text)
  )
    return factReply(plans.map(planDetail).join('\n'), SOURCES.pricing)
  const budget = Number(text.match(/£(\d+)/)?.[1] ?? Number.NaN)
  if (
    Number.isFinite(budget) &&
    /\b(budget|afford|spend|what can i get|what (do|would|will) i get|up to|only have|max|maximum)\b/.test(
      text,
    )
  ) {
    const within = plans.filter((plan) => plan.pricePence <= budget * 100)
    const [cheapest] = [...plans].sort((a, b) => a.pricePence - b.pricePence)
    if (within.length === 0 && cheapest)
      return factReply(
        `No, we don't have a plan within £${budget} a month: our lowest price is the ${cheapest.title} plan at ${price(cheapest.pricePence)} a month for ${cheapest.postsPerMonth} posts. ${allPlans()}`,
        SOURCES.pricing,
      )
    return factReply(`${within.map(planLine).join(' ')} ${allPlans()}`, SOURCES.pricing)
  }
  if (
    POSTS_COUNT.test(text) ||
    (priceQuestion &&
      (has(text, 'start', 'signUp') || /\b(it|you|this|the service|your service)\b/.test(text))) ||
    (priceQuestion &&
      (PLAN_WORD.test(text) ||
        /\b(your|the) price\b|\bprice\b$|^price|\bhow much (is it|does it|do you|are you|for you|r you)/.test(
          text,
        ))) ||
    /\bwhat plan|which plan|plans do you|your plan|all plan|the plan\b/.test(text)
  )
    return factReply(allPlans(), SOURCES.pricing)
  return undefined
}

const KNOWN_CHANNEL =
  /\b(facebook|instagram|x twitter|linkedin|google business|google my business|google profile|threads|tiktok|youtube short|youtube)\b/

/** TikTok and YouTube are answered here with the video add-on; 'Reels for Instagram' by the add-on. */
const KNOWN_CHANNEL_VIDEO = /\b(tiktok|youtube)\b/

function channelAnswer(text: string): Reply | undefined {
  if (
    has(text, 'blog', 'story', 'report') ||
    (has(text, 'video') &&
      !has(text, 'channel') &&
      !/\bvideo call/.test(text) &&
      !KNOWN_CHANNEL_VIDEO.test(text)) ||
    GIVES_ACCESS.test(text)
  )
    return undefined
  // 'Where do you post my content?': the channels.
  if (
    /\bwhere (do|will|would|can) (you|they|it) (post|publish|go)\b|\bwhere (do|will|would) (my|the|our) (post|content)\w* (go|appear|be posted|be published)\b/.test(
      text,
    )
  )
    return factReply(channelsAnswer(), SOURCES.pricing, SOURCES.home)
  const extra =
    /\b(extra|additional|more|another|second|as well|2|both|later)\b|\badd (a|an|another|more|extra|second)\b/.test(
      text,
    ) ||
    (has(text, 'price') && has(text, 'channel'))
  if (has(text, 'channel') && extra) {
    return factReply(`${faqAnswer('Can I add more channels')} We post to ${channelNames}.`, SOURCES.pricing)
  }
  if (has(text, 'channel') && /\b(how many|included|one|1|free)\b/.test(text)) {
    return factReply(
      `Every plan includes one channel free; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. You choose your channels during checkout, before you pay. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  }
  const known = text.match(KNOWN_CHANNEL)?.[1]
  const allKnown = [...text.matchAll(new RegExp(KNOWN_CHANNEL, 'g'))].map((m) => m[1] ?? '')
  if (known && /\b(tiktok|youtube)\b/.test(known)) {
    return factReply(
      `Yes, with our Short-form videos add-on: vertical videos for Reels, TikTok and YouTube Shorts, ${tierList(videoTiers)} a month. ${channelsAnswer()}`,
      SOURCES.pricing,
    )
  }
  if (known) {
    const name = checkoutChannels.filter((c) =>
      allKnown.some((k) =>
        c.name
          .toLowerCase()
          .includes(
            k
              .replace('x twitter', 'x (twitter)')
              .replace('google my business', 'google business')
              .replace('google profile', 'google business'),
          ),
      ),
    )
    const personal = /\bpersonal\b/.test(text)
      ? 'LinkedIn Personal Profile'
      : /\bcompany|business page\b/.test(text)
        ? 'LinkedIn Company Page'
        : undefined
    const names = personal && known === 'linkedin' ? personal : list(name.map((c) => c.name))
    return factReply(`Yes, we post to ${names}. ${channelsAnswer()}`, SOURCES.pricing)
  }
  // The FAQ on the home page answers this too.
  if (has(text, 'channel') && !has(text, 'cancel', 'account', 'approve'))
    return factReply(channelsAnswer(), SOURCES.pricing, SOURCES.home)
  return undefined
}

/** 'What does Pro cost before any extras?': the add-ons are left out, not asked about. */
const WITHOUT_ADD_ONS =
  /\b(before|without|excluding|exclude|not including|not counting|minus|ignoring|apart from|except|on its own|bar)( any| the| all)?( optional)? (extra|add-on|addon|add on)/

function addOnTopic(text: string): Reply | undefined {
  if (WITHOUT_ADD_ONS.test(text) && plansNamed(text).length > 0) return undefined
  if (has(text, 'carousel')) return factReply(addOnAnswer('carousel'), SOURCES.pricing)
  if (
    has(text, 'story') &&
    !/\b(your|our|company|founder\w*|founding) story\b/.test(text) &&
    !/\bstory content\b/.test(text)
  )
    return factReply(addOnAnswer('stories'), SOURCES.pricing)
  if (has(text, 'report') && !has(text, 'privacy')) return factReply(addOnAnswer('reports'), SOURCES.pricing)
  if (/\bstat\b|\bhow my post (do|perform)|\bresult\b/.test(text))
    return factReply(addOnAnswer('reports'), SOURCES.pricing)
  if (has(text, 'blog')) return factReply(addOnAnswer('seo-blog'), SOURCES.pricing)
  if (has(text, 'video') && !/\bvideo call/.test(text))
    return factReply(addOnAnswer('videos'), SOURCES.pricing)
  if (
    has(text, 'addOn') &&
    !has(text, 'channel', 'revision', 'approve', 'support', 'hiddenFees') &&
    !/\bextra cost|extra charge|hidden\b|\b(cost|charge|pay)\w* extra\b/.test(text)
  )
    return factReply(faqAnswer('What add-ons'), SOURCES.pricing, SOURCES.home)
  return undefined
}

/** 'What if I'm not happy with one of the designs?': a revision, not the guarantee. */
export const DISLIKES_A_POST =
  /\b(don'?t|do not|not|didn'?t|never|doesn'?t) (like|love|happy with|satisfied with|keen on|sure about|work for (me|us))\b.{0,25}\b(post|design|image|colour|caption|picture|graphic|wording|photo|one)\b/

const guaranteeAnswer = () =>
  `${faqAnswer('Do you offer a money-back')} The checkout and pricing small print state ${CHECKOUT_GUARANTEE_DAYS} days for the plan fee, with add-ons excluded. The guarantee applies once per customer.`

/** 'If we leave and come back, does the guarantee apply again?': it applies once per customer. */
const GUARANTEE_AGAIN =
  /\b(more than once|twice|again|second time|every order|each order|rejoin\w*|re-join\w*|resubscrib\w*|re-subscrib\w*|come back|coming back|returning customer|a new (money-back )?(guarantee|promise)|fresh (guarantee|promise)|reset\w*|restart\w*|start (again|over)|another|second (order|purchase|subscription|plan)|upgrad\w*|downgrad\w*|(change|switch|move)\w* (my |the |our )?(plan|tier|package))\b/

function termsAnswer(text: string, supportEmail: string): Reply | undefined {
  const terms = termsCopy(supportEmail)
  if (has(text, 'refund') && GUARANTEE_AGAIN.test(text))
    return factReply(
      `No, the guarantee applies once per customer, to the first order. ${withoutLeadingYes(guaranteeAnswer())}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (has(text, 'cancel') && (has(text, 'refund') || /\b(fee|charge|penalty|cost|pay)\w*\b/.test(text)))
    return factReply(
      `${faqAnswer('Are there any contracts')} ${section(terms, 'Cancellation')} ${faqAnswer('Are there any hidden fees')} ${guaranteeAnswer()}`,
      SOURCES.home,
      SOURCES.terms,
      SOURCES.pricing,
    )
  if (DISLIKES_A_POST.test(text)) return undefined
  if (
    has(text, 'refund') &&
    (has(text, 'addOn') || /\b(video|reel|story|carousel|report|blog|article)s?\b/.test(text)) &&
    !has(text, 'cancel')
  )
    return factReply(
      `No, add-ons are not covered: the money-back guarantee is for the plan fee, with add-ons excluded. ${withoutLeadingYes(guaranteeAnswer())}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (has(text, 'refund') && !/\bcookie\b/.test(text))
    return factReply(
      // 'How long is the guarantee?' and 'is it 14 or 30 days?' are not answered 'Yes.'
      /^((for|in|so|and|ok) )?(how|what|when|where|which|why|who)\b/.test(text) || /\b\d+ or \d+\b/.test(text)
        ? withoutLeadingYes(guaranteeAnswer())
        : guaranteeAnswer(),
      SOURCES.home,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (
    /\bnotice\b.*\b(price|fee)|\b(price|fee)\b.*\b(change|rise|increase|go up|goe up|went up|hike|warning|notice)|\b(chang|rais|increas|hik|put|push|bump|up)\w* (the |your |our |their )?(price|fee|cost)\w*\b|\b(price|fee) (rise|increase|hike|change)|\bwarning\b.*\b(price|fee|cost)\b/.test(
      text,
    )
  )
    return factReply(section(terms, 'Changes to prices and terms'), SOURCES.terms)
  if (has(text, 'cancel') || /\bnotice period\b|\bgive notice\b/.test(text))
    return factReply(
      `${faqAnswer('How do I cancel')} ${section(terms, 'Cancellation')}`,
      SOURCES.home,
      SOURCES.terms,
    )
  if (has(text, 'contract') || /\b(12|6)[- ]month\b.*\b(contract|sign|commit)/.test(text))
    return factReply(faqAnswer('Are there any contracts'), SOURCES.home, SOURCES.terms)
  if (
    PLAN_CHANGE.test(text) ||
    /\b(upgrade|downgrade|change (my |the |to a )?(plan|subscription)|switch plan|bigger plan|smaller plan)\b/.test(
      text,
    ) ||
    /\bchange to\b.*\bplan\b/.test(text)
  )
    // 'If we move up from Pro to Premium, how many posts do we gain?': the plans named, too.
    return factReply(
      [
        faqAnswer('How do I cancel'),
        `There are no contracts: you can cancel anytime with ${faqAnswer('Are there any contracts').match(/(\d+) days/)?.[0] ?? ''}' notice.`,
        ...plansNamed(text).map(planLine),
      ].join(' '),
      SOURCES.home,
      SOURCES.terms,
      ...(plansNamed(text).length > 0 ? [SOURCES.pricing] : []),
    )
  return undefined
}

/** 'Will you post on my behalf or do I log in each day?': the scheduling we do for them. */
const ON_MY_BEHALF = /\bon (my|our) behalf\b|\b(log|sign) in (each|every) day\b/

/** 'Do you write the words and tags too?': the captions and hashtags. */
const WRITES_THE_WORDS =
  /\bcaption|hashtag|\btags?\b|\b(write|writing|wrote|supply|provide|come up with|do)\b.{0,15}\b(word|words|text|wording|copy|description)\b/

/** 'Is the team there on bank holidays?': whether someone answers, not our seasonal posts. */
const SOMEONE_THERE =
  /\b(are|is) (you|anyone|someone|the team|your team) (on|around|there|in|about|working|open|available)\b/

/** 'How long till I see the first posts to approve?': the first content, not the review rounds after it. */
const FIRST_CONTENT =
  /\b(first|1st|initial|opening|earliest)\b.{0,15}\b(post|content|design|draft|batch)\b.{0,40}\b(approve|review|see|ready|arrive|come|get|receive)\w*|\b(how long|how soon|how quickly|when|till|until)\b.{0,40}\b(first|1st|initial)\b.{0,15}\b(post|content|design|draft|batch)/

/** 'How does the client review content? Do they log in to a portal?': how posts are approved. */
const HOW_APPROVED =
  /\b(review|check|look at|see|approve|sign off)\w*\b.{0,20}\b(the |my |our |their |each |every )?(content|post|design|draft)s?\b.{0,60}\b(portal|log in|login|platform|app|email|whatsapp|how)\b|\bhow (do|does|can|will)\b.{0,30}\b(review|check|approve|sign off)\w*\b.{0,20}\b(content|post|design|draft)s?\b/

/**
 * 'can i keep asking for changes like 5 or 6 times', 'if we want several changes to one design': a
 * post's changes asked for, however often; a change to the plan or account is not a revision.
 */
const ASKS_FOR_CHANGES =
  /\b(ask|asking|asked|request|requesting|want|wanting|need|needing|send|sending|get|getting|suggest|suggesting|propose|proposing|raise|raising)\w*( for| in| back)? (more |a few |some |several |lots of |multiple |many |any |further |extra |small |little )?(change|edit|tweak|amend|correction)\w*\b(?! (to|of|on) (my|our|the) (plan|subscription|account|billing|card|detail|email|channel))|\b(change|edit|tweak|amend)\w*\b.{0,40}\b\d+ (or \d+ )?time/

function serviceAnswer(text: string): Reply | undefined {
  if (FIRST_CONTENT.test(text) && !has(text, 'revision'))
    return factReply(faqAnswer('How quickly can I get started'), SOURCES.home)
  if (HOW_APPROVED.test(text))
    return factReply(
      `${faqAnswer('How does approving')} We never publish anything you have not seen.`,
      SOURCES.home,
    )
  if (
    !SOMEONE_THERE.test(text) &&
    /\b(christmas|easter|seasonal|seasons?|bank holidays?|black friday|valentine'?s?|halloween|mother'?s day|mothering sunday|father'?s day|ramadan|eid|diwali|hanukkah|passover|lunar new year|chinese new year|new year|pancake day|bonfire night|burns night|st patrick'?s?( day)?|pride month|school holidays?|summer|campaigns?|promotions?|launch|events?|special offers?)\b/.test(
      text,
    )
  )
    return factReply(
      `${faqAnswer('How often')} ${aboutValues.find((v) => v.title === 'Local')?.text ?? ''}`,
      SOURCES.home,
      SOURCES.about,
    )
  if (
    /\b(process|steps?|walk me through|what happens (after|next|once|when)|from sign up)\b|\bhow (does|do) (it|this|you|the service) work\b/.test(
      text,
    )
  )
    return factReply(
      `${faqAnswer('How quickly can I get started')} ${faqAnswer('What do you need from me')} ${faqAnswer('How does approving')}`,
      SOURCES.home,
    )
  if (/\bchecked by|\bby a (person|human)|\breal (people|person)|\bhuman|\bmanually|\bby hand\b/.test(text))
    return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  if (
    has(text, 'revision') ||
    REVISION_COUNT.test(text) ||
    ASKS_FOR_CHANGES.test(text) ||
    /\b(ask for|make|request) change|\b(don'?t|do not|not|didn'?t) like (a|the|my|one|this|that) (post|design|image|colour|caption)|\b(don'?t|do not|not|didn'?t|never|doesn'?t) (like|love|happy with|satisfied with|keen on|sure about)\b.{0,25}\b(post|design|image|colour|caption|picture|graphic|wording|photo)|\bmake (it |them )?again\b|\bdo (it |them )?again\b|\bhow (long|quick|quickly|fast|soon)\b.*\b(change|edit|amend|fix|update)|\bfeedback\b|\b(night|day|hour\w*) before\b|\blast minute\b|\bsame day\b/.test(
      text,
    )
  )
    return factReply(
      `${faqAnswer('How many revisions')} ${section(termsCopy(''), 'Revisions')}`,
      SOURCES.home,
      SOURCES.terms,
      SOURCES.pricing,
    )
  if (
    has(text, 'approve') ||
    /\b(see|check|review) (the |my )?(post|content)\w* before|\bsend\w* (content|post)\w* for review|\bpublish\w* without/.test(
      text,
    )
  )
    return factReply(
      `${faqAnswer('How does approving')} We never publish anything you have not seen.`,
      SOURCES.home,
    )
  if (has(text, 'hiddenFees') || /\bextra (cost|charge|fee)|\bcost\w* (i|you) don'?t know/.test(text))
    return factReply(faqAnswer('Are there any hidden fees'), SOURCES.home)
  // 'Do I need to sign up for an account before I pay?': no account first, before how to sign up.
  if (
    has(text, 'account') &&
    /\b(before|first|need|make|create|have)\b/.test(text) &&
    // 'account' alone is a channel word too: a channel must be named besides it.
    !has(text.replace(/\baccount\b/g, ' '), 'channel') &&
    !GIVES_ACCESS.test(text) &&
    !ON_MY_BEHALF.test(text)
  )
    return factReply(faqAnswer('Do I need an account'), SOURCES.home)
  if (has(text, 'signUp') && !/\bnewsletter\b/.test(text))
    return factReply(
      'Sign up by choosing a plan and paying securely; your login details arrive by email straight away. ' +
        faqAnswer('How quickly can I get started').replace(
          /^Straight after payment you receive your login details by email\. /,
          '',
        ),
      SOURCES.home,
      SOURCES.pricing,
    )
  if (/\b(put|send|share|upload|give|drop|store|where)\b.{0,30}\b(photo|picture|image|logo|file)/.test(text))
    return factReply(
      `${faqAnswer('What do you need from me')} ${faqAnswer('How quickly can I get started')}`,
      SOURCES.home,
    )
  if (
    /\baccess\b|\b(password|login|admin)\w* (to|for) (my|our|the) (social|instagram|facebook|linkedin|account|page|profile)/.test(
      text,
    ) ||
    GIVES_ACCESS.test(text)
  )
    return factReply(faqAnswer('What do you need from me'), SOURCES.home)
  if (
    /\bneed from me\b|\bwhat (do|will) you need\b|\bwhat i (must|have to|need to) (give|provide|send)|\bwhat (do|should) i (provide|give|send)/.test(
      text,
    )
  )
    return factReply(faqAnswer('What do you need from me'), SOURCES.home)
  if (
    has(text, 'start') ||
    FIRST_CONTENT.test(text) ||
    /\bfirst post|\blogin\b|\bdrive folder|\b(shared|google|dropbox|upload) folder|\bfolder\b.*\b(ready|available|set up|open|shared)|\bhow (fast|quick|soon|long)\b.*\b(start|begin|post|ready|get)|\bafter (i )?pay/.test(
      text,
    )
  )
    return factReply(faqAnswer('How quickly can I get started'), SOURCES.home)
  if (WRITES_THE_WORDS.test(text))
    return factReply(
      `Yes: every plan includes captions and hashtags written for you. ${faqAnswer('What do I get each month')}`,
      SOURCES.pricing,
      SOURCES.home,
    )
  if (/\bwho (write|design|make|create|do)\w*\b/.test(text))
    return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  if (/\bwhat time|\bwhen do you post|\bbest time|\btime of day|\bgo (online|live|out)\b/.test(text))
    return factReply(faqAnswer('What do I get each month'), SOURCES.home, SOURCES.pricing)
  if (has(text, 'ai')) return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  if (has(text, 'brand') && !/\bown\b/.test(text))
    // Out of its question, the FAQ's 'Yes.' says what it agrees to.
    return factReply(
      faqAnswer('Will the posts match').replace(/^Yes\./, 'Yes, the posts match your brand.'),
      SOURCES.home,
    )
  if (/\bbritish english|american english|spelling|which language|what language\b/.test(text))
    return factReply(aboutValues.find((v) => v.title === 'Local')?.text ?? '', SOURCES.about)
  if (
    ON_MY_BEHALF.test(text) ||
    /\bschedul|\bpublish (them|it|the post)|\bpost (them|it) (for me|myself)|\b(while|when) (i|we) (am|are) (away|on holiday|on leave|closed|off)|\bwhile (i|we)'?(m|re)? away|\bqueue|\b(post|publish|upload)\w* (them |it |the post )?(ourselves|myself|yourselves)|\bpublishing (handled|done|included)|\bwho (publish|post|upload)/.test(
      text,
    )
  )
    return factReply(`${faqAnswer('What do I get each month')}`, SOURCES.home)
  if (/\bwhat do (i|you) (actually )?get\b|\bwhat do you (do|offer)\b|\bwhat is (the )?service\b/.test(text))
    return factReply(faqAnswer('What do I get each month'), SOURCES.home)
  return undefined
}

/**
 * Moving between plans, however it is put: 'swap from Basic to Pro', 'drop down a tier', 'go up a
 * level', 'move onto a bigger package', 'upgrade'.
 */
const PLAN_CHANGE =
  /\b(switch|swap|move|chang|drop|step|bump|jump|scale|trade|upgrad|downgrad)\w* (up |down |back )?(to |from |onto |into |over to )?((a|an|the|my|our|your) )?((another|different|other|bigger|smaller|higher|lower|cheaper|larger|new|next|lower-priced) )?(plan|package|tier|subscription|level|bundle|basic|pro|premium)\b|\b(go|goe|going|went)\w* (up|down|back) (to |from |onto |into )?((a|an|the|my|our|your) )?((another|different|other|bigger|smaller|higher|lower|cheaper|larger|new|next|lower-priced) )?(plan|package|tier|subscription|level|bundle|basic|pro|premium)\b|\b(go|going) (to|onto) (a|an) (bigger|smaller|higher|lower|cheaper|larger|different) (plan|package|tier)\b|\bfrom (the )?(basic|pro|premium)( plan| package| tier)? (up |down |back )?to (the )?(basic|pro|premium)\b|\b(upgrade|downgrade)\b/
const RENEWAL =
  /\bwhen (will|do|does|would|is|are) (i|we|you|it|the payment|my card|the charge)( be| get)? (charge|bill|pay|take|taken|debit)\w*|\b(billing|payment|renewal) date|\bdate (of|for) (the )?(payment|billing)|\brenew|\bone-off|\bone off\b|\brecurring|\bautomatic|\bauto\b|\bremember to pay|\b(every|each) month or\b|\bcharged again|\bdirect debit|\bstanding order|\bupfront|\bup front|\bin advance\b|\bbeforehand|\bbefore or after\b|\bin arrears|\bpay first\b|\bpayment terms|\bcurrency\b/
const LATER =
  /\b(later|afterwards|after (i|we) (buy|sign|pay|start)|after (the |our |my )?(launch|launching|start|starting|checkout|check out|sign up|signing up|first month|go live|going live)|once (we|i) (are|have|'ve|'re) (started|signed up|launched|live|up and running|a customer)|down the line|in (the )?future|part ?way|mid-?way|mid-?month|existing customer|already (a )?customer|add (it |them )?to my plan|once i am a customer)\b|\bafter (the |our |my |an |a )?(initial |first |original )?(order|purchase|payment|subscription)\b|\b(after|once) (i|we) (have |'ve |am |are )?(order|bought|paid|purchas|subscrib|sign|start|join|began|begun)\w*|\b(only|just)\b.{0,15}\b(at|during|in) (the )?checkout\b/

/** 'What if my card payment bounces?': a payment that does not go through. */
const PAYMENT_FAILS =
  /\b(payment|card|direct debit|charge)\w*\b.{0,15}\b(bounc|fail|declin|reject|refus|expir|not go through|doesn'?t go through|does not go through|don'?t go through|won'?t go through|get stopped)\w*|\b(bounc|fail|declin|reject|refus)\w* (payment|card|charge)/

/** 'Do you need my Instagram password?': access to the visitor's accounts, not our security. */
const GIVES_ACCESS =
  /\b(need|want|have|give|share|send|hand over)\w*\b.{0,20}\b(my|our)\b.{0,25}\b(password|login|log in)s?\b/

/** 'I forgot my password': help signing in, which the privacy policy does not give. */
const LOCKED_OUT = /\b(forgot|forgotten|reset|lost|can'?t (log|sign) in|cannot (log|sign) in|locked out)\b/

/** 'How secure is my login?': the privacy policy's security. */
const ACCOUNT_SECURITY =
  /\b(secur|safe|protect|hack)\w*\b.{0,20}\b(login|log in|account|password)|\b(login|account|password)\b.{0,20}\b(secur|safe|protect|hack)\w*/

function billingAnswer(text: string, supportEmail: string): Reply | undefined {
  const terms = termsCopy(supportEmail)
  // 'Any one-off onboarding or set-up charges?': none; the home page compares this with an agency.
  if (SETUP_FEE.test(text) && !has(text, 'cancel', 'refund'))
    return factReply(
      faqAnswer('Are there any hidden fees').replace(
        /^None: there are no hidden fees\./,
        'None: there is no set-up fee and there are no hidden fees.',
      ),
      SOURCES.home,
      SOURCES.pricing,
    )
  if (/\b6 month|\bsix-month|\bhalf a year\b/.test(text) && !has(text, 'cancel', 'refund'))
    return factReply(
      // 'How much is Pro if I pay every six months?': the plan's monthly price too.
      `You choose monthly or six-monthly billing at checkout, at the same price per month. ${plansNamed(text).map(planLine).join(' ')}${plansNamed(text).length > 0 ? ' ' : ''}${section(terms, 'Fees and billing')}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  if (
    /\bpayment (method|option|type)|\bwhich ways? (can|do|could) (i|we) pay\b|\bwhat (do|can) (you|i|we) (accept|take|pay with)\b/.test(
      text,
    ) &&
    !/\b(card|credit|debit|visa|mastercard|amex|monthly|month|year|only)\b/.test(text) &&
    !/\b(paypal|apple pay|google pay|bank transfer|bacs|direct debit|standing order|cash|cheque|crypto\w*|bitcoin|klarna)\b/.test(
      text,
    )
  )
    return factReply(
      'You pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.',
      SOURCES.privacy,
      SOURCES.pricing,
    )
  const method = text.match(
    /\b(paypal|apple pay|google pay|bank transfer|bacs|direct debit|standing order|cash|cheque|crypto\w*|bitcoin|klarna)\b/,
  )?.[1]
  if (method && /\b(pay|payment|accept|take|use)\w*\b/.test(text))
    return factReply(
      `No, we don't take ${method}: you pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.`,
      SOURCES.privacy,
      SOURCES.pricing,
    )
  if (
    /\b(card|credit card|debit card|visa|mastercard|amex)\b/.test(text) &&
    /\b(pay|payment|accept|take|use)\w*\b/.test(text) &&
    !/\b(store|keep|save|see|safe|secure)/.test(text) &&
    !PAYMENT_FAILS.test(text)
  )
    return factReply(
      'Yes: you pay securely by card at checkout. Card payments are handled by our payment provider; we never see or store your card number.',
      SOURCES.privacy,
      SOURCES.pricing,
    )
  if (
    (!has(text, 'cancel', 'refund') && has(text, 'hiddenFees')) ||
    /\b(price|prices|cost|total)\w* (shown )?before\b|\bshown before\b/.test(text)
  )
    return factReply(faqAnswer('Are there any hidden fees'), SOURCES.home, SOURCES.pricing)
  if (
    RENEWAL.test(text) &&
    !has(text, 'cancel', 'revision') &&
    !PLAN_CHANGE.test(text) &&
    !/\bfeedback|\bchange to a post/.test(text)
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms, SOURCES.pricing)
  if (
    (has(text, 'addOn', 'channel') ||
      (/\badd(ing|ed)?\b/.test(text) && has(text, 'video', 'story', 'carousel', 'report', 'blog'))) &&
    LATER.test(text)
  )
    return factReply(
      `You choose add-ons and extra channels at checkout. Later, ask for a change to your plan from Manage My Subscription in your dashboard, and our team will confirm it with you. ${has(text, 'channel') ? faqAnswer('Can I add more channels') : faqAnswer('What add-ons')}`,
      SOURCES.pricing,
      SOURCES.home,
    )
  if (
    PAYMENT_FAILS.test(text) ||
    /\bpayment fail|\bcard (is )?declin|\bcan'?t pay|\bmiss\w* (a )?payment|\b(don'?t|do not|not|stop|forget to) pay\b|\b(late|overdue|unpaid|bounced) (payment|bill|invoice)|\bpay late\b/.test(
      text,
    )
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms)
  if (/\bcard\b/.test(text) && /\b(store|keep|save|see|safe|secure)/.test(text))
    return factReply(section(privacyCopy(supportEmail), 'What we collect'), SOURCES.privacy)
  if (
    ((/\bin advance\b/.test(text) && !/\bfeedback|\bchange|\brevision/.test(text)) ||
      /\b6 month|\bsix-month/.test(text)) &&
    !has(text, 'refund')
  )
    return factReply(section(terms, 'Fees and billing'), SOURCES.terms)
  return undefined
}

function billingPeriodAnswer(text: string): Reply | undefined {
  if (has(text, 'report', 'video', 'story', 'carousel', 'blog', 'channel')) return undefined
  if (/\bbill|\binvoice|\brenew|\bmonthly\b|\bpound|\bsterling|\bgbp\b|\bhow (do|can) i pay\b/.test(text))
    return factReply(
      `You choose monthly or six-monthly billing at checkout (the same price per month), in pounds sterling, and your plan and add-ons renew automatically until you cancel. ${allPlans()}`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  return undefined
}

function jobAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!/\b(hiring|jobs?|careers?|vacanc\w*|apply|roles?|recruit\w*|work for you|remote)\b/.test(text))
    return undefined
  // 'Does a minimum period apply?' is no job question: 'apply' alone asks nothing about jobs.
  if (
    !/\b(hiring|jobs?|careers?|vacanc\w*|roles?|recruit\w*|work for you|position|cv)\b/.test(text) &&
    !/\b(how (do|can) i|where (do|can) i|want to|like to) apply\b|\bapply (for|to (work|join))\b/.test(text)
  )
    return undefined
  if (has(text, 'job')) {
    const role = careers.find((r) => text.includes(r.title.toLowerCase().split(' ')[0] ?? '-'))
    if (role && /\bapply|\bjob|\brole\b/.test(text))
      return factReply(
        `${role.title} (${role.type}, ${role.location}): ${role.description} Apply by email to ${supportEmail} with the subject 'Application for ${role.title}'.`,
        SOURCES.careers,
      )
    return factReply(
      `We're hiring: ${list(careers.map((r) => `${r.title} (${r.type}, ${r.location})`))}. Apply by email to ${supportEmail} with the subject 'Application for' and the role's title.`,
      SOURCES.careers,
    )
  }
  return undefined
}

/** A request under the visitor's data rights: 'a subject access request', 'delete my data'. */
const DATA_REQUEST =
  /\b(subject access|access request|dsar|sar|data (subject )?request|request (for|to see|a copy of) (my|our) (data|information)|copy of (my|our) (data|information)|(delete|erase|correct|remove)\w* (all )?(my|our) (data|information|personal detail))\b/
/** How fast such a request is answered. */
const ANSWERED_WITHIN =
  /\b(respond|reply|replie|answer|turnaround|handle|process|deadline|how long|how fast|how quickly|how soon)\w*\b/

function legalAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    /\b(updated|revised|modified|changed|version|dated)\b/.test(text) &&
    /\b(privacy|policy|policies|terms|cookie|legal)\b/.test(text)
  )
    return factReply(
      `Our privacy policy, terms of service and cookie policy were last updated in ${LEGAL_UPDATED}.`,
      /\bterms\b/.test(text) ? SOURCES.terms : /\bcookie/.test(text) ? SOURCES.cookies : SOURCES.privacy,
    )
  if (
    /\bresponsib|\bbann?(ed|s)?\b|\bsuspend|\bblock\w* (my|our) account|\bplatform'?s? rules|\bshut down (my|our)/.test(
      text,
    )
  ) {
    const terms = termsCopy(supportEmail)
    return factReply(
      `${section(terms, 'Your content and accounts')} ${section(terms, 'Our liability')}`,
      SOURCES.terms,
    )
  }
  if (
    (has(text, 'privacy') && !GIVES_ACCESS.test(text) && !LOCKED_OUT.test(text)) ||
    DATA_REQUEST.test(text) ||
    (ACCOUNT_SECURITY.test(text) && !LOCKED_OUT.test(text)) ||
    /\bdata\b/.test(text) ||
    /\bcomplain\b/.test(text) ||
    /\bretain|\bretention|\brecords?\b|\b(keep|hold|store)\w* (on to |onto )?(my|our|your|the|any) (detail|information|info|record|file)/.test(
      text,
    )
  ) {
    const privacy = privacyCopy(supportEmail)
    // 'How long do you take to answer a subject access request?': the rights' one month, not retention.
    if (DATA_REQUEST.test(text) || (/\brequest/.test(text) && ANSWERED_WITHIN.test(text)))
      return factReply(section(privacy, 'Your rights'), SOURCES.privacy)
    if (/\bhow long\b|\bkeep\b|\bhold|\bretain|\bretention/.test(text))
      return factReply(section(privacy, 'How long we keep it'), SOURCES.privacy)
    if (/\bsecur|\bsafe|\bencrypt|\bpassword|\bhack|\bbreach|\bstaff|\bemployee/.test(text))
      return factReply(
        `${section(privacy, 'Security')} Your password is stored only as a secure hash.`,
        SOURCES.privacy,
      )
    if (
      /\b(sell|share|give|disclose)\w*\b|\bpass (it |them |data )?(on|to)\b|\bthird part|\bwho (can see|has access|gets|sees)/.test(
        text,
      )
    )
      return factReply(section(privacy, 'Who we share it with'), SOURCES.privacy)
    if (/\bdelete|\bremove|\bright|\brequest|\bcomplain|\bcorrect/.test(text))
      return factReply(section(privacy, 'Your rights'), SOURCES.privacy)
    return factReply(`${privacy.intro.join(' ')} ${section(privacy, 'What we collect')}`, SOURCES.privacy)
  }
  if (has(text, 'cookie')) {
    const rows = cookieTypes
      .map((row) => `${row.type} cookies: ${row.purpose} They last: ${row.duration}.`)
      .join(' ')
    const choices = /\b(turn off|disable|block|refuse|opt out|consent|choice|reject)/.test(text)
      ? 'Strictly necessary cookies are always on; we set analytics, functionality and advertising cookies only with your consent, and you can change your mind at any time. '
      : ''
    return factReply(`${choices}${rows}`, SOURCES.cookies)
  }
  const terms = termsCopy(supportEmail)
  if (/\b(law|jurisdiction|court|governing|govern)\b/.test(text))
    return factReply(section(terms, 'Governing law'), SOURCES.terms)
  if (/\bliab/.test(text)) return factReply(section(terms, 'Our liability'), SOURCES.terms)
  if (/\bresell|\breseller|white.?label|\bmy client|\bour client/.test(text))
    return factReply(section(terms, 'Resellers'), SOURCES.terms)
  if (/\bown\w*\b.*\b(photo|logo|content|image)|\bcopyright|\bpermission\b/.test(text))
    return factReply(section(terms, 'Your content and accounts'), SOURCES.terms)
  if (/\bterm(s)? (of service|and condition)|\bt ?and ?c\b/.test(text))
    return factReply(`${terms.description} Read them in full on our terms of service page.`, SOURCES.terms)
  return undefined
}

function companyAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    /\bany good\b|\bgood are you\b|\btrust (you|your)|\breliable\b|\blegit\w*\b|\bscam\b|\bgenuine\b|\breal company\b/.test(
      text,
    )
  )
    return factReply(`${list(trustBadges.map((b) => `${b.value} ${b.label}`))}.`, SOURCES.home)
  if (
    /\b(google )?rating\b|\brated\b|\bscore\b|\bhow many star/.test(text) &&
    !/\breview\b.*\bfrom\b/.test(text)
  )
    return factReply(`${list(trustBadges.map((b) => `${b.value} ${b.label}`))}.`, SOURCES.home)
  const about = reviewsAbout(text)
  if (/\bcontent review\b/.test(text)) return undefined
  if (
    has(text, 'reviews') ||
    /\b(happy|satisfied) (client|customer)|\bclients? (are )?happy\b|\breview\b$/.test(text) ||
    (about.length > 0 &&
      /\b(customer|client|use|using|used|work with|worked with|work for|worked for|say|said|think|thought|happy|experience|on your book)\w*\b/.test(
        text,
      ))
  ) {
    const chosen = about
    const shown = (chosen.length > 0 ? chosen : reviews.slice(0, 3))
      .map((r) => `${r.name} (${r.business}, ${r.rating} stars): ${r.text}`)
      .join('\n')
    return factReply(shown, SOURCES.home)
  }
  if (
    has(text, 'examples') ||
    /\bdesigned for\b|\bwho do you work with\b|\bdo you work with\b|\b(experience|work) (with|in) (my|our|the) (industry|sector|kind of business)/.test(
      text,
    )
  )
    return factReply(`Sample designs on our work page cover ${list([...designCategories])}.`, SOURCES.ourWork)
  if (
    /\b(weekends?|saturdays?|sundays?|evenings?|nights?|out of hours|opening hours|office hours|what hours|bank holidays?)\b/.test(
      text,
    ) &&
    (/\b(support|answer|reply|respond|open|available|contact|help|work)\w*\b/.test(text) ||
      SOMEONE_THERE.test(text))
  ) {
    const roundTheClock = plans.filter((plan) => plan.features.some((f) => f.includes('24/7')))
    return factReply(
      `${faqAnswer('How do I get support')} ${roundTheClock.map((plan) => `${plan.title} includes ${plan.features.find((f) => f.includes('24/7'))}.`).join(' ')}`,
      SOURCES.home,
      SOURCES.pricing,
    )
  }
  if (
    /\b(cheaper|better|different) than\b|\bcompared? (to|with)\b|\bover (a|an|other|another) (agency|freelancer|company)|\bwhy (should|would) (i|we) (choose|pick|use|go with)|\bwhat makes? you (different|special|better)|\b(instead of|rather than) (a|an|another|other) (agency|freelancer|agencies)/.test(
      text,
    )
  )
    return factReply(
      `${aboutSections[0]?.blocks.find((block) => block.includes('UK team')) ?? aboutLead} ${allPlans()} ${faqAnswer('Do you offer a money-back')}`,
      SOURCES.about,
      SOURCES.pricing,
    )
  if (has(text, 'contact') || /\bhow (do|can) i (reach|contact|email)|\bwrite email\b/.test(text))
    return factReply(
      `Email our UK team at ${supportEmail}; we reply to every message within ${SUPPORT_REPLY_WITHIN_HOURS} hours. You can also book a free video call from the calendar on our home page.`,
      SOURCES.contact,
    )
  if (
    has(text, 'support') ||
    /\bhow (fast|quick|quickly|soon|long)\b.{0,30}\b(answer|reply|replie|respond|get back|hear back|come back)|\bresponse time|\bwhen (will|would|do) (i|we) hear back/.test(
      text,
    ) ||
    /\bsend (a |you a )?message|\bmessage (to )?(you|us|the team)\b/.test(text)
  )
    return factReply(
      `${faqAnswer('How do I get support')} Email us at ${supportEmail}.`,
      SOURCES.home,
      SOURCES.contact,
    )
  if (
    /\b(based|located|where are you|which (country|city|town|part of the (country|uk|world))|where is (your|the) (team|company))\b/.test(
      text,
    ) ||
    /\b(team|designer|copywriter|writer|staff|people|employee|you|work|post)\w*\b.*\b(abroad|offshore|overseas|outsourc\w*|this country|(in|from) (the uk|britain|england)|uk-based|uk based|british|english people|local people)\b/.test(
      text,
    )
  )
    // The home page says 'Our UK team' too.
    return factReply(
      aboutSections[0]?.blocks.find((block) => block.includes('UK team')) ?? aboutLead,
      SOURCES.about,
      SOURCES.home,
      SOURCES.contact,
    )
  if (has(text, 'about')) {
    if (/\bmission\b/.test(text)) return factReply(section(aboutCopy, 'Our mission'), SOURCES.about)
    if (/\bvalue\b/.test(text))
      return factReply(aboutValues.map((v) => `${v.title}: ${v.text}`).join(' '), SOURCES.about)
    return factReply(aboutSections[0]?.blocks.join(' ') ?? '', SOURCES.about)
  }
  return undefined
}

/** 'When do I pick which network is included?': channels are chosen at checkout, before paying. */
const CHOOSES_CHANNEL =
  /\b(choose|chose|select|pick|decide|nominate|tell you|say)\w*\b.{0,30}\b(channel|network|platform)s?\b|\b(channel|network|platform)s?\b.{0,30}\b(chosen|selected|picked|decided)\b/

function channelChoiceAnswer(text: string): Reply | undefined {
  if (!CHOOSES_CHANNEL.test(text) || !/\b(when|what point|what stage|before|after|how|where)\b/.test(text))
    return undefined
  return factReply(
    `You choose your channels during checkout, before you pay. Every plan includes one channel free; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. We post to ${channelNames}.`,
    SOURCES.pricing,
  )
}

/** 'Pro plus the stories add-on, what's the total?': a plan and extras added together. */
const SUM_WORDS =
  /\b(plus|on top|total|totals|combined|altogether|together|in all|add(ed)? up|all in|all-in|with|and|add|adding|added)\b/
const PRICE_ASKED =
  /\b(figure|total|combined|altogether|bill|paying|what is that|what is it|come to|comes to|work out|what (do|would|will|does) (i|we|it|that) (pay|cost|be))\b/

/**
 * A plan with extra channels or add-ons, priced together: the plan's price and each extra's price, as
 * the site states them. The chatbot states no computed total (decision 0046): a sum is a figure no page
 * holds, and the no-invention guard rightly refuses figures no page holds.
 */
export function combinationAnswer(text: string): Reply | undefined {
  const named = plansNamed(text)
  // 'What's Pro with 20 stories?' asks what the two come to.
  const whatIsWith = /^(so )?(what is|what about|how about) .{0,30}\b(with|plus)\b/.test(text)
  if (
    named.length !== 1 ||
    !SUM_WORDS.test(text) ||
    !(has(text, 'price') || PRICE_ASKED.test(text) || whatIsWith)
  )
    return undefined
  const extras: string[] = []
  // 'Basic with Instagram and Facebook': two networks named are one more than the plan includes.
  const networksNamed = new Set([...text.matchAll(new RegExp(KNOWN_CHANNEL, 'g'))].map((m) => m[1]))
  const extraChannel =
    networksNamed.size >= 2 ||
    (has(text, 'channel') &&
      /\b(extra|additional|more|another|second|\d+|one|2|3|4|5|6)\b|\badd (a|an|another|more|extra|second)\b/.test(
        text,
      ))
  if (extraChannel)
    extras.push(
      `Every plan includes one channel; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month.`,
    )
  const addOnsAsked: [Concept, (typeof addOns)[number]['id']][] = [
    ['video', 'videos'],
    ['story', 'stories'],
    ['carousel', 'carousel'],
    ['report', 'reports'],
    ['blog', 'seo-blog'],
  ]
  for (const [concept, id] of addOnsAsked) if (has(text, concept)) extras.push(addOnAnswer(id))
  if (extras.length === 0) return undefined
  const [plan] = named
  if (!plan) return undefined
  return factReply(
    `${planLine(plan)} ${extras.join(' ')} Extra channels and add-ons are charged each month on top of the plan's price.`,
    SOURCES.pricing,
  )
}

/** The catalogue's answer to a normalised question, or undefined when it is not about the catalogue. */
export function catalogueAnswer(text: string, supportEmail: string): Reply | undefined {
  return (
    combinationAnswer(text) ??
    channelChoiceAnswer(text) ??
    planFeatureAnswer(text) ??
    jobAnswer(text, supportEmail) ??
    legalAnswer(text, supportEmail) ??
    siteFactAnswer(text, supportEmail) ??
    billingAnswer(text, supportEmail) ??
    termsAnswer(text, supportEmail) ??
    channelAnswer(text) ??
    addOnTopic(text) ??
    planAnswer(text) ??
    serviceAnswer(text) ??
    billingPeriodAnswer(text) ??
    companyAnswer(text, supportEmail)
  )
}
