/**
 * Honest negatives: a question naming a plan, channel, add-on, billing period, trial, discount, currency
 * or quantity that the catalogue does not hold gets a plain 'no' and the nearest thing we do offer,
 * with its page. Every name and number here comes from src/shared, so a catalogue change reaches it.
 */
import {
  blogTiers,
  CAROUSEL_IMAGES_MAX,
  CAROUSEL_IMAGES_MIN,
  CAROUSEL_POST_PRICE_PENCE,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from '#shared/catalogue/add-ons.ts'
import {
  CANCELLATION_NOTICE_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
  SUPPORT_REPLY_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { OTHER_NETWORKS, OTHER_PLAN_NAMES } from '#shared/chatbot/elsewhere.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { beyondLimits } from './beyond-limits.ts'
import { faqAnswer, list, tierList } from './catalogue-text.ts'
import { jobNotOffered } from './job-answers.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const [smallest, , largest] = plans
const planList = () => list(plans.map((p) => `${p.title} at ${price(p.pricePence)}`))
const channelNames = list(checkoutChannels.map((channel) => channel.name))
const guarantee = `every first order has a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five']
const ourPlans = `We have ${COUNT_WORDS[plans.length] ?? plans.length} plans: ${list(plans.map((p) => `${p.title} at ${price(p.pricePence)} a month for ${p.postsPerMonth} posts`))}`
const ourAddOns =
  `our add-ons are Short-form videos (${tierList(videoTiers)}), Stories posts (${tierList(storyTiers)}), ` +
  'Carousel posts, Reports and analytics, and SEO blog articles'

/** Plan names visitors try that we do not sell. */
const OTHER_PLAN = new RegExp(
  `\\b(${OTHER_PLAN_NAMES.join('|')})\\s+(plan|package|tier|option|subscription|version)\\b|\\b(starter|enterprise|gold|silver|bronze|platinum|diamond|lite|ultimate|essential|growth|elite|deluxe|advanced|standard|corporate|agency) one\\b|\\b(plan|package|tier)\\s+(above|bigger than|larger than) premium\\b|\\bplan for (a )?(big|large) business\\b|\\bbusiness big\\b|\\b(enterprise|agency|corporate|white[- ]label|franchise)([- ](level|grade|tier|size|sized|scale|wide))?\\s+(plan|package|tier|option|pricing|subscription|deal)s?\\b|\\b(plan|package|tier|option)s?\\b.{0,30}\\b(beyond|above|bigger than|larger than|higher than|past|on top of) (premium|(your|the) (top|biggest|largest|highest|most expensive|premium))`,
)
const PLAN_UNDER = /\b(plan|package|option|anything)\s+(under|below|less than|cheaper than)\s+£?(\d+)/
/** 'a cheaper plan than 79 quid', 'anything less than £79 a month': cheaper than a price, however put. */
const CHEAPER_THAN =
  /\b(cheaper|lower|less expensive|smaller|lower-priced|lower priced|less)\b.{0,25}?\b(than|under|below)\s+(£|pound )?(\d+)|\b(under|below|less than)\s+£?(\d+)\s*(pound|quid|a month|per month|monthly)\b/
const PLAN_AT =
  /\b(plan|package|option|tier|something|anything)\b.{0,15}\b(for|at|of|around|about) (£(\d+)|(\d+) pound)/
/** 'anything cheaper than Basic', 'a plan below your cheapest': below the lowest plan. */
const BELOW_CHEAPEST =
  /(?<!\b(to|onto|into) )\b(a|any) (cheaper|less expensive|lower priced|lower-priced|smaller) (plan|package|tier|option)\b|\b(anything|something|a plan|an option|a package|a tier) (cheaper|less expensive|lower priced|lower-priced)\b(?! than)|\b(cheaper|lower|less expensive|smaller|below|under|less than)\b.{0,15}\b(than )?(the |your )?(basic|cheapest|lowest|smallest|entry|starter)( plan| package| tier| one| option)?\b/
const OTHER_CHANNELS: [RegExp, string][] = [
  ...Object.entries(OTHER_NETWORKS).map(([word, name]): [RegExp, string] => [
    new RegExp(`\\b${word}\\b`),
    name,
  ]),
  [
    /\bwhatsapp (marketing|channel|broadcast|status|business|group)|\b(post|market|advertis)\w* (on|to|via|through) whatsapp\b/,
    'WhatsApp',
  ],
]
/** Services near ours that we do not sell. */
const OTHER_SERVICES: [RegExp, string][] = [
  [
    /\b(paid|facebook|google|instagram|linkedin|tiktok|ppc)\s+(ad|ads|advert|adverts|advertising|campaign)s?\b|\b(run|manage|boost)\w*\s+(our |my |the )?(ad|ads|advert|adverts|advertising)\b|\bboosted post/,
    'paid advertising',
  ],
  [
    /\b(design|create|make|draw|new)\w*\s+(me |us |my |our |a )*(new )?logo\b|\blogo design\b|\b(do|offer|provide|sell)\w*( you)?( a| any)? logo\b|\blogo\b.{0,60}\b(design|create|make|draw|come up with|knock up|sort)\w* (us |me )?(one|it|something)\b/,
    'logo design',
  ],
  [
    /^(?!.*\b(blog|article)).*(\b(design|build|make|create|redo|redesign|new|need|develop|update|do|offer|provide|sell|sort|set up|put together|fix|repair|maintain|host|rebuild)\w* ((me|us|a|an|my|our|the|new|out|you|also|do|broken|old|current|existing|slow) )*(website|web site|landing page|online shop|web design)\b|\bweb ?(design|developer|development)|\b(web)?site (design|build|rebuild|redesign|revamp|overhaul)|\bwebsite\b.{0,60}\b(build|make|design|create|redo|rebuild)\w* (us |me )?(a )?(new |fresh )?one\b)/,
    'website design',
  ],
  [/\bpodcast/, 'podcast production'],
  [/\bchat ?bots?\b/, 'chatbots'],
  [
    /\b(buy|buying|bought|purchase|purchasing|fake|paid)\w* (instagram |tiktok |facebook )?(follower|like|view)s?\b/,
    'buying followers or likes',
  ],
  [/\bverif(y|ied|ication)\b|\bblue (tick|check)/, 'account verification'],
  [
    /\bbrand(ing)? (identity|design|kit)|\bbranding (service|design|work)|\bvisual identity\b/,
    'brand identity or logo design',
  ],
  [/\banimat(ed|ion|ions)\b|\bgifs?\b|\bmotion graphic|\bexplainer video|\bcartoon/, 'animations or GIFs'],
  [/\b(mobile |phone |iphone |android )?app\b(?! development)/, 'a mobile app'],
  [/\baudit/, 'audits'],
  [
    /\b(film|filming|videograph\w*|video ?shoot|shoot (a |some |the )?video|come (and |to )?(film|record|shoot)|on location|drone)\b/,
    'filming on location',
  ],
  [/\b(press release|public relations|\bpr\b|media coverage)/, 'PR and press releases'],
  [/\b(app|apps) (development|design|build)|\bbuild (me |us )?(an? )?app\b/, 'app development'],
  [/\b(tv|television|radio|billboard)\b/, 'TV, radio or billboard advertising'],
  [
    /\blive ?stream\w*|\bbroadcast\w* live\b|\bstream\w*\b.{0,30}\blive\b|\blive\b.{0,10}\bstream|\b(instagram|facebook|tiktok|youtube|linkedin) live\b|\blive (video|broadcast|coverage|feed)s?\b/,
    'livestreaming',
  ],
  [
    /\bphoto ?shoot|photograph(y|er|ing)?\b|\b(to|and) photo (the|our|my|us|them|it|some|your)\b|\b(come|visit|pop|drop)\w* (out |round |over |in |by )?(and|to) (photo|shoot|snap|take photo)|\b(shoot|take|snap)\w* (some |the |our |my |any )?(product |professional |food |shop )?(photo|picture|pic)s?\b|photo session|come and take photo|professional photo|\b(come|visit|send|pop|drop|stop)\w* .{0,30}\b(take|taking|shoot|shooting|snap|snapping|get|getting)\b .{0,15}(photo|picture|pic)|\b(take|taking|shoot|shooting|snap|snapping)\b .{0,15}(photo|picture|pic)\w* (at|in|of) (my|our) (shop|cafe|café|salon|premises|office|restaurant|business|place|venue|store)/,
    'photography',
  ],
  [
    /\bnewsletter|email marketing|email campaign|mailchimp\b|\b(write|writing|send|sending|do|handle)\w* ((our|my) (marketing |customer |promotional )?|(marketing|promotional) )(emails?|email copy|email content)\b(?! (address|support))/,
    'email newsletters',
  ],
  [
    /\b(promo|promotional|corporate|brand|company|explainer|advert|commercial|long[- ]form|documentary)\w* (video|film)s?\b|\b(video|film)s? for (our|my|the) (website|home ?page|tv)\b/,
    'promotional or long-form video production',
  ],
  [
    /\b(reply|respond|answer)\w*\s+(to )?(our |my |the |any |all )?(\w+ ){0,2}(comment|dm|direct message|message|review|inbox|enquir\w*)|community management|manage (our |my )?(inbox|dm)|\b(manag|moderat|monitor|look after|handl|run)\w*\b.{0,25}\b(comment|dm|direct message|inbox|review|message|enquir\w*|customer (service|support|queries|question))s?\b|manag\w* (our |my |the )?(google |online )?review|review repl|repl\w* to (our |my )?(google )?review/,
    'replying to comments and messages',
  ],
  [
    /(?<!\b(small|fine) )\bprint\w*|\bflyer|\bleaflet|\bposter|\bbusiness card|\bsignage\b|\b(shop|store|window|outdoor|pub|cafe|café|salon) sign\b|\bvan (livery|wrap|sign)|\bvehicle wrap|\b(design|make|create)\w* (a |our |my |the )?(printed )?menus?\b/,
    'printing',
  ],
  [/\binfluencer/, 'influencer outreach'],
  [
    /\btranslat\w*|\bin (polish|spanish|french|german|welsh|italian|portuguese|arabic|chinese|urdu|hindi)\b|\b(american|us) (english|spelling)/,
    'translation',
  ],
]

function addOnsInstead(service: string): Reply {
  return factReply(
    `No, we don't offer ${service}. We design, write and schedule your social media posts, and ${ourAddOns}.`,
    SOURCES.pricing,
  )
}

