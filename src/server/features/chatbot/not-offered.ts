/**
 * Honest negatives: a question naming a plan, channel, add-on, billing period, trial, discount, currency
 * or quantity that the catalogue does not hold gets a plain 'no' and the nearest thing we do offer,
 * with its page. Every name and number here comes from src/shared, so a catalogue change reaches it.
 */
import { CANCELLATION_NOTICE_DAYS, MONEY_BACK_GUARANTEE_DAYS } from '#shared/catalogue/business-rules.ts'
import { EXTRA_CHANNEL_PRICE_PENCE } from '#shared/catalogue/channels.ts'
import { mentions } from '#shared/chatbot/synonyms.ts'
import { privacyCopy } from '#shared/content/site-pages.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { beyondLimits } from './beyond-limits.ts'
import { asksForAnOfferToStay } from './cancel-offer.ts'
import { addOnAnswer, faqAnswer, section } from './catalogue-text.ts'
import { materialFromElsewhere } from './content-rights.ts'
import { ABOUT_JOBS, jobNotOffered } from './job-answers.ts'
import { accountEmailNotOffered } from './not-offered-account.ts'
import { addOnAlone, addOnInAPlan } from './not-offered-add-ons.ts'
import { approvalNotOffered } from './not-offered-approval.ts'
import { assuranceNotOffered } from './not-offered-assurances.ts'
import { channelNotOffered, unknownNetworkAnswer } from './not-offered-channels.ts'
import { contactWayNotOffered } from './not-offered-contact.ts'
import { extraPostsNotOffered } from './not-offered-extra-posts.ts'
import { integrationNotOffered } from './not-offered-integrations.ts'
import { chosenMonthsNotOffered } from './not-offered-months.ts'
import { packSizeNotOffered } from './not-offered-packs.ts'
import { billingNotOffered, planNotOffered, quantityAnswer } from './not-offered-plans.ts'
import { consultancyNotOffered, serviceNotOffered, websiteCopy } from './not-offered-services.ts'
import { guarantee, planList, smallest } from './not-offered-text.ts'
import { toolFeatureNotOffered } from './not-offered-tools.ts'
import { longVideoNotOffered } from './not-offered-videos.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { asksForTheGuaranteeAgain } from './terms-answers.ts'

/**
 * 'Can I stop the subscription only for this one month?', 'cancel while we're closed and come back in
 * spring': a pause, however put, not a cancellation. 'If I cancel, do I lose the posts made for this
 * month?' names the month of the posts, not of a pause.
 */
const STOP_FOR_A_WHILE =
  /\b(stop|suspend|halt|cancel|skip|switch off|turn off)\w*\b(?:(?!\b(post|content|design|paid|made)).){0,40}\b(for|during|over) (only |just )?(a|one|this|that|1|2|two|three|a couple of|a few)( one| single)? (month|week)s?\b(?!.{0,20}\b(notice|charge|refund)\w*)|\b(stop|suspend|cancel|skip)\w*\b.{0,40}\b(while|when) (i'?m|i am|we'?re|we are) (away|closed|on holiday|shut)|\b(stop|suspend|cancel|skip|switch off|turn off)\w*\b.{0,40}\b(for|during|over|in|through|across) (only |just )?(the )?(month of )?(january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|christmas|the holidays|the holiday|our holiday|my holiday|the off season|off season|low season|quiet season)\b|\b(stop|suspend|cancel|skip|switch off|turn off)\w*\b.{0,40}\b(then|and) (then )?(come back|resume|restart|start again|continue|carry on|pick (it )?up again)\b/

/**
 * 'Can someone come to our shop for a meeting?', 'can your designer pop into our cafe': a visit, which
 * we do not make.
 */
const VISIT_US =
  /\b(come|pop|drop|call|stop|visit|swing)\w* (round|over|by|in|into|down|out)?\s?(to |at )?(my|our) (shop|cafe|café|salon|store|restaurant|studio|place|business|venue|site|premises|unit|bakery|gym|clinic|pub|bar|hotel|office|workshop|farm|practice)\b|\b(come|pop|drop|call|stop)\w* (round|over|by|in|to (my|our|the))\b.{0,30}\b(meet|meeting|chat|talk|visit|see (us|me))\b|\b(meet|meeting|visit)\w*\b.{0,25}\b(at|in) (my|our) (shop|cafe|café|salon|store|restaurant|studio|place|business|venue)\b|\bmeet (up )?(at|in) (a|an|the) (\w+ ){0,2}(event|conference|expo|fair|show|meetup|networking)\b/

