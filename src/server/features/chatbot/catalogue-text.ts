/**
 * What the catalogue answers share: the plans a question names, the catalogue's prices and FAQ answers in
 * the words the answers use, and the patterns more than one topic reads.
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
import { RESET_LINK_LIFETIME } from '#shared/catalogue/business-rules.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE, marketingChannels } from '#shared/catalogue/channels.ts'
import { faq } from '#shared/catalogue/faq.ts'
import { type Plan, plans } from '#shared/catalogue/plans.ts'
import { type Concept, mentions } from '#shared/chatbot/synonyms.ts'
import { REVIEW_EMAIL_SUBJECT } from '#shared/content/content-messages.ts'
import {
  CHANGE_CUTOFF_HOURS,
  NO_ANSWER_HOURS,
  noAnswerRuleDescriptions,
  REVIEW_LINK_VALID_DAYS,
} from '#shared/content/content-rules.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { UPDATE_CARD } from '#shared/schemas/billing.ts'

export const list = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

export const tierList = (tiers: readonly { quantity: number; pricePence: number }[]) =>
  list(tiers.map((tier) => `${tier.quantity} for ${price(tier.pricePence)}`))

export function faqAnswer(start: string): string {
  const answer = faq.find((item) => item.question.startsWith(start))?.answer ?? ''
  // The FAQ answers 'Are there any hidden fees?' with 'None.': out of its question, say what there is none of.
  return start.startsWith('Are there any hidden fees')
    ? answer.replace(/^None\./, 'None: there are no hidden fees.')
    : answer
}

export function section(
  copy: { sections: readonly { heading: string; blocks: readonly (string | readonly string[])[] }[] },
  heading: string,
): string {
  const found = copy.sections.find((s) => s.heading === heading)
  return found ? found.blocks.flat().join(' ') : ''
}

/** A passage with the sentences that answer the question first, the rest after in their order. */
export function leadWith(passage: string, lead: RegExp): string {
  const sentences = passage.split(/(?<=\.)\s+/)
  return [...sentences.filter((s) => lead.test(s)), ...sentences.filter((s) => !lead.test(s))].join(' ')
}

/** 'I can change the post how many times I want?': revisions, not how often we post. */
export const REVISION_COUNT =
  /\b(change|edit|amend|tweak|redo|revis)\w*\b.{0,30}\bhow many time|\bhow many time\b.{0,30}\b(change|edit|amend|tweak|redo|revis)\w*/

/** Being a customer: 'once I'm a client', 'as a subscriber', 'after buying', 'existing customers'. */
const AS_A_CUSTOMER =
  "\\b((when|once|after|if|as|now that) (i|we|i am|we are|i'm|we're) (am |are |become |a |an |have |get |got |on |paying |paid |signed )*(customer|client|signed up|sign up|subscriber|subscribe|buy|join|member|account|plan|pay|paid|you monthly)\\w*|(once|after|when) (subscribed|signed up|registered|paid)|(as|for) (a |an )?(existing |current |paying )?(customer|client|subscriber|member)s?|after (buying|paying|purchasing|signing up|joining|subscribing)|(existing|current|paying) (customer|client|subscriber)s?|how (do|can|would|should|will) (customer|client|subscriber)s?)\\b"
/** Reaching the team: 'talk to you', 'get hold of you', 'send my questions', 'get help'. */
const REACH_THE_TEAM =
  '\\b(talk|speak|chat|contact|reach|get in touch|get hold|message|e-?mail (you|u|the team|your team|support)(?! (my|our|the|a|an|some|any|photo|logo|picture|image|file)s?\\b)|(just|only) e-?mail|e-?mail only|communicate|ask (you|u|the team|your team|a question|question|something)|send (my |our )?(question|message|query|querie)|get (help|support))\\w*\\b'
/**
 * 'When I am customer, how I can talk with your team? Only by email?', 'once im a customer whats the
 * best way to get hold of you?': how a customer reaches the team (the FAQ's support answer: email, video
 * call and the dashboard), not a wish to talk to a person now.
 */