interface Quantity {
  amount: number
  unit: 'post' | 'video' | 'story' | 'image' | 'word' | 'channel'
}

function quantityIn(text: string): Quantity | undefined {
  const match = text.match(
    /\b(\d+)(?:-| )?(?:(?:custom|more|extra|free|short-form|short|social|instagram|feed|vertical|new) ){0,2}(post|design|graphic|video|reel|story|stories|picture|image|photo|slide|word|channel|platform)s?\b/,
  )
  if (!match?.[1] || !match[2]) return undefined
  const unit = match[2]
  const amount = Number(match[1])
  if (/^(post|design|graphic)$/.test(unit)) return { amount, unit: 'post' }
  if (/^(video|reel)$/.test(unit)) return { amount, unit: 'video' }
  if (/^stor/.test(unit)) return { amount, unit: 'story' }
  if (/^(picture|image|photo|slide)$/.test(unit)) return { amount, unit: 'image' }
  if (unit === 'word') return { amount, unit: 'word' }
  return { amount, unit: 'channel' }
}

function quantityAnswer(text: string): Reply | undefined {
  const quantity = quantityIn(text)
  if (!quantity) return undefined
  const { amount, unit } = quantity
  if (unit === 'post') {
    if (plans.some((plan) => plan.postsPerMonth === amount)) return undefined
    if (/\b(each|every|per|a) (day|week)\b|\bweek\b/.test(text)) return undefined
    // 'I need around 25 posts, which plan covers that?': the smallest plan that does, not a 'no'.
    const covering = [...plans]
      .sort((a, b) => a.postsPerMonth - b.postsPerMonth)
      .find((plan) => plan.postsPerMonth >= amount)
    if (
      covering &&
      /\b(which|what) (plan|package|tier|one|option)\b|\bcover|\bfits?\b|\benough\b|\bat least\b/.test(text)
    )
      return factReply(
        `The ${covering.title} plan covers that: ${covering.postsPerMonth} posts a month for ${price(covering.pricePence)}. ${ourPlans}.`,
        SOURCES.pricing,
      )
    if (largest && amount > largest.postsPerMonth) {
      return factReply(
        `No, our largest plan is ${largest.title} with ${largest.postsPerMonth} posts a month for ${price(largest.pricePence)}. ${ourPlans}. For more than ${largest.postsPerMonth} posts a month, let's talk: book a free video call with our team.`,
        SOURCES.pricing,
        SOURCES.booking,
      )
    }
    if (smallest && amount < smallest.postsPerMonth) {
      return factReply(
        `No, we don't have a plan with fewer than ${smallest.postsPerMonth} posts a month. Our smallest plan is ${smallest.title}: ${smallest.postsPerMonth} posts a month for ${price(smallest.pricePence)}.`,
        SOURCES.pricing,
      )
    }
    return factReply(`No, we don't offer ${amount} posts a month. ${ourPlans}.`, SOURCES.pricing)
  }
  if (unit === 'video' && !videoTiers.some((t) => t.quantity === amount)) {
    return factReply(
      `No, short-form videos come in packs of ${list(videoTiers.map((t) => String(t.quantity)))} a month: ${tierList(videoTiers)}.`,
      SOURCES.pricing,
    )
  }
  if (unit === 'story' && !storyTiers.some((t) => t.quantity === amount) && mentions(text, 'story')) {
    return factReply(
      `No, stories posts come in packs of ${list(storyTiers.map((t) => String(t.quantity)))} a month: ${tierList(storyTiers)}.`,
      SOURCES.pricing,
    )
  }
  if (
    unit === 'image' &&
    mentions(text, 'carousel') &&
    (amount < CAROUSEL_IMAGES_MIN || amount > CAROUSEL_IMAGES_MAX)
  ) {
    return factReply(
      `No, a carousel post holds ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images, on Instagram and LinkedIn.`,
      SOURCES.pricing,
    )
  }
  if (unit === 'word' && mentions(text, 'blog') && !blogTiers.some((t) => t.words === amount)) {
    return factReply(
      `No, our SEO blog articles are ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}.`,
      SOURCES.pricing,
    )
  }
  if (unit === 'channel' && amount > 1 && /\bfree\b|\binclud/.test(text)) {
    return factReply(
      `No, every plan includes one channel free; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month.`,
      SOURCES.pricing,
    )
  }
  return undefined
}

