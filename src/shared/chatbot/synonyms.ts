/**
 * The words visitors use for one idea, read over normalised text (normalise.ts: singular, British,
 * typos fixed). Built from the shared catalogue (plan, channel and add-on names) and the FAQ's topics.
 * The chatbot's slot layer asks `mentions(text, concept)`; the search expands a word into its concept.
 */
import { addOns } from '../catalogue/add-ons.ts'
import { marketingChannels } from '../catalogue/channels.ts'
import { plans } from '../catalogue/plans.ts'

const words = (list: string) => list.split('|')

export const CONCEPTS = {
  price: words(
    'price|pricing|cost|how much|fee|charge|expensive|cheap|cheapest|afford|rate|budget|quote|£|pound|money for|run per month|what do i pay|set me back|come to|tariff|outlay|ballpark|rate card|what would i pay|what will i pay|how much would|how much will',
  ),
  cancel: words(
    'exit fee|early termination|want out|wants out|wanted out|way out|cancel|cancelling|cancelled|canceled|cancellation|stop|quit|leave(?! (a |an |some |any |our |my |your |the )?(comment|feedback|note|review|message|email|detail|number|reply|reaction|tip|rating|instruction))|end my|terminate|unsubscribe|get out|opt out|walk away|pull out|close my account|close account|close the account|close our account|closing my account|discontinue|no longer want|finish my|end the|end our|get out of',
  ),
  contract: words(
    'contract|contractual|commit to|committing to|locked in|lock in|locking in|lock us in|lock me in|tied in|tie in|tied into|commitment|minimum term|fixed term|binding|minimum period|minimum commitment|stuck with|locked|how long do i have to stay|service agreement|service level agreement|month agreement|year agreement|annual agreement|fixed-term agreement',
  ),
  refund: words(
    "refund|refundable|refunded|money back|money-back|back my money|guarantee|guaranteed|not happy|not satisfied|satisfied|dont like it|don't like it|hate it|hate the|not for me|unhappy|disappointed|change my mind|changed my mind|not work out|does not work out|regret|dissatisfied|risk-free|risk free|no risk|not good enough|not what i expected",
  ),
  post: words('post|content|design|graphic|creative|image|picture'),
  /** The words of a post: every plan's captions and hashtags, which visitors also call its copy. */
  caption: words(
    `caption|hashtag|post text|${['copy', 'copywriting', 'copywriter'].map((word) => `(?<!(email|e-mail|website|web|ad|advert|advertising|brochure|menu|product|sales|landing page|newsletter|blog) )${word}(?! for (our|my|the|a) (website|site|brochure|menu|email|newsletter|ad|advert|shop|product))`).join('|')}`,
  ),
  channel: words('channel|platform|network|social|socials|social media|account|profile'),
  addOn: words('add-on|add on|addon|extra|optional|upsell'),
  video: words('video|reel|short|short-form|tiktok video'),
  story: words('story|stories'),
  carousel: words('carousel|swipe|slide'),
  report: words('report|reporting|analytics|stat|statistic|insight|performance|metric'),
  blog: words('blog|article|seo'),
  revision: words(
    'revision|revise|revised|ask for change|(ask|request)(ing)? (you |u |the team |your team )?(for |to )?(a |an )?(chang|edit|amend|modif)\\w*|chang\\w* (one|a|the|my|our|each|single) (post|design)|ask for a change|ask for edit|ask for an edit|request change|request a change|request edit|turnaround|edit|amend|amendment|correction|redo|tweak|change to a post|changes|change a post|turn round|turn around|turn-around|turnround|mistake|typo|error|fix it|fix a|fix the|tweak|alter|adjust|rework|change it|change that|change one|not right|spelling|send back|sent back|send it back|send them back|send a design back|send a post back|send the design back|send the post back|send one back|changed as|how many change|unlimited change|unlimited edit|unlimited tweak|unlimited amendment|as many change|as many edit|as many revision|as many tweak|as many amendment|as often as i want|as often as i like|round of change|round of edit|round of amendment|round of tweak|round of revision|round of correction|round of feedback',
  ),
  start: words('start|begin|onboard|onboarding|get started|set up|setup|kick off'),
  signUp: words('sign up|signup|signing up|get signed up|sign me up|register|join'),
  support: words(
    'support|help|helpdesk|customer service|assistance|get help|help desk|message you|chat with you|contact support',
  ),
  approve: words(
    'approve|approval|aprove|havent seen|have not seen|hasnt seen|has not seen|not seen|without seeing|without me seeing|without us seeing|unseen|content review|post for check|post for checking|post for review|review content|review the content|review my content|review our content|review post|review the post|review my post|review our post|review new post|review the new post|review upcoming post|content for check|content for checking|content for review|draft for check|draft for review|design for check|design for review|check in with|check-in|say ok|say okay|say yes|ok to the post|okay to the post|thumbs up|give the go-ahead|give my ok|give the ok|ok them|okay them|ok the design|ok each|tick off|sign off|sign-off|before they go|before it goes|without my|ok the post|okay the post|ok a post|greenlight|green light|leave comment|leave a comment|add comment|add a comment|comment on a post|comment on the post|comment on each post|comment on my post|comment on our post|before anything publish|before anything goes|before anything go|check the post|check a post|check before|see before|preview|to check|for checking|to review|for review|for approval|to approve|reject a post|veto|(check|look over|look through|go through|go over|read through|proofread|proof-read|vet)( my| our| all| each| every| upcoming| new)* (post|content|draft|design)(?!.{0,20}\\b(after|once) )|how (often|frequently|regularly|many times?)( \\w+){0,4} (i|we)( \\w+){0,3} (check|look|read|go through|go over|see|vet|proof)',
  ),
  trial: words(
    'trial|try it|try you|try free|try the service|test the service|free post|free sample|first month free|free month|free week|test drive|trial run|try before|try out|taster|demo account|free for the first|try for free|try it out|try one week|try a week|try 1 week|try one month|try a month|try 1 month|try for a week|try for a month|for free before|free before i|free before we|try without paying|try before paying|try first for free|free 2 week|free two week|free 1 week|free one week|2 week free|two week free|week for free|weeks for free|free week to test|free to test|try first free|try free first|first free for|free for one week|free for a week|free for 1 week|free for two week|free for 2 week|free for one month|free for 1 month|free first week|free first fortnight|try 7 day|try 14 day|try 10 day|try for 7 day|try for 14 day|7 day free|14 day free|7 days free|14 days free|days for free|first week free|1st week free|free first week',
  ),
  discount: words(
    'loyalty|referral|refer a friend|cheaper rate|cheaper price for|weekend rate|holiday rate|seasonal rate|off-peak|off peak|trade rate|trade price|wholesale|group rate|agency rate|agency price|bulk rate|bulk price|multi-site|multiple businesses|two businesses|several businesses|more than one business|second business|reward scheme|discount|student pricing|student price|student rate|charity price|charity pricing|charity rate|special pricing|special rate|mates rate|promo|coupon|voucher|deal|reduction|concession|special price|money off|reduced rate|reduced price|off the first month|off my first|off our first|off the first order|introductory|intro offer|intro price|welcome offer|new customer offer|new customer deal|new customer price|half price|half-price|first month cheaper|first month half|first month discount|cheaper first month|offer for new customer',
  ),
  billingPeriod: words(
    'annual|annually|yearly|per year|a year|one year|1 year|two year|three year|24 month|year at once|year in one go|year all at once|whole year|full year|year upfront|year up front|year in advance|for the year|12 month|quarterly|quarter|every 3 month|3 month|weekly|per week|every week|fortnightly|lifetime|one-off|one off|pay as you go|pay-as-you-go|per post|pay per|fortnightly|every 2 week|bi-weekly|biweekly|every 12 month|12-month|2 year|multi-year|lifetime deal|one payment|pay once|pay one time|one time payment|one-time payment|single payment|only one time|one time only|only once|just once',
  ),
  currency: words('euro|eur|€|dollar|usd|\\$|us dollar|currency'),
  phone: words(
    'phone|telephone|ring you|mobile number|phone number|landline|call back|callback|call me back|ring me|phone me|call me|call us|give me a call|give us a call|give me a ring|give us a ring',
  ),
  ai: words(
    'ai|artificial intelligence|robot|automated|chatgpt|machine|checked by|by a person|by a human|real people|human|manually|by hand|proofread|proof-read',
  ),
  brand: words('brand|branding|logo|colour|font|template|tone of voice|look like my|style guide|guideline'),
  hiddenFees: words(
    'hidden|surprise|inclusive of|all-inclusive|all inclusive|include all fee|include everything|all in price|set-up fee|setup fee|setup cost|set up cost|set-up cost|set up fee|extra cost|extra charge|catch|anything else to pay|anything on top|anything extra on top|anything else on top|charged on top|additional cost|additional charge|extra fee|else could appear|on our bill|on my bill|else on the bill|unexpected|price before|prices before|shown before|total before',
  ),
  account: words('account|login|log in|sign in'),
  privacy: words(
    'gdpr|data protection|personal data|personal information|personal info|personal detail|my data|privacy|delete my data|keep my data|data request|password|who can see my|who sees my|store my|share my data|share our data|customer data|client data|data breach|security of my',
  ),
  cookie: words('cookie'),
  job: words('job|career|vacancy|vacancies|hiring|role|roles|remote|apply|work for you|work with you as'),
  reviews: words(
    'reviews|reviewer|reviewers|review from|the review|your review|any review|read review|see review|customer review|google review|review like|testimonial|customer say|client say|customers say|other client|other customer|rated|rating|star|reviews|feedback from client|feedback from customer|customer from|client from|customers in|clients in|any customer|any client',
  ),
  examples: words(
    'example|sample|portfolio|your work|industries|industry|case study|case studies|show me|see some|see what you|previous work|past work|work you have done|what you have done|design you have made|you have made for|made for other|done for other|did for other|created for other|design you did|design you have done|you have worked with|you have worked for|you worked with|you have already made|you have already done|made for people|done for people|made for client|made for customer|made for business',
  ),
  about: words(
    'about you|about your company|company|who are you|who own|who owns|your story|storry|founder|founded|who started|who start|who began|who set up|why they start|why you start|why did you start|why did they start|who runs|owner of postcraft|mission|value|who is behind|are you based|you based|team based|company based|located|where are you|which country|where is your team|where is the team|who are the team|team based|your team|people who work for you|who works for you|who work for you|staff who work',
  ),
  contact: words('contact|email address|e-mail|reach you|get in touch|write to you|email you'),
} as const

