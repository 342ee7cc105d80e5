/** How the service works: getting started, approving, revisions, what we need, scheduling and the FAQ. */
import { DEMO_CALL_OFFER } from '#shared/catalogue/booking.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { aboutValues } from '#shared/content/about-page.ts'
import { howItWorksSteps } from '#shared/content/how-it-works.ts'
import { termsCopy } from '#shared/content/site-pages.ts'
import {
  CANCEL_A_POST,
  faqAnswer,
  GIVES_ACCESS,
  has,
  KNOWN_CHANNEL,
  REVISION_COUNT,
  SOMEONE_THERE,
  SUPPORT_AT_A_TIME,
  section,
} from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/**
 * 'What will you show me in the demo call?', 'what happens on the free video call': what the call is
 * for, in the pricing page's words, with the calendar to book it.
 */
export const DEMO_CALL_CONTENT =
  /\b(what|anything)\b.{0,40}\b(show|happen|cover|discuss|talk about|go through|go over|expect|involve|include|do|get|prepare|bring|for)\w*\b.{0,30}\b(demo|video call|video chat|free call|intro call|the call|that call|this call)\b|\b(demo|video call|video chat|free call|intro call)\b.{0,30}\b(what|show|happen|cover|involve|include|about|for|agenda|expect)\w*\b|\bwhat('?s| is) (the )?(demo|free video call|video call|free call)( for| about| like)?\b|\bpoint of (the |a |your )?(demo|video call|free call)\b/

export function demoCallAnswer(text: string): Reply | undefined {
  if (!/\b(demo|video call|video chat|free call|intro call|the call|that call|this call)\b/.test(text))
    return undefined
  if (/\b(support|book|booking|schedule|arrange|when can|where)\b/.test(text)) return undefined
  // 'Is the demo free?', 'do I pay for the video call': the pricing page's 'free demo call'.
  const free =
    /\b(free|cost|charge|pay|paid|price|how much|fee)\w*\b/.test(text) &&
    !/\b(plan|package|tier|add-on|channel|basic|pro|premium|post|story|stories|reel)s?\b|\bvideo(?! (call|chat))/.test(
      text,
    )
  if (!DEMO_CALL_CONTENT.test(text) && !free) return undefined
  return factReply(
    `${free ? "Yes, it's free. " : ''}${DEMO_CALL_OFFER} It's a free video call with our UK team: choose a time in the calendar on our home page.`,
    SOURCES.pricing,
    SOURCES.booking,
  )
}

/** The four steps by name, in order. */
export const stepList = () =>
  `The steps are ${howItWorksSteps.map((step, index) => `${index + 1}. ${step.title}`).join(', ')}.`

/** Each step's ordinal, and its number after 'step'. */
const ORDINALS = [
  ['first|1st', 'one|1'],
  ['second|2nd', 'two|2'],
  ['third|3rd', 'three|3'],
  ['fourth|4th', 'four|4'],
]

/** 'What's the third step?', 'step 2 of onboarding', 'the last stage': one of the home page's steps. */
export function stepAsked(text: string): Reply | undefined {
  if (!/\b(step|stage)s?\b/.test(text)) return undefined
  const index = /\b(last|final) (step|stage)\b/.test(text)
    ? howItWorksSteps.length - 1
    : ORDINALS.findIndex(([ordinal, number]) =>
        new RegExp(`\\b(${ordinal}) (step|stage)\\b|\\b(step|stage) (${number})\\b`).test(text),
      )
  const step = howItWorksSteps[index]
  if (!step) return undefined
  return factReply(
    `Step ${index + 1} of ${howItWorksSteps.length} in How it works on our home page is ${step.title}: ${step.text} ${stepList()}`,
    SOURCES.home,
  )
}

/** 'Will you post on my behalf or do I log in each day?': the scheduling we do for them. */
/** The plans' own line on timing ('Posts scheduled at the best times for your audience'), if every plan has it. */
export function everyPlanSchedules(): string {
  const lines = plans.map((plan) => plan.features.find((feature) => /\bscheduled\b/i.test(feature)))
  const [line] = lines
  if (!line || lines.some((other) => other !== line)) return ''
  return `Every plan includes ${line.charAt(0).toLowerCase()}${line.slice(1)}.`
}

const ON_MY_BEHALF = /\bon (my|our) behalf\b|\b(log|sign) in (each|every) day\b/

/** 'Do you write the words and tags too?': the captions and hashtags. */
/** The posts' words: captions, hashtags, their text or copy; not e-mail, website or ad copy. */
const WRITES_THE_WORDS =
  /\bcaption|hashtag|\btags?\b|\bcopywriting for (the |my |our )?(post|social)|\b(write|writing|wrote|supply|provide|come up with|do)\b.{0,15}\b(?<!(email|e-mail|website|web|ad|advert|brochure|menu|product|sales|newsletter) )(word|words|text|wording|copy|description)\b/

/** A machine named as the writer: 'ChatGPT churning out captions', 'AI-generated hashtags'. */
const MADE_BY_A_MACHINE =
  /\b(ai|artificial intelligence|chatgpt|gpt|robots?|bots?|automated|automatically|machines?|computer[- ]generated|auto-?generated)\b/

/** 'How long till I see the first posts to approve?': the first content, not the review rounds after it. */
const FIRST_CONTENT =
  /\b(first|1st|initial|opening|earliest)\b.{0,15}\b(post|content|design|draft|batch)\b.{0,40}\b(approve|review|see|ready|arrive|come|get|receive)\w*|\b(how long|how soon|how quickly|when|till|until)\b.{0,40}\b(first|1st|initial)\b.{0,15}\b(post|content|design|draft|batch)/

/** 'How does the client review content? Do they log in to a portal?': how posts are approved. */
const HOW_APPROVED =
  /\b(review|check|look at|see|approve|sign off|ok|okay)\w*\b.{0,20}\b(the |my |our |their |each |every )?(content|post|design|draft)s?\b.{0,60}\b(portal|log in|login|platform|app|email|whatsapp|how)\b|\bhow (do|does|can|will)\b.{0,30}\b(review|check|approve|sign off)\w*\b.{0,20}\b(content|post|design|draft)s?\b/

/**
 * 'can i keep asking for changes like 5 or 6 times', 'if we want several changes to one design': a
 * post's changes asked for, however often; a change to the plan or account is not a revision.
 */
const ASKS_FOR_CHANGES =
  /\b(ask|asking|asked|request|requesting|want|wanting|need|needing|send|sending|get|getting|suggest|suggesting|propose|proposing|raise|raising)\w*( for| in| back)? (more |a few |some |several |lots of |multiple |many |any |further |extra |small |little )?(change|edit|tweak|amend|correction)\w*\b(?! (to|of|on) (my|our|the) (plan|subscription|account|billing|card|detail|email|channel))|\b(change|edit|tweak|amend)\w*\b.{0,40}\b\d+ (or \d+ )?time/

/** 'Can I ok them from my phone, I'm never at a desk?': the ways to approve all work from a phone. */
const ON_THE_GO =
  /\b(from|on|using|via|with) (my|a|the|your) (phone|mobile|smartphone|iphone|android|tablet|ipad)\b|\bon the (go|move|road)\b|\b(not|never|rarely|hardly ever) (at|near|by) (a |my |the )?(desk|computer|laptop|pc)\b|\bwithout (a |my )?(computer|laptop|pc)\b/

function approvalReply(text: string): Reply {
  const phone = ON_THE_GO.test(text) ? 'Yes, you can do it from your phone. ' : ''
  return factReply(
    `${phone}${faqAnswer('How does approving')} We never publish anything you have not seen.`,
    SOURCES.home,
  )
}

/**
 * 'I must make account first before buy the plan?', 'do we have to register before paying?': an
 * account of ours before buying, which nobody needs (the visitor's social accounts are another thing).
 */
const ACCOUNT_FIRST =
  /\b(as a guest|guest checkout|check ?out as (a )?guest|without (making |creating |opening |having |setting up |registering )?(an |a )?(account|registering|registration|signing up|logging in|log ?in))\b|\b(make|create|open|register|set up|sign up for|have|need|get)\w*\b.{0,20}\b(an |a |my |our )?account\b.{0,40}\b(before|first|prior|beforehand|in advance|to (buy|pay|order|purchase|check ?out|subscribe|sign up))\b|\baccount\b.{0,10}\b(first|beforehand|in advance)\b|\b(must|have to|need to|got to|required to|should) (i |we )?(register|sign in|log in|login|make an account|create an account|open an account)\b.{0,40}\b(before|first|to (buy|pay|order|purchase|subscribe))\b|\b(must|have to|need to|got to|required to) (i |we )?sign up\b.{0,30}\b(before|first)\b.{0,20}\b(buy\w*|pay\w*|order\w*|purchas\w*|check ?out|subscrib\w*|plan)\b|\b(register|sign in|log in|login)\b.{0,10}\b(first|beforehand|in advance)\b.{0,30}\b(buy|pay|order|purchase|subscribe|plan)/

/** What the visitor gives us to begin: 'what will you need from me', 'what do I have to provide'. */
const NEED_FROM_ME = new RegExp(
  [
    // 'what things you need from my side', 'what u need from our end', 'what documents you require from me'
    '\\b(need|want|require|expect)\\w* (from|of) (me|us|my side|our side|my end|our end|my part|our part|the client|the customer)\\b',
    '\\bfrom (my|our) (side|end|part)\\b.{0,30}\\b(need|want|require|provide|give|send|prepare|supply)',
    '\\bwhat (do|will|would) you need\\b',
    '\\bwhat (things|stuff|information|info|details|material|materials|assets|documents|files) (do |will |would |should )?(you|i|we) (need|want|require|expect|provide|give|send|supply|prepare)',
    // 'what do I have to prepare before you start', 'what should we get ready'
    '\\bwhat (do|will|would|should|must) (i|we) (have to |need to |got to )?(provide|give|send|supply|prepare|get ready|have ready|have to hand|hand over|bring)\\b',
    '\\bwhat (i|we) (must|have to|need to|should) (give|provide|send|supply|prepare|get ready)',
  ].join('|'),
)

/**
 * 'Do I need an Instagram account first?', 'must i have a facebook page already': the visitor's own
 * profile on a network, which we post to once they give us access (not an account of ours).
 */
const OWN_PROFILE =
  /\b(need|needs|(don'?t|do not|haven'?t|have not|not) (have|got)|have to have|must have|got to have|required|require|should (i |we )?have|do (i|we) (have to|need to|must) (have|make|create|set up|open|get)|already (have|got)|have (i|we) got to have|(make|create|set up|open|start|get) (a |an |my |our )?(new |own )?)\b.{0,30}\b(account|page|profile|handle)s?\b|\b(account|page|profile)s?\b.{0,15}\b(first|already|beforehand|before (i|we) (start|buy|sign|pay))\b|\bwithout (a |an |any )?(\w+ ){0,2}(account|page|profile)s?\b|\b(need|have to|must|got to|required)( to)? (already )?(have|got|be on|set up|make|create) (a |an |my |our |your )?(own )?(facebook|instagram|x twitter|linkedin|google business|threads|tiktok|youtube)\b/

function ownProfileAnswer(text: string): Reply | undefined {
  if (
    !OWN_PROFILE.test(text) ||
    !(KNOWN_CHANNEL.test(text) || /\bsocial (media )?(account|page|profile)/.test(text))
  )
    return undefined
  const connect = howItWorksSteps.find((step) => /profile/i.test(step.title))
  return factReply(
    `We post to your own social profiles: you give us access to them after you sign up (${connect ? `'${connect.title}: ${connect.text}'` : ''}). ${faqAnswer('What do you need from me')} You don't need an account with us before you buy: ${faqAnswer('Do I need an account').replace(/^No\.\s*/, '')}`,
    SOURCES.home,
  )
}

/** 'Do I need an account before I buy?': the FAQ's 'No', before any plan the question names. */
export function accountFirstAnswer(text: string): Reply | undefined {
  const own = GIVES_ACCESS.test(text) ? undefined : ownProfileAnswer(text)
  if (own) return own
  if (!ACCOUNT_FIRST.test(text) || NEED_FROM_ME.test(text) || GIVES_ACCESS.test(text)) return undefined
  // 'Do I need an Instagram account first?' is the visitor's own channel.
  if (has(text.replace(/\baccount\b/g, ' '), 'channel') || KNOWN_CHANNEL.test(text)) return undefined
  // 'Can I check out as a guest?' asks the other way round: yes, without signing in.
  const asksCan =
    /\b(can|could|may) (i|we|you)\b|\bis it possible\b/.test(text) && /\b(guest|without)\b/.test(text)
  const faq = faqAnswer('Do I need an account')
  return factReply(asksCan ? faq.replace(/^No\.\s*/, 'Yes. ') : faq, SOURCES.home)
}

/**
 * 'What would you actually do for me each month?', 'what r u going to do for us', 'what would I be
 * paying you to do': the service itself, which the FAQ's 'What do I get each month?' answers. 'What
 * would you do if I miss a deadline?' asks about something else.
 */
const WHAT_YOU_DO =
  /\bwhat (exactly |actually |really )?(would|will|do|does|could|can|are|r|is) (you|u|ya|yous|your team|the team|your lot|you guys|you lot|the service)( guys| lot| all| people)? (actually |exactly |really |even |be |going to |gonna )*(do|doing|handle|handling|take care of|taking care of|offer|offering|provide|providing|involve|include)\b|\bwhat (you|u) (lot |guys |all )?(would|will|could|do) (actually |really |exactly )?(do|handle|take care of|offer)\b|\bwhat (would|will|do) (i|we) (actually |really |exactly )?(get|be getting|be paying (you )?(for|to do))\b|\bwhat does a month (with you|of (the|your) service) (look like|involve)\b/
const ABOUT_SOMETHING_ELSE =
  /\b(if|when|with|about|after|before|unless|wrong|mistake|need|want|from me|from us)\b/

function asksWhatYouDo(text: string): boolean {
  const asked = text.match(WHAT_YOU_DO)
  if (asked?.index === undefined) return false
  return !ABOUT_SOMETHING_ELSE.test(text.slice(asked.index + asked[0].length))
}

/** 'Do you write in British or American English?': the About page's British English. */
const WHICH_ENGLISH =
  /\b(british|american|uk|us|english|australian|canadian) (english|spelling|spellings|grammar)\b|\b(british|american) (or|vs|versus) (british|american)\b|\benglish \(?(uk|us|gb)\)?|\b(spell|spelling|spellings|spelt)\b.{0,30}\b(british|american|uk|us|english|colour|favourite|organise)\b|\b(which|what) (language|english|spelling|dialect)\b|\bcolour or colour\b|\b(write|written|writing|post|caption)\w*\b.{0,30}\bin (english|plain english|proper english)\b/

export function serviceAnswer(text: string): Reply | undefined {
  if (WHICH_ENGLISH.test(text))
    return factReply(aboutValues.find((v) => v.title === 'Local')?.text ?? '', SOURCES.about)
  const step = stepAsked(text)
  if (step) return step
  if (FIRST_CONTENT.test(text) && !has(text, 'revision'))
    return factReply(faqAnswer('How quickly can I get started'), SOURCES.home)
  if (HOW_APPROVED.test(text)) return approvalReply(text)
  // 'Can I cancel a single post?': nothing goes out that the visitor has not approved, and changes are free.
  if (CANCEL_A_POST.test(text) && !has(text, 'cancel'))
    return factReply(
      `${faqAnswer('How does approving')} We never publish anything you have not seen. ${faqAnswer('How many revisions')}`,
      SOURCES.home,
    )
  if (
    !SOMEONE_THERE.test(text) &&
    !SUPPORT_AT_A_TIME.test(text) &&
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
      `${faqAnswer('How quickly can I get started')} ${faqAnswer('What do you need from me')} ${faqAnswer('How does approving')} ${stepList()}`,
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
    return approvalReply(text)
  if (has(text, 'hiddenFees') || /\bextra (cost|charge|fee)|\bcost\w* (i|you) don'?t know/.test(text))
    return factReply(faqAnswer('Are there any hidden fees'), SOURCES.home)
  // 'Do I need to sign up for an account before I pay?': no account first, before how to sign up.
  if (
    has(text, 'account') &&
    /\b(before|first|need|make|create|have|creat\w*|require\w*|prior|must|necessary|compulsory|mandatory)\b/.test(
      text,
    ) &&
    // 'What will you need from me: brand assets, account access?' asks what we need, not an account.
    !NEED_FROM_ME.test(text) &&
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
  // 'How do I receive my login for the account?': our login, sent by email, not the visitor's socials'.
  if (
    /\b(receive|get|send|sent|email|arrive|find|where is|where's)\w*\b.{0,12}\b(login|log in|password|username)\b|\b(login|log in|password|username)( detail)?s? (be |is |are |get )?(sent|emailed|arriv|come|deliver)\w*/.test(
      text,
    ) &&
    !/\b(instagram|facebook|linkedin|tiktok|twitter|threads|google|social)\b/.test(text)
  )
    return factReply(faqAnswer('How quickly can I get started'), SOURCES.home)
  if (
    /\baccess\b|\b(password|login|admin)\w* (to|for) (my|our|the) (social|instagram|facebook|linkedin|account|page|profile)/.test(
      text,
    ) ||
    GIVES_ACCESS.test(text)
  )
    return factReply(faqAnswer('What do you need from me'), SOURCES.home)
  if (NEED_FROM_ME.test(text)) return factReply(faqAnswer('What do you need from me'), SOURCES.home)
  if (
    has(text, 'start') ||
    FIRST_CONTENT.test(text) ||
    /\bfirst post|\blogin\b|\bdrive folder|\b(shared|google|dropbox|upload) folder|\bfolder\b.*\b(ready|available|set up|open|shared)|\bhow (fast|quick|soon|long)\b.*\b(start|begin|post|ready|get)|\bafter (i )?pay/.test(
      text,
    )
  )
    return factReply(faqAnswer('How quickly can I get started'), SOURCES.home)
  // 'Who writes the captions, a person or AI?': the FAQ on AI, not the captions we include.
  if (
    /\b(person|human|people|team|writer)s?\b.{0,20}\bor\b.{0,20}\b(ai|robot|machine|automated|chatgpt)\b|\b(ai|robot|machine|automated|chatgpt)\b.{0,20}\bor\b.{0,20}\b(person|human|people|team|writer)s?\b/.test(
      text,
    )
  )
    return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  // 'Is this just ChatGPT churning out captions?': who writes them (the FAQ on AI), not that we do.
  if (WRITES_THE_WORDS.test(text) && MADE_BY_A_MACHINE.test(text))
    return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  if (WRITES_THE_WORDS.test(text))
    return factReply(
      `Yes: every plan includes captions and hashtags written for you. ${faqAnswer('What do I get each month')}`,
      SOURCES.pricing,
      SOURCES.home,
    )
  if (/\bwho (write|design|make|create|do)\w*\b/.test(text))
    return factReply(faqAnswer('Do you use AI'), SOURCES.home)
  if (/\bwhat time|\bwhen do you post|\bbest time|\btime of day|\bgo (online|live|out)\b/.test(text))
    return factReply(
      `${faqAnswer('What do I get each month')} ${everyPlanSchedules()}`,
      SOURCES.home,
      SOURCES.pricing,
    )
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
  if (
    /\bwhat do (i|you) (actually )?get\b|\bwhat do you (do|offer)\b|\bwhat is (the )?service\b/.test(text) ||
    asksWhatYouDo(text)
  )
    return factReply(faqAnswer('What do I get each month'), SOURCES.home)
  return undefined
}