/**
 * The visitor's own business ('I run a B2B consultancy, is LinkedIn covered?', 'we are a photography
 * studio'): it describes them, it does not ask for the service. 'We are after a proper logo', 'I am
 * looking for a photographer' ask for one.
 */
const OWN_BUSINESS =
  /(\b(i|we) (run|own|manage|have|am|are|work (at|for|in))|\b(i'm|we're))( a| an| the| our| my)? (?!(\S+ )?(looking|after|searching|hoping|wanting|needing|interested|keen|thinking)\b)([a-z0-9&-]+ ){0,3}(consultancy|consultant|agency|studio|business|firm|company|practice|shop|salon|cafe|café|photographer|photography|printer|printing|print shop|web designer|web design|developer|podcast|coach|coaching|trainer|training|pr(?!\w)|influencer)\w*\b/g

/** 'We're a weekday office anyway', 'our office closes at 5': the visitor's own office, no visit asked. */
const OWN_OFFICE =
  /\b(we are|i am|we're|i'm) (a |an )?(\w+ )?office\b|\b(my|our) office (is|are|closes|closed|opens|open|works|runs)\b/g

/** 'Could you provide a signed contract for our records?', 'a written agreement for procurement'. */
const SIGNED_CONTRACT =
  /\b(signed|written|paper|formal|physical|printed)( service)? (contract|agreement)s?\b|\b(sign|signing) (a |the |our |your )?(contract|agreement)\b/

/** 'a signed NDA', 'a non-disclosure agreement', 'a confidentiality agreement'. */
const NDA = /\bndas?\b|\bnon[- ]?disclosure\b|\bconfidentiality (agreement|contract|form)s?\b/

/** 'a signed SLA with uptime guarantees', 'a service level agreement'. */
const SLA = /\bslas?\b|\bservice level agreements?\b|\buptime guarantee/

/** 'a month to month deal', 'a rolling monthly plan': our plans as they are (no contract). */
const ROLLING_MONTHLY =
  /\b(month to month|rolling( monthly)?|monthly rolling) (deal|contract|plan|basis|subscription|agreement)\b/

/** A network, or a part of one, we do not post to: 'my WhatsApp status', 'Facebook groups'. */
const networkNotOffered = (text: string) =>
  materialFromElsewhere(text) ? undefined : channelNotOffered(text)

/** The thing's 'no' first, then the other answer, each page cited once. */
function thingFirst(thing: Reply, other: Reply): Reply {
  const sources = [
    ...new Map([...thing.sources, ...other.sources].map((s) => [s.url ?? s.title, s])).values(),
  ]
  return { ...thing, response: `${thing.response}\n${other.response}`, sources }
}

/**
 * 'Can you post on my WhatsApp status every day?', 'a free trial of your paid ads', 'pay quarterly for
 * the website design': a quantity, a trial or a billing period asked of a thing we do not offer. The
 * thing's 'no' comes first. A number of posts on a network we do not post to, a trial and a billing
 * period are then answered after it; a number of a service we do not sell needs no answer.
 */
function thingDecides(text: string, other: Reply, kind: 'quantity' | 'trial' | 'billing'): Reply {
  const network = networkNotOffered(text)
  if (network) return thingFirst(network, other)
  // A service's, branding's or website copy's 'no'.
  const thing = serviceNotOffered(text) ?? websiteCopy(text)
  if (!thing) return other
  return kind === 'quantity' ? thing : thingFirst(thing, other)
}