/**
 * 'Can I stop the subscription only for this one month?', 'cancel while we're closed and come back in
 * spring': a pause, however put, not a cancellation.
 */
const STOP_FOR_A_WHILE =
  /\b(stop|suspend|halt|cancel|skip|switch off|turn off)\w*\b.{0,40}\b(for|during|over) (only |just )?(a|one|this|that|1|2|two|three|a couple of|a few)( one| single)? (month|week)s?\b(?!.{0,20}\b(notice|charge|refund)\w*)|\b(stop|suspend|cancel|skip)\w*\b.{0,40}\b(while|when) (i'?m|i am|we'?re|we are) (away|closed|on holiday|shut)|\b(stop|suspend|cancel)\w*\b.{0,40}\b(then|and) (come back|resume|restart|start again|pick (it )?up again)\b/

/** How fast the team answers the visitor: 'how quickly do you respond to enquiries'. */
const OUR_REPLY_TIME =
  /\bhow (quick|quickly|fast|soon|long|promptly)\b.{0,25}\b(reply|replie|respond|answer|get back)\w*|\b(response|reply) time\b|\bwithin how (long|many hour)/

/** 'Facebook and Instagram both included on Pro, or only one?': one channel is included. */
const TWO_CHANNELS_IN_ONE =
  /\b(both|all of them|each of them)\b.{0,30}\b(includ\w*|come with|comes with|free|part of)\b|\b(includ\w*|come with|comes with|get)\b.{0,40}\b(both|or (just |only )?one( of them)?)\b/

