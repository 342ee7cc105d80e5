/**
 * The rules around an approval that the review e-mail and the review page state (content-rules.ts):
 * what happens to a post not answered in time ('what if I forget to approve', 'I'm away and miss the
 * deadline') and how long the e-mail's review link works ('how long is the approval link valid').
 * Read before the account and approval answers, which would take 'log in' or 'approve' for theirs.
 */
import { faqAnswer, NOT_ANSWERED_IN_TIME_TEXT, REVIEW_LINK_TEXT } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Words for the visitor's answer to a post: approving it, replying, signing it off. */
const ANSWERING =
  /\b(approv\w*|aprov\w*|answer\w*|repl(y|ies|ied|ying)|respond\w*|get back|sign(ed|ing)? (it |them |the post |off)|ok (it|them|the post)|check(ed|ing)? (it|them|the post)|review(ed|ing)? (it|them|the post))\b/

/** 'forget to', 'miss the deadline', 'too busy', 'on holiday': not answering in time. */
const NOT_IN_TIME =
  /\b(forget|forgot|forgotten|forgetting|miss|misses|missed|missing|ignor\w*|too busy|busy|(be|am|im|i'?m|are|were|was|go|going|gone|we'?re) away|on holiday|on vacation|off sick|late|no time|run out of time|never get (round|around)|don'?t get (round|around)|do not get (round|around)|not get (round|around)|can'?t get to|cannot get to|no answer|no reply|no response|silent|silence|say nothing|said nothing|(nobody|no one|no-one|noone)\b.{0,25}\b(approv\w*|sign\w* off|answer\w*|repl\w*|respond\w*|check\w*)|(havent|haven'?t|have not|hasnt|has not) (yet )?(approv\w*|answer\w*|repl\w*|respond\w*|sign\w* (it |them )?off))\b|\b(don'?t|do not|didn'?t|did not|never|not|can'?t|cannot|fail to|failed to|forget to|unable to)\b.{0,15}\b(approv\w*|aprov\w*|answer|reply|respond|get back|sign off|ok it|ok them|check)\b.{0,40}\b(before|in time|on time|by|until|till|deadline|go live|goes live|go out|goes out|publish\w*)\b|\bwhat (happens|if|then)\b.{0,30}\b(don'?t|do not|didn'?t|did not|never|not)\b.{0,10}\b(answer|reply|respond|get back)\b/

/** 'deadline for approving', 'how long do I have to approve', 'approved automatically'. */
const ANSWER_DEADLINE =
  /\b(approv\w*|answer|repl\w*|sign-?off|review) window\b|\b(deadline|cut[- ]?off|time limit|latest)\b.{0,30}\b(approv\w*|answer\w*|repl\w*|respond\w*|sign off|sign-off|review)|\b(approv\w*|sign off|sign-off|review)\b.{0,30}\b(deadline|cut[- ]?off|time limit|in time)\b|\bhow (long|much time|many hours|many days)\b.{0,20}\b(do|have|will|would|did)? ?(i|we)\b.{0,15}\b(to|for)\b.{0,10}\b(approv\w*|answer|reply|respond|sign off|review|check)\b|\bhow (long|much time|many hours?|many days?)\b.{0,12}\b(i|we) (have|get)\b.{0,10}\b(before|until|till)\b.{0,25}\b(goes|go|going) (live|out)\b|\b(auto|automatic|automatically)[- ]?(approv\w*|publish\w*|post\w*)|\b(approv\w*|publish\w*|post\w*|go (out|live)) (auto|automatic|automatically)\b/

/** The link in the review e-mail, not a password-reset or booking link. */
const REVIEW_LINK =
  /\b(review|approval|approve|aprove|check|preview|sign-?off)\w* (link|url|button|e-?mail|email)s?\b|\b(link|url)s? (for|to) (check|review|approv|see|look at|open)\w*\b|\b(link|url|button)s?\b.{0,30}\b(e-?mail|email|whatsapp|you send|you sent|to (review|approve|check|see) (the |my |our )?(post|content))\b/

/** Asked how long it works: valid, expire, last, stop working. */
export const HOW_LONG_IT_WORKS =
  /\b(valid|work|works|last|lasts|good|active|open)\b.{0,20}\bhow (long|many days?)\b|\b(how long|how many days?|until when|till when|when)\b.{0,40}\b(valid|work|works|working|last|lasts|good|active|open|live|stay|usable|use it|expire|expires|run out)\b|\b(expire|expires|expiry|expiration|expired|time out|times out|timed out|run out|runs out|valid|validity|stop working|stops working|still work|still works|(dont|don'?t|doesnt|doesn'?t|does not|do not|not|wont|won'?t|isnt|isn'?t|no longer|not) (work|working|open|opening|load|loading)|dead|time limit|lifetime)\b/

/** The visitor's posts or approvals: the no-answer rule is about nothing else. */
const POSTS_TO_APPROVE =
  /\b(approv\w*|aprov\w*|sign\w* off|sign-?off|post|content|batch|draft|design|review|ok)\b/

/** Something we answer: a request, a complaint, a message to support. */
const OUR_ANSWER = /\b(access request|data|gdpr|complaint|support|enquir\w*|inquir\w*|ticket|refund)\b/

const PASSWORD_OR_BOOKING =
  /\b(password|reset|forgot(ten)? my|login link|log in link|sign-?in link|booking|book|demo|call)\b/

/** 'Approve without logging in?': the review link, not buying without an account. */
const WITHOUT_SIGNING_IN =
  /\b(without|no need to|don'?t (have|need) to|do not (have|need) to|not have to|no) (\w+ )?(log\w* in|login|sign\w* in|signin|password|account|portal)\b/

/** Approving posts, asked with 'without logging in'. */
const APPROVING_POSTS =
  /\b(approv\w*|aprov\w*|sign\w* off|sign-off|review\w*|check\w*|ok)\b.{0,25}\b(post|content|design|draft|them|it|link)\b|\b(review|approval) link\b/

const BUYING = /\b(buy|pay|order|checkout|check out|plan|subscribe|sign up)\b/

/** 'Will you remind me to approve?': the e-mail we send and what happens without an answer. */
const REMINDER = /\bremind\w*|\bnudge|\bchase\w* (me|us)\b|\bfollow(-| )up\b/

/** 'Do I get a notification when posts are ready?', 'will u whatsapp me': the review e-mail. */
const TOLD_WHEN_READY =
  /\b(notif\w*|alert\w*|let (me|us) know|tell (me|us)|e-?mail (me|us)|message (me|us)|whatsapp (me|us)|ping (me|us))\b.{0,40}\b(ready|waiting|to (check|approve|review|sign off)|for (approval|review|sign-?off|checking))\b/

/** 'If I reject a post, what happens?': asking for changes instead of approving. */
const TURNS_DOWN_A_POST =
  /\b(reject\w*|decline\w*|turn\w* down|refus\w*|say no to|said no to|veto\w*)\b.{0,15}\b(a |the |one |this |that |my |our |some )?(post|design|draft|content)s?\b/

/** 'The approval link in the email, how long does it work?': the review link's days. */
export function reviewLinkAnswer(text: string): Reply | undefined {
  if (PASSWORD_OR_BOOKING.test(text)) return undefined
  if (REVIEW_LINK.test(text) && HOW_LONG_IT_WORKS.test(text))
    return factReply(REVIEW_LINK_TEXT, SOURCES.reviewEmail)
  if (TOLD_WHEN_READY.test(text) && POSTS_TO_APPROVE.test(text))
    return factReply(
      `Yes. ${REVIEW_LINK_TEXT} ${faqAnswer('How does approving')}`,
      SOURCES.reviewEmail,
      SOURCES.home,
    )
  if (TURNS_DOWN_A_POST.test(text))
    return factReply(
      `${faqAnswer('How does approving')} We never publish anything you have not seen. You can ask for changes instead: revisions are unlimited. ${faqAnswer('How many revisions').replace(/^Unlimited\.\s*/, '')}`,
      SOURCES.home,
    )
  if (WITHOUT_SIGNING_IN.test(text) && APPROVING_POSTS.test(text) && !BUYING.test(text))
    return factReply(
      `Yes. ${REVIEW_LINK_TEXT} ${faqAnswer('How does approving')}`,
      SOURCES.reviewEmail,
      SOURCES.home,
    )
  return undefined
}

/** 'What if I forget to approve?', 'deadline for sign-off': the no-answer rule. */
export function notAnsweredInTimeAnswer(text: string): Reply | undefined {
  const late = NOT_IN_TIME.test(text) && ANSWERING.test(text)
  if (!late && !ANSWER_DEADLINE.test(text)) return undefined
  // 'The deadline for answering a subject access request' is ours to answer, not a post's.
  if (!POSTS_TO_APPROVE.test(text) || OUR_ANSWER.test(text)) return undefined
  // 'I forgot my password', 'missed the call': not a post's answer.
  if (PASSWORD_OR_BOOKING.test(text) && !/\bpost|content\b/.test(text)) return undefined
  // 'Do you send reminders if I haven't approved?': the site names no reminder, only the e-mail.
  const reminder = REMINDER.test(text) ? `${REVIEW_LINK_TEXT} ` : ''
  return factReply(`${reminder}${NOT_ANSWERED_IN_TIME_TEXT}`, SOURCES.reviewEmail)
}

export function approvalRulesAnswer(text: string): Reply | undefined {
  return reviewLinkAnswer(text) ?? notAnsweredInTimeAnswer(text)
}
