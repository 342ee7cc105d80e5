/**
 * Facts of the site asked in words other answers would take for theirs (decision 0047): the reviews
 * below the top rating ('what is your lowest rating' is no price), booking a call ('set up a call' is
 * no onboarding), the home page's comparison with a typical agency ('your prices against agencies' is
 * no plan question; how long an agency ties you in is its contract row) and our work's figures ('how
 * many clients?', even beside our posts' figure quoted back). Read before the plans, services and
 * company answers.
 */
import { OUR_WORK_STATS } from '#shared/catalogue/designs.ts'
import { reviews } from '#shared/catalogue/reviews.ts'
import { trustBadges } from '#shared/catalogue/trust.ts'
import { aboutLead, aboutSections } from '#shared/content/about-page.ts'
import { AGENCY_COMPARISON_TITLE, agencyComparisonText } from '#shared/content/agency-comparison.ts'
import { howItWorksSteps } from '#shared/content/how-it-works.ts'
import { NOT_A_COMPARISON, SHOPPING_AROUND } from './agency-rows.ts'
import { faqAnswer, list } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'
import { reviewsAbout } from './review-topics.ts'
import { asksForASupportCall } from './support-call-answer.ts'

/** 'Any reviews under five stars?', 'your lowest rating': the reviews below the top rating. */
const BELOW_TOP_RATING =
  /\b(below|under|less than|lower than|fewer than|not|short of|other than)( a| the)? (5|five|full|perfect|top)[- ]star|\b[1-4][- ]star|\b(one|two|three|four)-star|\b(lowest|worst|low|bad|poor|negative|critical|mixed|lower)\w*[- ](star )?(rated |rating |scoring )?(review|rating|score|testimonial)|\b(proportion|how many|what share|percentage|share) of\b.{0,25}\b(5|five)[- ]star|\bless than perfect\b|\b(review|rating)s?\b.{0,30}\b(lowest|worst)\b|\b(all|every|each)\b.{0,25}\b5 star|\b5 star\w*\b.{0,20}\b(lower|less|below|under|fewer)\b/
const ABOUT_RATINGS = /\b(review|rating|rated|star|testimonial)/

function belowTopRating(): Reply {
  const top = Math.max(...reviews.map((r) => r.rating))
  const lower = reviews.filter((r) => r.rating < top)
  if (lower.length === 0) return factReply(`Every review on our site gives ${top} stars.`, SOURCES.home)
  const lines = lower.map((r) => `${r.name} (${r.business}, ${r.rating} stars): ${r.text}`).join('\n')
  return factReply(
    `Not all our reviews give ${top} stars: ${list(lower.map((r) => `${r.name} gave ${r.rating} stars`))}; every other review on our site gives ${top} stars.\n${lines}`,
    SOURCES.home,
  )
}

/**
 * 'What do your Google reviews average out at?', 'stars out of 5 overall', 'how well are you rated':
 * the Google rating the home page shows, not a list of reviews.
 */
const AVERAGE_RATING =
  /\bgoogle (review|rating|score|star)\w*|\b(average|avg|mean|overall|typical|usual|(out of|from) (5|five|ten|10)|on google)\b.{0,40}\b(review|rating|rated|rate|score|star)\w*|\b(review|rating|rated|rate|score|star)\w*\b.{0,40}\b(average|avg|mean|overall|out of (5|five|ten|10)|on google)\b|\bhow (well|highly|high|good|many stars)\b.{0,25}\b(rated|rate|rating|score|review)\w*|\bstar rating\b|\b(customers|clients|people) rate (you|u|postcraft)\b/

function averageRating(): Reply {
  const google = trustBadges.find((badge) => badge.id === 'google-rating')
  const top = Math.max(...reviews.map((r) => r.rating))
  const lower = reviews.filter((r) => r.rating < top)
  const onSite =
    lower.length === 0
      ? `Every review on our site gives ${top} stars.`
      : `Of the ${reviews.length} reviews on our site, ${reviews.length - lower.length} give ${top} stars; ${list(
          [...new Set(lower.map((r) => r.rating))].map(
            (rating) => `${list(lower.filter((r) => r.rating === rating).map((r) => r.name))} gave ${rating}`,
          ),
        )} stars.`
  return factReply(
    `Our ${google?.label ?? 'Google rating'} is ${google?.value ?? ''}, as shown on our home page. ${onSite}`,
    SOURCES.home,
  )
}