/** Add-ons are bought with a plan: 'a plan only for Instagram stories', 'just the videos, no posts'. */
const ADD_ON_ALONE: [RegExp, string, string][] = [
  [/\bstor(y|ies)\b/, 'stories', `Stories posts (${tierList(storyTiers)} a month)`],
  [/\b(video|reel)s?\b/, 'videos', `Short-form videos (${tierList(videoTiers)} a month)`],
  [/\bcarousel/, 'carousels', `Carousel posts (${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post)`],
  [
    /\b(blog|article)s?\b/,
    'blog articles',
    `SEO blog articles (${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))})`,
  ],
  [/\b(report|analytics)s?\b/, 'reports', `Reports and analytics (${price(REPORTS_PRICE_PENCE)} a month)`],
]
const ALONE =
  /\b(only|just|solely|purely)\b.{0,25}\b(without|no|not|instead of)\b.{0,15}\b(normal |regular |usual |ordinary |standard )?(post|plan)s?\b|\b(plan|package|subscription|option)\b.{0,10}\b(only|just|solely|purely) (for|with|of|the)\b|\b\w+[- ]only (plan|package|subscription|option)\b|\bwithout (a|the|any) (plan|subscription)\b|\bon (its|their) own\b|^(?!.*\b(basic|pro|premium|plan|package|subscription|with|and|plus)\b).*\bjust (buy|get|order|have|pay for)\b/

function addOnAlone(text: string): Reply | undefined {
  if (!ALONE.test(text)) return undefined
  const found = ADD_ON_ALONE.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  const [, what, offer] = found
  return factReply(
    `No, we don't have a plan for ${what} only: ${offer.replace(/ \((.*)\)$/, ' are an add-on to one of our plans, $1')}. ${ourPlans}.`,
    SOURCES.pricing,
  )
}

const CAROUSEL_ELSEWHERE = /\b(facebook|x twitter|threads|google business|tiktok|youtube)\b/

/**
 * The visitor's own business ('I run a B2B consultancy, is LinkedIn covered?', 'we are a photography
 * studio'): it describes them, it does not ask for the service.
 */
const OWN_BUSINESS =
  /(\b(i|we) (run|own|manage|have|am|are|work (at|for|in))|\b(i'm|we're))( a| an| the| our| my)? ([a-z0-9&-]+ ){0,3}(consultancy|consultant|agency|studio|business|firm|company|practice|shop|salon|cafe|café|photographer|photography|printer|printing|print shop|web designer|web design|developer|podcast|coach|coaching|trainer|training|pr|influencer)\w*\b/g

/** 'Any one-off onboarding or set-up charges?': a fee to start, which we do not charge. */
export const SETUP_FEE =
  /\b(set up|setup|onboarding|activation|registration|admin)( one-off| one off| upfront| initial)? (fee|charge|cost|payment)s?\b|\b(joining|join|start up|startup|sign up|signup|welcome)( one-off| one off| upfront| initial)? (fee|charge)s?\b|\b(fee|charge|cost)s? (for|to) (the )?(set ?up|setup|onboarding|joining|getting started|get started)\b|\b(charge|pay)\w* (anything |extra |something )?(to|for) (set ?up|setup|onboard\w*|get started|getting started|join\w*)\b|\b(fee|charge|cost|payment)s? (at|in) the (start|beginning|outset)\b|\b(entry|starting|joining) (fee|charge)/

/**
 * 'a single batch of posts without a subscription', 'a one-off pack of designs': we sell monthly plans
 * only. (An add-on on its own is addOnAlone's; a one-off payment is the billing periods'.)
 */