export const CUSTOMER_CONTACT = new RegExp(
  [
    `${AS_A_CUSTOMER}.{0,40}${REACH_THE_TEAM}`,
    `${REACH_THE_TEAM}.{0,40}${AS_A_CUSTOMER}`,
    '\\bonly (by|via|through|over) (email|e-mail|mail|phone)\\b',
    '\\b(e-?mail|phone)\\b.{0,15}\\bonly way\\b|\\bonly way\\b.{0,30}\\b(contact|reach|talk|get hold|get in touch)',
  ].join('|'),
)

/**
 * 'What response time do you commit to?', 'how fast do you get back to emails?': how soon the team
 * replies (a promise of a time, not a contract).
 */
export const REPLY_TIME = new RegExp(
  [
    String.raw`\bhow (fast|quick|quickly|soon|long)\b.{0,30}\b(answer|reply|replie|respond|get back|hear back|come back)|\b(response|reply|answer|turnaround) (time|speed|window)|\b(reply|response|answer)\w* (promise|time|guarantee|pledge|target)|\b\d+[- ]hours? (reply|response|answer)|\bwhen (will|would|do) (i|we) hear back|\b(commit|promise|guarantee|pledge)\w* to (reply|respond|answer|get back)\w*|\bturnaround (on|for) (support|email|enquir|message|question|querie|query)\w*|\bturnaround\b.{0,15}\b(if|when|after|once) (i|we) (email|message|write|contact|ask|get in touch)\w*|\bsla\b|\b(hear back|hear from (you|the team|someone)|get a reply|get an answer|get a response)\b.{0,20}\b(same day|today|within|in (an?|one|\d+)|straight away|immediately)|\b(guarantee|promise|commit|pledge|assure)\w*\b.{0,25}\b(reply|replie|response|answer|get back|respond)\w*\b.{0,30}\bwithin\b|\b(reply|replie|respond|answer|get back)\w*\b.{0,25}\b(within|in|under) (a few|a couple of|an?|one|1|\d+|half an|the) ?(hours?|hrs?|minutes?|mins?|day)\b`,
    // 'How much time you take for answer a support message?', 'in how many time the support answer me?'
    String.raw`\b(how much|how many|in how (much|many)) (time|hours?|hrs?|days?)\b.{0,40}\b(answer|reply|replie|respond|get back|hear back|come back)`,
    // 'average time to get a reply', 'the normal wait for an answer from support'
    String.raw`\b(average|usual|normal|typical|expected|standard)\b.{0,15}\b(wait|waiting|time|delay)\b.{0,30}\b(answer|reply|replie|respond|response|get back|hear back)`,
    String.raw`\btime ?frame\b.{0,30}\b(answer|reply|replie|respond)\w*|\b(answer|reply|replie|respond)\w*\b.{0,30}\btime ?frame\b`,
    // 'when do you normally respond to a message I send?', 'when can I expect an answer?'
    String.raw`\bwhen (do|will|would|can|could|should) (you|u|the team|your team|support|someone|somebody) (normally |usually |typically |generally )?(answer|reply|respond|get back)\w*\b.{0,20}\b(a|my|our|the) (message|email|e-mail|question|ticket|request|enquir\w*)\b(?!.{0,30}\b(page|instagram|facebook|follower|customer|comment|dm|inbox)s?\b)`,
    String.raw`\bwhen (can|will|would|should|do) (i|we) (expect|get|have|receive) (an? |your |the )?(answer|reply|response)\b`,
    // 'do you answer support messages fast?'
    String.raw`\b(answer|reply|replie|respond)\w*\b.{0,20}\bsupport (message|email|e-mail|request|ticket|question|enquir\w*)s?\b.{0,20}\b(fast|quick|quickly|promptly|soon|normally|usually)\b`,
  ].join('|'),
)

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
  // 'what do I get for 79 quid?', 'is the £149 one worth it': a plan named by its own price, asked about.
  const byPrice = plans.filter((plan) =>
    new RegExp(
      `\\b(get|for|at|with|the|on|pay|paying|spend|spending|cost|costs|is|about)( only| just)? (${price(plan.pricePence)}|${plan.pricePence / 100} pound)\\b(?! (and|or|to|vs|versus)\\b)`,
    ).test(text),
  )
  if (byPrice.length === 1) return byPrice
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
    /\b(middle|mid(?![- ]?(way|month|week|year|point|term|contract|cycle))|most popular|popular|most (people|customer|client|business|user)s?|everyone (choose|pick|go)\w*)\b/.test(
      text,
    )
  )
    for (const plan of plans.filter((p) => p.popular)) described.add(plan)
  if (/\b(most expensive|biggest|largest|(?<!on )top(?! up)|highest|most post|premium one)\b/.test(text))
    for (const plan of sorted.slice(-1)) described.add(plan)
  return plans.filter((plan) => described.has(plan))
}