/** 'Where can I book a call?', 'how do I set up a call with your team': the free demo call. */
export const BOOKS_A_CALL =
  /\b(book|booking|schedule|arrange|set up|setting up|organise|organize)\w* (a |an |the |your |in a )?(free )?(video |demo |quick |short |intro |introductory )?(call|demo|meeting)\b/

/**
 * 'How do you stack up against a typical agency?', 'a section comparing your prices with agencies':
 * us against an agency, not the visitor comparing agencies ('we're comparing a few agencies; what's
 * your turnaround?' asks the turnaround).
 */
const AGAINST_AN_AGENCY =
  /\b(compar\w*|stack\w* up|measure\w* up|side by side)\b (you|your \w+|yourselves|us|postcraft|the service|this)\b.{0,30}\b(agenc\w*|freelancer)|\b(you|your \w+|postcraft)\b.{0,15}\b(versus|vs|against|compared (to|with)|different (from|to|than))\b.{0,20}\b(agenc\w*|freelancer)|\b(agenc\w*|freelancer)s?\b.{0,20}\b(versus|vs|compared (to|with))\b.{0,10}\b(you|postcraft|us)\b|\bcompar\w* (with|to|against) (a |an )?(typical |normal |usual |traditional |average )?(agenc\w*|freelancer)|\b(you|us|postcraft)\b.{0,15}\bside by side\b.{0,20}\b(agenc\w*|freelancer)|\b(your|the|own) comparison\b|\b(typical|traditional|normal|usual|average|standard|regular|most|other) (\w+ )?(agenc\w*|freelancer)s?\b.{0,40}\b(contract|tie|ties|tied|lock\w*|charge\w*|cost\w*|price\w*|fee\w*|set-up|setup|revision\w*|guarantee\w*|how long|length)\b|\b(contract|tie|ties|lock\w*|charge\w*|cost\w*|price\w*|fee\w*)\b.{0,30}\b(a |the )?(typical|traditional|normal|usual|average|standard|regular|most|other) (\w+ )?(agenc\w*|freelancer)/

/**
 * 'How long do agencies usually lock you in for, compared with you?', 'how many months do agencies make
 * you sign for': an agency's contract length, which the comparison's contract row states beside ours.
 */
const AGENCY_LOCK_IN =
  /\b(agenc(y|ies))\b.{0,40}\b(lock\w*|tie|ties|tied|bind\w*|sign\w*|commit\w*|contract\w*|stuck|minimum term)\b|\b(lock\w*|tie|ties|tied|bind\w*|commit\w*|contract\w*|stuck|minimum term)\b.{0,40}\b(agenc(y|ies))\b/
const HOW_LONG = /\bhow (long|many month|many year)|\blength\b|\bhow much time\b/

const STATS =
  /\b(number|count|total) of (client|customer|business|compan|brand)\w*|\b(client|customer)s? (number|count|figure|total)s?\b|\b(figure|stat|statistic)s? (on|for|about|of) (your |the |its )?(client|customer|post)|\bnumber (on|for|about) (your |the |its )?(client|customer)|\bsatisfaction\b|\bto date\b|\btrack record\b|\bhow many (client|customer|business|compan|brand|people)\w*\b.*\b(have|had|serve|work|use|using|trust|on board|sign)\w*|\b(produced|created|made|delivered|published|done)\b.{0,20}\b(so far|in total|overall|altogether|ever)\b|\bhow many (client|customer)s? (do |have )?(you|u)( have| got| get| had)?\b(?!.{0,20}\b(reply|answer|take on|accept|per|each|a (day|week|month))\b)|\bhow many (post|design|graphic|piece)s?\b.{0,20}\b(you|you have|you had|your team|the team)( have| has)?( ever| already| actually)? (made|created|done|produced|delivered|published|designed|written)\b(?!.{0,30}\b(month|week|plan|basic|pro|premium)\b)/