const ONE_OFF_BATCH =
  /\b(single|one-off|one off|one-time|one time|just one|a one)\s+((batch|bundle|pack|set|lot)|(order|purchase|job|project|load|run) of (post|design|graphic|content|image))|\bwithout (entering|taking out|starting|committing to|signing up (to|for)|getting|having|buying)( a| an| any| the| into a| into)? (subscription|recurring|ongoing|monthly plan)\b|\b(post|design|graphic)s? (as a |on a )?(one-off|one off|one-time|one time)\b|\b(post|design|graphic)s?\b.{0,40}\bfor (one|a single|just one|a one-off|one-off) (event|occasion|launch|promotion|day|week)\b|\b(buy|get|order|purchase|have|pay for)\b.{0,30}\b(post|design|graphic)s?\b.{0,40}\bwithout (signing up|subscribing|a subscription|committing)\b/

/**
 * An add-on asked as part of a plan at no charge ('analytics included free in any plan?'), or the
 * thing itself where a plan holds only its planning ('does Premium include actual video production?').
 */
const INCLUDED_FREE =
  /\b(free|free of charge|complimentary|at no (extra )?(cost|charge)|no extra (cost|charge)|without (extra|additional) (cost|charge)|thrown in|for nothing|complimentary|as standard|bundled)\b/
const INCLUDED =
  /\b(include[sd]?|including(?! (what|how|which|the (price|cost)))|come with|comes with|part of|(in|on|with) (any|a|the|every|each|all|your) (plan|package|tier)|(plan|package|tier)s? (have|has|get|give)|bundled)\b|\bfree\b.{0,25}\b(with|on|in) (the )?(basic|pro|premium|plan|package|tier)/
const THE_THING_ITSELF =
  /\b(add-on|actual|real|proper|finished|full|themselves|itself|production|produce[ds]?|producing|made|make|making|film\w*|shoot|shot|edit(ed|ing)?|create[ds]?|creating)\b/
const ADD_ONS_IN_PLANS: [RegExp, string, string, RegExp | undefined][] = [
  [
    /\b(report\w*|analytics|stat|statistic|insight|metric)s?\b/,
    'Reports and analytics',
    `${price(REPORTS_PRICE_PENCE)} a month`,
    undefined,
  ],
  [
    /\bcarousel|\bswipe/,
    'Carousel posts',
    `${price(CAROUSEL_POST_PRICE_PENCE)} per carousel post`,
    undefined,
  ],
  [
    /\b(blog|article)s?\b/,
    'SEO blog articles',
    list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`)),
    undefined,
  ],
  // Premium plans videos and Pro gives story ideas: only the videos or stories themselves are add-ons.
  [/\b(video|reel|short)s?\b/, 'Short-form videos', `${tierList(videoTiers)} a month`, /video content/i],
  [/\bstor(y|ies)\b/, 'Stories posts', `${tierList(storyTiers)} a month`, /story content/i],
]

function addOnInAPlan(text: string): Reply | undefined {
  const asksPlan =
    /\b(plan|package|tier|subscription|basic|pro|premium)s?\b/.test(text) ||
    (INCLUDED_FREE.test(text) && /\binclud/.test(text))
  if (!asksPlan || !(INCLUDED.test(text) || /\bfree (with|on|in|as part of)\b/.test(text))) return undefined
  const found = ADD_ONS_IN_PLANS.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  const [, name, cost, planned] = found
  const planning = planned
    ? plans.flatMap((plan) => {
        const line = plan.features.find((feature) => planned.test(feature))
        return line ? [`${plan.title} includes ${line}`] : []
      })
    : []
  // 'Does Pro include story ideas?' and 'video content on every plan?' are the plan's own line; only
  // free or the thing itself is a 'no'.
  if (
    planned &&
    (!(INCLUDED_FREE.test(text) || THE_THING_ITSELF.test(text)) ||
      /\b(video|reel|story) (content|idea|planning|plan)\b/.test(text))
  )
    return undefined
  return factReply(
    `No, no plan includes ${name}: they are an add-on, ${cost}, chosen at checkout.${planning.length > 0 ? ` ${planning.join('; ')}.` : ''}`,
    SOURCES.pricing,
  )
}

/** 'Can I approve by SMS?': approvals go through our platform, email or WhatsApp only. */
const APPROVAL_ELSEWHERE: [RegExp, string][] = [
  [
    /\bsms\b|\btext message|\btexting\b|\b(by|via|over|through|in) (a )?text\b|\btext (you|u|back)\b|\bimessage\b/,
    'SMS text message',
  ],
  [/\bslack\b/, 'Slack'],
  [/\bvoice (note|message|memo)/, 'voice note'],
  [
    /\bgoogle (doc|sheet)|\bdropbox\b|\btrello\b|\basana\b|\bnotion\b|\bcanva\b/,
    'a shared document or project tool',
  ],
  [/\b(microsoft|ms) teams?\b/, 'Microsoft Teams'],
  [/\btelegram\b/, 'Telegram'],
  [/\bmessenger\b|\b(facebook|instagram) (dm|message)/, 'Messenger or direct messages'],
  [
    // 'approve from my phone' is the visitor's own phone, which the platform, email and WhatsApp suit.
    /\b(by|over|via|through|on) (the )?(phone|telephone)\b(?! app)|\bphone call|\btelephone\b|\bring (you|u)\b|\b(calling|ringing|phoning) (you|u|the team)\b/,
    'phone',
  ],
  [/\b(by|in the|through the) (post|mail)\b(?= *$)|\b(letter|fax)\b/, 'post'],
]
const APPROVES =
  /\b(approv\w*|sign off|signing off|sign-off|ok|okay|green ?light|feedback|comment\w*|review\w*|reject\w*)\b/

/**
 * 'Just post whatever you think without asking me', 'could anything go live before I've signed it
 * off?': we publish only what the visitor has approved.
 */
const UNAPPROVED_POST =
  /\b(post|publish|upload|put|share|schedul)\w*\b.{0,50}\bwithout (me |my |us |our |you )?(ask\w*|check\w*|approv\w*|see\w*|sign\w* (it |them )?off|sign-off|review\w*|look\w*|ok|okay|say-so|permission|consent|run\w* (it |them )?by)|\b(publish\w*|posted|go(es)? (live|out)|went (live|out)|put (up|out|online)|uploaded)\b.{0,40}\b(before|until) (i|we)( have|'ve| had)? (approv|sign|seen|check|review|ok|okay|agree)\w*|\b(skip|bypass|no need for|don'?t need|do not need)\b.{0,15}\b(the )?(approval|approving|sign[- ]?off|checking)\b|\b(don'?t|do not|no) (have )?time to (check|approve|review|look at|sign off)\b/

function approvalElsewhere(text: string): Reply | undefined {
  if (!APPROVES.test(text)) return undefined
  const found = APPROVAL_ELSEWHERE.find(([pattern]) => pattern.test(text))
  if (!found) return undefined
  return factReply(
    `No, we don't take approvals by ${found[1]}. We send your upcoming posts for review about twice a month, and you approve or comment through our platform, by email or on WhatsApp, whichever suits you.`,
    SOURCES.home,
  )
}

