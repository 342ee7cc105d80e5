/**
 * A customer who has just paid ('just paid for Pro, what happens now?', 'only got the receipt so far'):
 * what comes after payment, in the FAQ's words, and the team if the login e-mail has not arrived.
 */
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { faqAnswer } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The visitor has paid: 'I just bought Basic', 'payment went through', 'my card was charged'. */
const PAID =
  /\b(i|we|have|has|just|already|ok|okay|so|finally)( just| already| finally)? (paid|bought|purchased|ordered|subscribed|signed up|joined|checked out|completed (the )?(checkout|payment|order|purchase))\b|^(paid|bought|purchased|ordered|subscribed|signed up|joined)\b|\bpayment (went through|is done|done|complete|completed|successful|has gone through|gone through|was taken)\b|\b(card|account) (was|has been|got) (charged|debited)\b|\bjust (became|become) a (customer|client)\b|\b(am|are) (now )?(subscribed|signed up)\b|\bgot (the|a|my) (receipt|order confirmation|payment confirmation)\b/

/** Asking what comes now: 'what happens next', 'now what', 'next steps', 'nothing has arrived yet'. */
const WHAT_NOW =
  /\bwhat happens (now|next|after|from here|then)\b|\bwhat happens$|\bwhat (now|next|is next|comes? next|do (i|we) do|should (i|we) (do|expect)|will happen|are the next|is the next|to expect|is going on)\b|\bnow what\b|\bnext steps?\b|\bwhen (do|will|would|should) (i|we) (hear|get|receive|expect)\b|\bis (that|this) normal\b|\bfrom here\b|\bwhat (comes|happens) after\b/

/** Nothing received yet but the receipt: 'haven't got anything yet', 'no login yet', 'only got a receipt'. */
const NOTHING_YET =
  /\b(haven'?t|havent|have not|hasn'?t|has not|not|nothing|no)\b.{0,25}\b(received|got|heard|arrived|come|happened|login|e-?mail|anything)\b|\b(only|just) (got|received|have|had) (a|the|my)\b|\b(apart from|except|other than|but) (the |a |my )?(receipt|invoice|payment confirmation|order confirmation|confirmation)\b/

/** A payment gone wrong or undone: the billing and guarantee answers, not the first days. */
const ANOTHER_MATTER =
  /\b(refund|money back|cancel\w*|twice|double|declined|failed|wrong|mistake|upgrade|downgrade|coupon|discount|guarantee)\b/

/** Whether the visitor has just paid and asks what comes now. */
export function justPaid(text: string): boolean {
  return PAID.test(text) && (WHAT_NOW.test(text) || NOTHING_YET.test(text)) && !ANOTHER_MATTER.test(text)
}

/** What happens after payment: the login e-mail, the shared folder, the first content, what we need. */
export function afterPaymentAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!justPaid(text)) return undefined
  const needs = faqAnswer('What do you need from me')
  const notArrived = NOTHING_YET.test(text)
    ? ` If your login details haven't arrived, email us at ${supportEmail}: we aim to reply to every message within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`
    : ''
  return factReply(
    `${faqAnswer('How quickly can I get started')} Then we need ${needs.charAt(0).toLowerCase()}${needs.slice(1)}${notArrived}`,
    SOURCES.home,
  )
}