export const planLine = (plan: Plan) =>
  `The ${plan.title} plan costs ${price(plan.pricePence)} a month for ${plan.postsPerMonth} posts a month${plan.popular ? ' (our most popular plan)' : ''}.`

export const planDetail = (plan: Plan) =>
  `${planLine(plan)} Best for: ${plan.bestFor}. It includes: ${plan.features.join(', ')}.`

export const allPlans = () =>
  `${list(plans.map((p) => `${p.title} is ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`))}. ` +
  'You pay monthly or six-monthly (the same price per month), in pounds sterling; there are no contracts and no hidden fees.'

/** The plans' own line for the channel each includes: '1 social media channel included'. */
const channelLine =
  plans[0]?.features.find(
    (feature) =>
      /channel/i.test(feature) &&
      plans.every((plan) => (plan.features as readonly string[]).includes(feature)),
  ) ?? 'one channel included'

/**
 * 'one channel is included free with every plan ('1 social media channel included' on each plan); each
 * additional channel is £15 a month': the pricing page's words and the plans' own line.
 */
export const channelIncluded = `one channel is included free with every plan ('${channelLine}' on each plan); each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month`

/** The channel included, as a sentence of its own. */
export const channelIncludedSentence = `${channelIncluded.charAt(0).toUpperCase()}${channelIncluded.slice(1)}.`

export const channelNames = list(checkoutChannels.map((channel) => channel.name))

const videoOnly = marketingChannels.slice(checkoutChannels.length).map((channel) => channel.name)

/** The FAQ's own words for the networks we only make videos for: 'with our video add-on'. */
export const videoOnlySentence = `With our video add-on (Short-form videos) we also create content for ${list(videoOnly)}.`

export const channelsAnswer = () =>
  `We post to ${channelNames}. ${channelIncludedSentence} ${videoOnlySentence}`