/**
 * 'do u write product descriptions for my etsy shop', 'copy for our website': writing beyond the
 * posts; the nearest offer is the SEO blog articles for the visitor's website.
 */
const WEBSITE_COPY =
  /\b(product|item|listing|shop|store|website|web|menu)\s+(description|copy|copywriting|blurb)s?\b|\b(write|writing|wrote)\w*\b.{0,20}\b(website|web|shop|store) (copy|text|wording)s?\b|\b(copy|copywriting|text|wording) (for|on) (my|our) (website|site|web ?page|shop|store|online shop|product)|\b(write|writing)\w* (my |our |the )?(product )?listings?\b|\bproduct listings?\b/

function websiteCopy(text: string): Reply | undefined {
  if (!WEBSITE_COPY.test(text)) return undefined
  return factReply(
    `No, we don't write product descriptions or website copy. We write the captions and hashtags for your social media posts, and our SEO blog articles add-on writes researched articles for your website: ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}.`,
    SOURCES.pricing,
  )
}

/** The honest 'no, but' for a question about something the catalogue does not hold, if it is one. */
export function notOffered(typed: string, supportEmail: string): Reply | undefined {
  // 'I'm a graphic designer, are you hiring?': the visitor's own trade is the role asked for.
  const job = jobNotOffered(typed, supportEmail)
  if (job) return job
  const text = typed.replace(OWN_BUSINESS, ' ')
  const limit = beyondLimits(text)
  if (limit) return limit
  // Before the networks: 'approve by Telegram' and 'descriptions for my Etsy shop' ask no network.
  if (UNAPPROVED_POST.test(text))
    return factReply(
      `No, we never publish anything you have not seen and approved. ${faqAnswer('How does approving content work')}`,
      SOURCES.home,
    )
  const approval = approvalElsewhere(text)
  if (approval) return approval
  const copy = websiteCopy(text)
  if (copy) return copy
  if (mentions(text, 'trial')) {
    return factReply(
      `No, we don't offer a free trial, but ${guarantee}: if you are not satisfied, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days for a refund. Plans start at ${smallest ? price(smallest.pricePence) : ''} a month with no contract. To see our work first, look at the sample designs on our work page or book a free demo video call with our team.`,
      SOURCES.pricing,
      SOURCES.ourWork,
      SOURCES.booking,
    )
  }
  if (
    mentions(text, 'currency') &&
    /\b(euro|eur|dollar|usd|us dollar|\$|€|yen|rupee|franc|zloty|krona|aud|cad)/.test(text)
  ) {
    return factReply(`No, we only bill in pounds sterling: ${planList()} a month.`, SOURCES.pricing)
  }
  // 'Billed monthly or as a one-off?' asks which it is: the billing answer says.
  const wantsPeriod =
    mentions(text, 'billingPeriod') &&
    // 'one-off set-up charges' asks about a fee to start, not how we bill.
    !SETUP_FEE.test(text) &&
    !/\bmonthly or\b|\b(per|a|each|every) month or\b|\bor (monthly|each month|every month|per month|a month)\b/.test(
      text,
    )
  if (
    wantsPeriod &&
    /\b(bill|billing|billed|pay|paid|payment|invoice|invoiced|plan|price|discount|subscription|deal|option|charge|how much|cost|fee)\w*/.test(
      text,
    )
  ) {
    return factReply(
      `No, we bill monthly or every six months (the same price per month), in pounds sterling; there are no annual, quarterly or pay-per-post prices. ${ourPlans}, with no contract and ${guarantee}.`,
      SOURCES.pricing,
      // The terms' 'Fees and billing' states the two billing periods.
      SOURCES.terms,
    )
  }
  if (ONE_OFF_BATCH.test(text) && !mentions(text, 'cancel'))
    return factReply(
      `No, we don't sell one-off batches of posts: our plans are monthly subscriptions, billed monthly or every six months (the same price per month), with no contract; you can cancel with ${CANCELLATION_NOTICE_DAYS} days' notice. ${ourPlans}.`,
      SOURCES.pricing,
      SOURCES.terms,
    )
  const included = addOnInAPlan(text)
  if (included) return included
  const under = text.match(PLAN_UNDER)
  const cheaper = text.match(CHEAPER_THAN)
  // 'Can I get a plan for £30 a month?': a plan at a price below our lowest.
  const at = text.match(PLAN_AT)
  const below = Number(under?.[3] ?? cheaper?.[4] ?? cheaper?.[6] ?? at?.[4] ?? at?.[5] ?? Number.NaN)
  // 'under 79' and 'cheaper than 79' ask for less than our lowest price, as does 'cheaper than Basic'.
  const strictly = /\b(under|below|less than|cheaper|lower|less expensive)\b/.test(text)
  if (
    smallest &&
    // 'reviews less than 5 stars' asks about ratings, not prices.
    !/\b(star|rating|rated|review)s?\b/.test(text) &&
    ((Number.isFinite(below) &&
      (below < smallest.pricePence / 100 || (strictly && below === smallest.pricePence / 100))) ||
      (BELOW_CHEAPEST.test(text) && /\b(plan|package|tier|option|anything|something|one)\b/.test(text)))
  ) {
    return factReply(
      `No, our lowest price is the ${smallest.title} plan at ${price(smallest.pricePence)} a month for ${smallest.postsPerMonth} posts. ${ourPlans}.`,
      SOURCES.pricing,
    )
  }
  if (OTHER_PLAN.test(text) || /\bpay per post\b/.test(text)) {
    return factReply(`No, we don't have that plan. ${ourPlans}; each includes one channel.`, SOURCES.pricing)
  }
  const quantity = quantityAnswer(text)
  if (quantity) return quantity
  const ours = new Set(
    checkoutChannels
      .map((channel) => (channel.id === 'x-twitter' ? 'twitter' : channel.id.split('-')[0]))
      .filter((word) => new RegExp(`\\b${word}\\b`).test(text)),
  )
  if (ours.size > 1 && TWO_CHANNELS_IN_ONE.test(text))
    return factReply(
      `No, every plan includes one channel; each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month, so two channels on one plan is the plan's price plus ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month. We post to ${channelNames}.`,
      SOURCES.pricing,
    )
  const networks = OTHER_CHANNELS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name)
  if (networks.length > 0 && /\b(score|rating|rated|stars?)\b/.test(text))
    return factReply(
      `No, we don't publish a ${networks.join(' or ')} rating. ${list(trustBadges.map((badge) => `${badge.value} ${badge.label}`))}.`,
      SOURCES.home,
    )
  if (networks.length > 0) {
    {
      const name = [...new Set(networks)].join(' or ')
      return factReply(
        `No, we don't post to ${name}. We post to ${channelNames}, and create TikTok and YouTube Shorts content with the video add-on.`,
        SOURCES.pricing,
      )
    }
  }
  if (/\byoutube\b/.test(text) && !/\bshort\b/.test(text) && /\b(long|video|channel|vlog)/.test(text)) {
    return factReply(
      `No, we don't make long-form YouTube videos. We create YouTube Shorts and TikTok content with our Short-form videos add-on: ${tierList(videoTiers)} a month.`,
      SOURCES.pricing,
    )
  }
  if (mentions(text, 'carousel') && CAROUSEL_ELSEWHERE.test(text)) {
    return factReply(
      `No, carousel posts are offered on Instagram and LinkedIn only, with ${CAROUSEL_IMAGES_MIN} to ${CAROUSEL_IMAGES_MAX} images each.`,
      SOURCES.pricing,
    )
  }
  if (
    /\b(consult\w*|coaching|coach|training|train (me|us|my|our)|workshop|mentor\w*|strategy session|hourly|per hour|by the hour|day rate)\b/.test(
      text,
    )
  )
    return factReply(
      `No, we don't offer consultancy, training or hourly work. We sell monthly plans: ${planList()} a month. To talk your plans through, book a free demo video call with our team.`,
      SOURCES.pricing,
      SOURCES.booking,
    )
  const alone = addOnAlone(text)
  if (alone) return alone
  for (const [pattern, service] of OTHER_SERVICES) {
    if (!pattern.test(text)) continue
    if (service === 'paid advertising')
      return factReply(
        `No, we don't offer paid advertising. We design, write and schedule your organic posts on ${channelNames}, and ${ourAddOns}.`,
        SOURCES.pricing,
      )
    if (service === 'translation' && /\b(american|us) (english|spelling)/.test(text))
      return factReply('No, we write for British customers, in British English.', SOURCES.about)
    if (service === 'translation')
      return factReply(
        "No, we don't translate posts: we write for British customers, in British English.",
        SOURCES.about,
      )
    if (service === 'livestreaming')
      return factReply(
        `No, we don't offer livestreaming. With our Short-form videos add-on we make vertical videos for Reels, TikTok and YouTube Shorts: ${tierList(videoTiers)} a month.`,
        SOURCES.pricing,
      )
    if (service === 'photography')
      return factReply(
        `No, we don't offer photography or visits to take photos. Upload any photos or logos you would like us to use to your shared drive folder, and we design your posts with them. ${ourAddOns.replace(/^our/, 'Our')}.`,
        SOURCES.home,
        SOURCES.pricing,
      )
    // 'How quickly do you respond to enquiries?' asks how fast we answer the visitor, not for a service.
    if (service === 'replying to comments and messages' && OUR_REPLY_TIME.test(text)) continue
    if (service === 'replying to comments and messages')
      return factReply(
        `No, we don't offer replying to comments, messages or reviews. We design, write and schedule your posts on ${channelNames}, and ${ourAddOns}.`,
        SOURCES.pricing,
      )
    if (service === 'a mobile app')
      return factReply(
        "No, we don't have a mobile app. You approve or comment on your posts through our platform, by email or on WhatsApp, whichever suits you.",
        SOURCES.home,
      )
    return addOnsInstead(service)
  }
  if (mentions(text, 'discount')) {
    const kind = text.match(
      /\b(student|charity|charities|startup|start-up|non-profit|nonprofit|multi-location|multiple location|bulk|loyalty|nhs|veteran|pensioner|new business)(?:es|s)?\b/,
    )?.[1]
    const what = kind ? `a ${kind.replace(/ies$/, 'y')} discount` : 'discounts on our plans'
    return factReply(
      `No, we don't offer ${what}. Our prices are ${planList()} a month, each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month, there is no contract and ${guarantee}.`,
      SOURCES.pricing,
    )
  }
  if (
    mentions(text, 'phone') &&
    !/\bvideo call\b/.test(text) &&
    // 'approve from my phone' is the visitor's phone; 'a call on the phone' is a phone call.
    (/\b(call|talk|speak|ring)\b/.test(text) ||
      !/\b(from|on|using|via|with|through) (my|a|the|your|our) (phone|mobile)\b|\bphone app\b/.test(text))
  ) {
    return factReply(
      `No, we don't offer support by phone: our UK team is available by email at ${supportEmail} (we reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours) and by free video call.`,
      SOURCES.contact,
    )
  }
  if (
    /\b(guarantee|promise)\w*\b.*\b(viral|trending|first page|top of google|follower|like|sale|result|growth|(?<!(returning|existing|repeat|former|previous|past) )customer|lead|ranking|revenue|engagement)|\b(follower|like|sale|result)\w* guaranteed\b/.test(
      text,
    )
  ) {
    return factReply(
      `No, we don't guarantee followers, likes or sales. What we do guarantee: ${guarantee}.`,
      SOURCES.home,
      SOURCES.pricing,
    )
  }
  if (
    /\b(pause|freeze|put on hold|hold my (plan|subscription|account|posts|service)|skip a month|take a break)\b|\bon hold\b|\b(month|week)s? off\b|\bskip (a|one|that|this|the|1) (month|week)\b/.test(
      text,
    ) ||
    STOP_FOR_A_WHILE.test(text)
  ) {
    return factReply(
      `No, we don't offer pausing a plan. You can upgrade, downgrade or cancel from Manage My Subscription in your dashboard; there are no contracts and cancelling needs ${CANCELLATION_NOTICE_DAYS} days' notice.`,
      SOURCES.home,
      SOURCES.terms,
    )
  }
  if (/\b(office|visit you|in person|face to face|face-to-face|premises)\b/.test(text)) {
    return factReply(
      `No, we don't offer meetings in person, but you can book a free video call with our UK team or email us at ${supportEmail}.`,
      SOURCES.contact,
      SOURCES.booking,
    )
  }
  return undefined
}