export type Concept = keyof typeof CONCEPTS

export const PLAN_WORDS = plans.map((plan) => plan.id)
export const CHANNEL_NAMES = marketingChannels.map((channel) => channel.name)
export const ADD_ON_NAMES = addOns.map((addOn) => addOn.name)

const patterns = new Map<Concept, RegExp>(
  (Object.entries(CONCEPTS) as [Concept, readonly string[]][]).map(([concept, list]) => [
    concept,
    new RegExp(`(^|[^a-z0-9])(${list.join('|')})s?($|[^a-z0-9])`),
  ]),
)

const VIDEO_CALL = /\bvideo (call|chat|meeting|conference)/g

/** Whether normalised text uses any of a concept's words. */
export function mentions(text: string, concept: Concept): boolean {
  // 'Does Basic come with video calls?' asks for a call with the team, not the video add-on.
  const read = concept === 'video' ? text.replace(VIDEO_CALL, 'call') : text
  return patterns.get(concept)?.test(read) ?? false
}

/** The concepts a normalised text uses. */
export function conceptsIn(text: string): Concept[] {
  return [...patterns.keys()].filter((concept) => mentions(text, concept))
}

/** A word's concept, for search: the single words of its group ('cost' → price, pricing, fee …). */
export function synonymsOf(word: string): string[] {
  for (const list of Object.values(CONCEPTS) as readonly (readonly string[])[]) {
    if (list.includes(word)) return list.filter((w) => /^[a-z-]+$/.test(w))
  }
  return [word]
}