export function addOnAnswer(id: (typeof addOns)[number]['id']): string {
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

/**
 * 'Guarantee a reply within an hour', 'for a revision to be guaranteed': the word belongs to the fact
 * beside it (how soon we reply, when a change is made), not to the money-back guarantee, unless the
 * question also speaks of money back.
 */
const GUARANTEE_OF_ANOTHER_FACT =
  /\bguarantee\w*\b.{0,30}\b(revision|edit|amend|correction|reply|replie|response|answer|respond|get back|hear back|hear from|turnaround|turn round|deadline)\w*|\b(revision|edit|amend|correction|reply|replie|response|answer|turnaround|deadline|hear back|hear from)\w*\b.{0,30}\bguarantee/

function guaranteeOfAnotherFact(text: string): boolean {
  return GUARANTEE_OF_ANOTHER_FACT.test(text) && !mentions(text.replace(/\bguarantee\w*/g, ' '), 'refund')
}

/**
 * 'Can I cancel a single post?', 'stop one post going out': one post not published, which approving
 * decides, not the subscription (unless the question names the plan or subscription too).
 */
export const CANCEL_A_POST =
  /\b(cancel|stop|pull|scrap|bin|drop|delete|remove|withdraw|unschedule)\w* (a |one |the |this |that |my |an |our )?(single |one |particular |specific |scheduled |upcoming |planned )?(post|design|story|video|reel|caption)s?\b(?! (plan|subscription|package|add-on))/

const cancelsAPost = (text: string) =>
  CANCEL_A_POST.test(text) && !/\b(plan|subscription|account|contract|package|membership)\b/.test(text)

/** A concept's word used for another fact: 'guarantee a reply' is no refund, 'cancel a post' no cancelling. */
const USED_FOR_ANOTHER_FACT: Partial<Record<Concept, (text: string) => boolean>> = {
  refund: guaranteeOfAnotherFact,
  cancel: cancelsAPost,
}

export const has = (text: string, ...concepts: Concept[]) =>
  concepts.some((concept) => mentions(text, concept) && !USED_FOR_ANOTHER_FACT[concept]?.(text))

export const KNOWN_CHANNEL =
  /\b(facebook|instagram|x twitter|linkedin|google business|google my business|google profile|threads|tiktok|youtube short|youtube)\b/

/** 'Is the team there on bank holidays?': whether someone answers, not our seasonal posts. */
export const SOMEONE_THERE =
  /\b(are|is) (you|anyone|someone|the team|your team) (on|around|there|in|about|working|open|available)\b/

const DAY_OFF =
  "(weekends?|saturdays?|sundays?|evenings?|nights?|bank holidays?|christmas( day| eve)?|boxing day|new year'?s?( day| eve)?|easter( weekend| monday| sunday)?)"
/** A time outside office hours: 'at 11pm', 'on a Sunday', 'over Easter', 'at midnight', 'after hours'. */
const OUT_OF_HOURS = `\\b((at|on|over|during|in|through|throughout|after|around|by)( a| an| the| any)? ${DAY_OFF}|\\d{1,2} ?(am|pm)|\\d{1,2} o ?clock|midnight|overnight|out of hours|after hours|late at night|early (in the )?morning)\\b`
const ASKING_HELP =
  '\\b((help|support|contact|message|reach|answer|reply|respond|talk|speak|chat|get hold|call|ring)\\w*|(e-?mail|write to|phone) (you|your team|the team|support)|get in touch|(any ?one|any ?body|some ?one|some ?body) (there|around|about|on hand|available))\\b'
/**
 * Help asked for at a time outside office hours: 'can I message you at 11pm on a Sunday and get help
 * then?', 'is your team around at 7am': a question about support hours, not a plan or seasonal posts.
 */
export const SUPPORT_AT_A_TIME = new RegExp(
  `${ASKING_HELP}.{0,60}${OUT_OF_HOURS}|${OUT_OF_HOURS}.{0,60}${ASKING_HELP}|${SOMEONE_THERE.source}.{0,40}${OUT_OF_HOURS}`,
)

/** Hours of work named: 'office hours', 'business hrs', '9 to 5', 'out-of-hours', 'all the time'. */
const HOURS_OF_WORK =
  '\\b((office|business|working|opening|normal|usual|uk) (hours?|hrs?)|9 ?(am )?(to|-|till|til|until) ?5( ?pm)?|nine to five|out[- ]of[- ]hours|after[- ]hours|all the time|working week|week ?days?|monday to friday|mon[- ]fri)\\b'
const ABOUT_SUPPORT =
  '\\b(support|help|answer|reply|replie|respond|contact|message|reach|cover|available|availability)\\w*\\b'
/**
 * Support asked by the hours it keeps: 'is support only in office hours?', 'do you answer outside
 * business hrs', 'any plan with out-of-hours cover'. Office hours here are a time, not a place to visit.
 */
export const SUPPORT_HOURS = new RegExp(
  `${ABOUT_SUPPORT}.{0,60}${HOURS_OF_WORK}|${HOURS_OF_WORK}.{0,60}${ABOUT_SUPPORT}`,
)

/**
 * Moving between plans, however it is put: 'swap from Basic to Pro', 'drop down a tier', 'go up a
 * level', 'move onto a bigger package', 'upgrade'.
 */
export const PLAN_CHANGE =
  /\b(switch|swap|move|chang|drop|step|bump|jump|scale|trade|upgrad|downgrad)\w* (up |down |back )?(to |from |onto |into |over to )?((a|an|the|my|our|your) )?((another|different|other|bigger|smaller|higher|lower|cheaper|larger|new|next|lower-priced) )?(plan|package|tier|subscription|level|bundle|basic|pro|premium)\b|\b(go|goe|going|went)\w* (up|down|back) (to |from |onto |into )?((a|an|the|my|our|your) )?((another|different|other|bigger|smaller|higher|lower|cheaper|larger|new|next|lower-priced) )?(plan|package|tier|subscription|level|bundle|basic|pro|premium)\b|\b(go|going) (to|onto) (a|an) (bigger|smaller|higher|lower|cheaper|larger|different) (plan|package|tier)\b|\bfrom (the )?(basic|pro|premium)( plan| package| tier)? (up |down |back )?to (the )?(basic|pro|premium)\b|\b(upgrade|downgrade)\b|\bchange of (plan|subscription|package|tier)\b/

/** 'Do you need my Instagram password?': access to the visitor's accounts, not our security. */
export const GIVES_ACCESS =
  /\b(need|want|have|give|share|send|hand over)\w*\b.{0,20}\b(my|our)\b.{0,25}\b(password|login|log in)s?\b/

/** 'I forgot my password': help signing in, which the privacy policy does not give. */
export const LOCKED_OUT =
  /\b(forgot|forgotten|reset|lost|can'?t (log|sign) in|cannot (log|sign) in|locked out)\b/

/** 'How secure is my login?': the privacy policy's security. */
export const ACCOUNT_SECURITY =
  /\b(secur|safe|protect|hack)\w*\b.{0,20}\b(login|log in|account|password)|\b(login|account|password)\b.{0,20}\b(secur|safe|protect|hack)\w*/

/** What happens to a post not answered in time, as the review e-mail and review page say it. */
export const NOT_ANSWERED_IN_TIME_TEXT =
  `${noAnswerRuleDescriptions.hold} If you would rather they went out, our team can set your account so that ` +
  `posts you have not answered ${NO_ANSWER_HOURS} hours before publishing are approved automatically. Changes ` +
  `asked for at least ${CHANGE_CUTOFF_HOURS} hours before a post's time are made in time for it.`

/** How long the review e-mail's link works, and what to do after. */
export const REVIEW_LINK_TEXT =
  `When posts are ready, we email you '${REVIEW_EMAIL_SUBJECT}' with a link that opens them without ` +
  `signing in. The link works for ${REVIEW_LINK_VALID_DAYS} days; after that, sign in to your dashboard to ` +
  'review your posts.'

/** The reset link's lifetime, as the reset e-mail and the sign-in page's reset view say it. */
const RESET_LINK_EXPIRES = `A password reset link works once and expires after ${RESET_LINK_LIFETIME}.`

/** How long a password reset link works, and what to do once it has expired. */
export const RESET_LINK_TEXT = `${RESET_LINK_EXPIRES} If it has expired, choose 'Forgot password?' on the sign-in page and enter your e-mail address to get a new one.`

/** The sign-in page's 'Forgot password?' steps, after their verb. */
const FORGOT_PASSWORD_STEPS =
  "'Forgot password?' on the sign-in page and enter your e-mail address: if an account exists for it, " +
  `we send you a link to reset your password. ${RESET_LINK_EXPIRES}`

/** What to do after forgetting a password, as the sign-in page's 'Forgot password?' view says it. */
export const FORGOT_PASSWORD_TEXT = `Choose ${FORGOT_PASSWORD_STEPS}`

/** Changing a known password, as the customer's Settings page shows it. */
export const CHANGE_PASSWORD_TEXT =
  'Sign in, open Settings in your dashboard and use Change Password: enter your current password, then the new one twice. ' +
  `If you have forgotten it, choose ${FORGOT_PASSWORD_STEPS}`

/** Where a customer finds invoices, as the dashboard's billing and its 'Invoices and payments' page show them. */
export const INVOICES_TEXT =
  'Every payment is listed under Invoices and payments in your dashboard, with its period, amount and status, ' +
  'and an invoice to download as a PDF.'

/** The dashboard's billing line ('Next payment: £… on …'). */
export const NEXT_PAYMENT_TEXT = 'Your dashboard shows your next payment, its amount and its date.'

/** What follows a failed payment, as the billing e-mails and the dashboard's banner say it. */
export const FAILED_PAYMENT_TEXT =
  `When a payment does not go through, we email you and your dashboard asks you to update your card ('${UPDATE_CARD}'). ` +
  'Your plan carries on while we try again; if the last try fails, your plan ends.'
