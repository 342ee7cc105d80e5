/**
 * The intent-and-slot layer: facts that live in the catalogue (plans, prices, posts, channels, add-ons,
 * the guarantee, notice, turnaround, billing) and the FAQ's own answers, chosen by what the normalised
 * question is about, never by a passage that happens to share its words. Legal, review and page facts
 * are answered only when the question is about them. Each topic has its file (plan-, channel-, add-on-,
 * terms-, service- and company-answers.ts, with what they share in catalogue-text.ts); this one reads
 * them in order, the most specific first.
 */

import { addOnTopic, combinationAnswer } from './add-on-answers.ts'
import { afterPaymentAnswer } from './after-payment.ts'
import { approvalRulesAnswer } from './approval-rules.ts'
import { cancelOfferAnswer } from './cancel-offer.ts'
import { factCheckAnswer, ourVoiceAnswer } from './caption-answers.ts'
import { changeRequestAnswer } from './change-requests.ts'
import { channelAnswer, channelAppsAnswer, channelChoiceAnswer } from './channel-answers.ts'
import {
  companyAnswer,
  customerContactAnswer,
  doItYourselfAnswer,
  legalAnswer,
  replyTimeAnswer,
  tradeReviewsAnswer,
} from './company-answers.ts'
import { contentRightsAnswer } from './content-rights.ts'
import { customerAreaAnswer } from './customer-area.ts'
import { jobAnswer } from './job-answers.ts'
import { ourWorkPageAnswer } from './our-work-page.ts'
import { planAnswer } from './plan-answers.ts'
import { planComparisonAnswer } from './plan-comparison.ts'
import { planFeatureAnswer } from './plan-features.ts'
import { publishingAnswer } from './publishing-answer.ts'
import { resetLinkAnswer } from './reset-link.ts'
import type { Reply } from './responder.ts'
import { accountFirstAnswer, demoCallAnswer, serviceAnswer } from './service-answers.ts'
import { siteFactAnswer } from './site-facts.ts'
import { supportCallAnswer } from './support-call-answer.ts'
import { billingAnswer, billingPeriodAnswer, termsAnswer } from './terms-answers.ts'

/** The catalogue's answer to a normalised question, or undefined when it is not about the catalogue. */
export function catalogueAnswer(text: string, supportEmail: string): Reply | undefined {
  return (
    combinationAnswer(text) ??
    publishingAnswer(text) ??
    approvalRulesAnswer(text) ??
    changeRequestAnswer(text) ??
    ourWorkPageAnswer(text) ??
    factCheckAnswer(text) ??
    ourVoiceAnswer(text) ??
    customerAreaAnswer(text) ??
    afterPaymentAnswer(text, supportEmail) ??
    supportCallAnswer(text) ??
    cancelOfferAnswer(text) ??
    resetLinkAnswer(text) ??
    contentRightsAnswer(text, supportEmail) ??
    channelChoiceAnswer(text) ??
    channelAppsAnswer(text) ??
    planComparisonAnswer(text) ??
    planFeatureAnswer(text) ??
    jobAnswer(text, supportEmail) ??
    customerContactAnswer(text, supportEmail) ??
    demoCallAnswer(text) ??
    accountFirstAnswer(text) ??
    legalAnswer(text, supportEmail) ??
    siteFactAnswer(text, supportEmail) ??
    replyTimeAnswer(text, supportEmail) ??
    billingAnswer(text, supportEmail) ??
    termsAnswer(text, supportEmail) ??
    channelAnswer(text) ??
    addOnTopic(text) ??
    planAnswer(text) ??
    tradeReviewsAnswer(text) ??
    doItYourselfAnswer(text) ??
    serviceAnswer(text) ??
    billingPeriodAnswer(text) ??
    companyAnswer(text, supportEmail)
  )
}