/** The honest 'no, but' for a question about something the catalogue does not hold, if it is one. */
export function notOffered(typed: string, supportEmail: string): Reply | undefined {
  // 'I'm a graphic designer, are you hiring?': the visitor's own trade is the role asked for.
  const job = jobNotOffered(typed, supportEmail)
  if (job) return job
  // 'change the email address on my account': our support team does it, not the customer.
  const accountEmail = accountEmailNotOffered(typed, supportEmail)
  if (accountEmail) return accountEmail
  const text = typed.replace(OWN_BUSINESS, ' ')
  // 'Are you ISO 27001 certified?', 'your VAT number', 'a signed copy of your terms': not on the site.
  const assurance = assuranceNotOffered(text, supportEmail)
  if (assurance) return assurance
  // 'one 10-minute video instead of 4 short ones': a long video, before any count of videos.
  const longVideo = materialFromElsewhere(text) ? undefined : longVideoNotOffered(text)
  if (longVideo) return longVideo
  const limit = beyondLimits(text)
  if (limit) return thingDecides(text, limit, 'quantity')
  // Before the networks: 'approve by Telegram' and 'descriptions for my Etsy shop' ask no network.
  const approval = approvalNotOffered(text)
  if (approval) return approval
  // 'is there a number I can ring', 'live chat at night': ways to reach us we do not have.
  const contactWay = contactWayNotOffered(text, supportEmail)
  if (contactWay) return contactWay
  // 'a Canva editor', 'bulk upload like in Buffer', 'seats like Hootsuite': a tool's feature, not ours.
  const toolFeature = toolFeatureNotOffered(text, supportEmail)
  if (toolFeature) return toolFeature
  // 'link it up with my booking system', 'integrate with Fresha': no integrations, before the networks.
  const integration = integrationNotOffered(text)
  if (integration) return integration
  const copy = websiteCopy(text)
  if (copy) return copy
  if (mentions(text, 'trial')) {
    const trial = factReply(
      `No, we don't offer a free trial, but ${guarantee}: if you are not satisfied, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days for a refund. Plans start at ${smallest ? price(smallest.pricePence) : ''} a month with no contract. To see our work first, look at the sample designs on our work page or book a free demo video call with our team.`,
      SOURCES.pricing,
      SOURCES.ourWork,
      SOURCES.booking,
    )
    return thingDecides(text, trial, 'trial')
  }
  // 'just 5 extra posts this month, without changing plan': a bigger plan, not posts on their own.
  const extraPosts = extraPostsNotOffered(text)
  if (extraPosts) return extraPosts
  // 'can i just pay for feb and may only?': chosen months, before any billing period.
  const months = chosenMonthsNotOffered(text)
  if (months) return months
  const billing = billingNotOffered(text)
  if (billing) return thingDecides(text, billing, 'billing')
  const included = addOnInAPlan(text)
  if (included) return included
  // 'a stories tier beyond your biggest' names a pack, not a plan.
  const pack = packSizeNotOffered(text)
  if (pack) return pack
  const plan = planNotOffered(text)
  if (plan) return plan
  const quantity = quantityAnswer(text)
  if (quantity) return quantity
  // 'pics I downloaded off Pinterest' asks whether we may use them, not to post there.
  const channel = networkNotOffered(text)
  if (channel) return channel
  const consultancy = consultancyNotOffered(text)
  if (consultancy) return consultancy
  const alone = addOnAlone(text)
  if (alone) return alone
  const service = serviceNotOffered(text)
  if (service) return service
  // 'a signed contract for our records': there is none to sign; the FAQ's 'No contracts' says why.
  // 'a signed NDA before we share our brand files': nothing to sign; the privacy policy's security.
  if (NDA.test(text))
    return factReply(
      `No, we don't offer signed non-disclosure agreements or contracts: there are no contracts. Our privacy policy sets out how we keep what you share safe: ${section(privacyCopy(supportEmail), 'Security')}`,
      SOURCES.privacy,
      SOURCES.terms,
    )
  // 'a signed SLA': there is no contract to hold one; the support FAQ says how fast we reply.
  if (SLA.test(text))
    return factReply(
      `No, we don't offer a service level agreement: there are no contracts. ${faqAnswer('How do I get support?')}`,
      SOURCES.home,
      SOURCES.terms,
    )
  if (SIGNED_CONTRACT.test(text))
    return factReply(
      `No, we don't offer signed contracts: there are no contracts. ${faqAnswer('Are there any contracts').replace(/^No contracts\.\s*/, '')}`,
      SOURCES.home,
      SOURCES.terms,
    )
  // 'a month to month deal without contract' is how we sell, not a discount; 'a discount if I cancel' is
  // the Cancel Plan dialog's offer.
  if (mentions(text, 'discount') && !ROLLING_MONTHLY.test(text) && !asksForAnOfferToStay(text)) {
    const kind = text.match(
      /\b(student|charity|charities|startup|start-up|non-profit|nonprofit|multi-location|multiple location|bulk|loyalty|nhs|veteran|pensioner|new business)(?:es|s)?\b/,
    )?.[1]
    const what = kind ? `a ${kind.replace(/ies$/, 'y')} discount` : 'discounts on our plans'
    // 'a lower rate for a 24-month agreement': a longer commitment, which we do not ask for either.
    const longer =
      mentions(text, 'contract') ||
      /\b\d+[- ]?(month|year)s? (agreement|deal|term|contract|commitment|sign[- ]?up)\b|\b(lock|tie|sign)\w* (in|up)\b/.test(
        text,
      )
    const opening = longer
      ? `No contracts, and no discounts for a longer commitment: you can cancel anytime with ${CANCELLATION_NOTICE_DAYS} days' notice.`
      : `No, we don't offer ${what}.`
    return factReply(
      `${opening} Our prices are ${planList()} a month, each additional channel is ${price(EXTRA_CHANNEL_PRICE_PENCE)} a month, there is no contract and ${guarantee}.`,
      SOURCES.pricing,
    )
  }
  if (
    /\b(guarantee|promise)\w*\b.*\b(viral|trending|first page|top of google|follower|(?<!\b(dont|don'?t|do not|not|didn'?t|did not|i|we|they|would|if|you)\s)like(?!\s(it|them|the|my|our|what|that|this|how|your|a|any)\b)|sale|result|growth|(?<!(returning|existing|repeat|former|previous|past) )customer|lead|ranking|revenue|engagement)|\b(follower|like|sale|result)\w* guaranteed\b/.test(
      text,
    )
  ) {
    return factReply(
      `No, we don't guarantee followers, likes or sales. What we do guarantee: ${guarantee}. To see how your posts do: ${addOnAnswer('reports')}`,
      SOURCES.home,
      SOURCES.pricing,
    )
  }
  if (
    /\b(pause|freeze|put on hold|hold my (plan|subscription|account|posts|service)|skip a month|take a break)\b|\bon hold\b|\b(month|week)s? off\b|\bskip (a|one|that|this|the|1) (month|week)\b/.test(
      text,
    ) ||
    (STOP_FOR_A_WHILE.test(text) && !asksForTheGuaranteeAgain(text))
  ) {
    return factReply(
      `No, we don't offer pausing a plan. You can upgrade, downgrade or cancel from ${DASHBOARD_PLACES.manageSubscription} in your dashboard; there are no contracts and cancelling needs ${CANCELLATION_NOTICE_DAYS} days' notice.`,
      SOURCES.home,
      SOURCES.terms,
    )
  }
  if (
    !ABOUT_JOBS.test(text) &&
    (/\b(office(?![- ]?(hours?|hrs?|time|days?|based)\b)|visit you|in person|face to face(?! (on|over|via|by|through) (a |the )?(video|camera|cam|webcam|screen|zoom|teams|facetime|skype|google meet|call))|face-to-face(?! (on|over|via|by|through) (a |the )?(video|camera|cam|webcam|screen|zoom|teams|facetime|skype|google meet|call))|premises)\b|\bvisit (us|me)\b(?! (on|at) (facebook|instagram|linkedin|x twitter|threads|google business|the website|our website|our site))/.test(
      text.replace(OWN_OFFICE, ' '),
    ) ||
      VISIT_US.test(text))
  ) {
    return factReply(
      `No, we don't offer meetings in person or visits: we work remotely, from the photos and details you upload to your shared drive folder. You can book a free demo video call with our UK team or email us at ${supportEmail}.`,
      SOURCES.contact,
      SOURCES.booking,
    )
  }
  // Last: 'post on Xing?', a network the site never names, once nothing else has answered.
  return unknownNetworkAnswer(text)
}