/**
 * 'how many happy clients do u have', 'ok 10k posts done but how many customers', 'how many businesses
 * do you post for', 'the size of your client base': how many clients we have, which our work page counts.
 * A number the visitor's own business or a plan would take ('how many clients can I add', 'business
 * days', 'brand colours') is another question.
 */
const HOW_MANY_CLIENTS =
  /\bhow many (happy |satisfied |active |current |paying |small |local |regular |uk )?(client|customer|business|businesses|compan\w*|brand)s?\b(?! (day|colour|font|logo|hour|account|page|profile|name|asset|owner'?s? (name|account)))(?!.{0,25}\b(reply|answer|take on|accept|per|each|a (day|week|month)|can|could|will|would|should|may|see|saw|seen|reach|follow|like|i|we|my|our)\b)|\b(client|customer) (base|list)\b|\bon your books\b/

/** Whether paying or the checkout is secure or safe. */
const PAYS_SAFELY =
  /\b(checkout|payment|pay|paying|card|card details)\b.{0,30}\b(secure|safe|safely|securely|encrypted|protected)\b|\b(secure|safe|safely|securely|encrypted|protected)\b.{0,30}\b(checkout|pay|paying|payment|card|card details)\b/

/**
 * 'Who start this company and why?', 'why did you set up PostCraft': the founders' story (About us),
 * not how fast we start.
 */
const WHO_FOUNDED =
  /\b(who|why (did|do|does) (they|you|the founders?))\b.{0,25}\b(start|started|starts|began|begin|set up|found|founded|create|created|launch|launched)\b.{0,10}\b(this|the|your|postcraft|it)\b( company| business| agency)?|\bwhy (does|did) (postcraft|this company|the company|your company) (exist|start)/

export function siteFactAnswer(text: string, supportEmail: string): Reply | undefined {
  if (WHO_FOUNDED.test(text) && /\b(company|business|postcraft|agency|founder|they|you)\b/.test(text))
    return factReply(aboutSections[0]?.blocks.join(' ') ?? aboutLead, SOURCES.about)
  if (BELOW_TOP_RATING.test(text) && ABOUT_RATINGS.test(text)) return belowTopRating()
  if (STATS.test(text) || HOW_MANY_CLIENTS.test(text))
    return factReply(
      `${list(OUR_WORK_STATS.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`))}.`,
      SOURCES.ourWork,
    )
  // 'Any reviews on Google from cafés?' asks for a trade's reviews, not the rating.
  if (AVERAGE_RATING.test(text) && !/\bcontent review\b/.test(text) && reviewsAbout(text).length === 0)
    return averageRating()
  if (
    AGENCY_LOCK_IN.test(text) &&
    HOW_LONG.test(text) &&
    !NOT_A_COMPARISON.test(text) &&
    !SHOPPING_AROUND.test(text)
  )
    return factReply(
      `${faqAnswer('Are there any contracts')} ${AGENCY_COMPARISON_TITLE}, on our home page: ${agencyComparisonText(['Contract'])}`,
      SOURCES.home,
      SOURCES.terms,
    )
  if (AGAINST_AN_AGENCY.test(text))
    return factReply(`${AGENCY_COMPARISON_TITLE}, on our home page: ${agencyComparisonText()}`, SOURCES.home)
  // 'Is checkout secure?', 'safe to pay on your site': the home page's first step, in its own words.
  if (PAYS_SAFELY.test(text) && !/\b(data|privacy|gdpr|password|folder|photo)\b/.test(text))
    return factReply(`Yes: ${howItWorksSteps[0]?.text ?? ''}`, SOURCES.home, SOURCES.pricing)
  // 'Can I book a video call with support?' asks about a plan's support, not the demo call.
  if (BOOKS_A_CALL.test(text) && !asksForASupportCall(text))
    return factReply(
      `You can book a free demo call from the calendar on our home page: it's a free video call with our UK team. Or email us at ${supportEmail}.`,
      SOURCES.booking,
      SOURCES.home,
    )
  return undefined
}
