/**
 * Our marketing e-mails to the visitor ('will I be put on a mailing list?', 'how do I unsubscribe?'):
 * the privacy policy's 'How we use it', which sends them only with the visitor's agreement. Newsletters
 * for the visitor's own customers are a service we do not sell (not-offered-services.ts).
 */
import { privacyCopy } from '#shared/content/site-pages.ts'
import { section } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

const EMAILS = '(e-?mails?|mails?|mailings?|messages?|texts?|newsletters?|offers?|promotions?|updates?|comms)'

/** The visitor, or customers like them, as the ones our e-mails would go to. */
const TO_THE_VISITOR =
  '(me|us|my (inbox|email|e-mail|email address)|our (inbox|email|e-mail|email address)|(your )?customers?|(your )?clients?|(your )?subscribers?|people who (sign up|buy|pay))'

/** 'my customer list', 'our subscribers': the visitor's own audience, whose e-mails are not ours. */
const OWN_AUDIENCE =
  /\b(my|our) (own |email |e-mail |monthly |weekly |regular |customer |client )?(customers?|clients?|customer list|client list|mailing list|email list|e-mail list|list|subscribers?|audience|followers?|contacts?|newsletters?)\b|\bfor (my|our) (business|shop|salon|cafe|café|company|brand)\b/

const OUR_MARKETING_EMAILS = new RegExp(
  [
    // 'put on a marketing mailing list', 'added to your mailing list', 'your newsletter list'
    '\\b(mailing|marketing|newsletter|email|e-mail|subscriber|promotional) (mailing )?list\\b',
    // 'marketing emails', 'promotional messages', 'sales emails'
    `\\b(marketing|promotional|promo|sales|advertising|advertisement|commercial) ${EMAILS}\\b`,
    // 'unsubscribe', 'opt out of marketing', 'stop your newsletters'
    '\\bunsubscrib\\w*',
    `\\b(opt\\w*|opting) ?out\\b.{0,25}\\b(marketing|${EMAILS}|mailing|list)\\b`,
    `\\b(stop|block|turn off|switch off)\\w*\\b.{0,25}\\b((your|the|marketing|promotional) ${EMAILS}|(sending|emailing) (me|us))\\b`,
    // 'will you spam me', 'bombard us with emails', 'flood my inbox'
    `\\b(spam|spamm\\w*|bombard\\w*|flood\\w*|pester\\w*|bother\\w*)\\b.{0,20}\\b(${TO_THE_VISITOR}|${EMAILS}|inbox)\\b`,
    // 'i don't want your newsletters', 'do you send spam'
    `\\b(don'?t|do not|never) (want|wish) (to (get|receive) )?(any )?(your|ur) (newsletters?|marketing|promotional|promo|sales|e-?mails?|mailings?)\\b`,
    '\\b(send|sending|sent)\\b.{0,10}\\bspam\\b',
    // 'send me newsletters', 'will I get newsletters from you'
    `\\b(send|sending|email|emailing)\\w* ${TO_THE_VISITOR} (\\w+ ){0,2}(newsletters?|offers?|promotions?|marketing|adverts?|ads)\\b`,
    `\\b(send|sending)\\w* (\\w+ ){0,2}(marketing|newsletters?|promotions?|adverts?|ads) to ${TO_THE_VISITOR}\\b`,
    `\\b(get|receive|be sent)\\b.{0,15}\\b(newsletters?|marketing|promotions?|offers?)\\b.{0,20}\\b(from you|from postcraft|you send)\\b`,
    // 'added to your newsletter automatically', 'signed up for your mailing list'
    '\\b(add|added|adding|put|sign|signed|subscribe|subscribed|enrol\\w*)\\b.{0,15}\\b(to|on|onto|up to|up for|for) (your|the|a) (marketing |email |e-mail )?(newsletter|mailing|marketing|email list|list)s?\\b',
    // 'do you send marketing without asking'
    '\\b(send|sending|sent)\\b (out )?(any )?(marketing|promotional (e-?mails?|messages?|material))\\b',
    // 'will my email be used for marketing', 'do you use my email address for marketing'
    '\\b(use|used|using)\\b.{0,10}\\b(my|our) (email|e-mail|email address|details|data|contact details)\\b.{0,15}\\b(for )?(marketing|promotions?|advertising|newsletters?|sales)\\b',
    '\\b(email|e-mail|email address|details|data|information|info)\\b.{0,25}\\b(use|used|using)\\b.{0,15}\\b(for )?(marketing|promotions?|advertising|newsletters?)\\b',
  ].join('|'),
)

/** 'Can you write our marketing emails?': e-mails made for the visitor, a service we do not sell. */
const WRITES_EMAILS =
  /\b(write|writes|writing|wrote|draft\w*|design\w*|creat\w*|handl\w*|run|running|manag\w*|(you|u) do|doing)( (our|my|the|some|a|an|any))?( \w+){0,2} (e-?mails?|newsletters?|mailshots?|campaigns?)\b/

/** Whether the question is about the marketing e-mails we would send the visitor. */
export function asksAboutOurMarketingEmails(text: string): boolean {
  return (
    OUR_MARKETING_EMAILS.test(text) &&
    !OWN_AUDIENCE.test(text) &&
    !WRITES_EMAILS.test(text) &&
    !/\bcookie/.test(text)
  )
}

/** 'Will you…?', 'do I have to…?': a yes-or-no question, which 'Not unless you agree' answers first. */
const YES_OR_NO =
  /^\W*(will|would|do|does|am|are|is|should|must|shall|have|has)\b|\b(will|would) (you|i|we|my|our)\b|\b(do|does) (you|i|we)\b|\b(have|need) to (get|receive|accept|be on|sign up to)\b/

/** 'Do you spam customers?', 'without my consent': e-mails not agreed to, which the policy answers 'No'. */
const UNWANTED =
  /\b(spam\w*|bombard\w*|flood\w*|pester\w*|without (\w+ )?(consent|permission|agreement|asking|my ok|my okay))\b/

export function marketingEmailsAnswer(text: string, supportEmail: string): Reply | undefined {
  if (!asksAboutOurMarketingEmails(text)) return undefined
  const privacy = privacyCopy(supportEmail)
  const uses = section(privacy, 'How we use it')
  const marketing = uses.match(/We only send marketing emails[^.]*\./)?.[0] ?? ''
  const serviceEmails = uses.match(/send login details[^;.]*/)?.[0] ?? ''
  const asked = YES_OR_NO.test(text) && !/\b(unsubscrib|opt\w* ?out|stop|get off|come off|remove)/.test(text)
  const opening = !asked
    ? marketing
    : `${UNWANTED.test(text) ? 'No' : 'Not unless you agree'}: ${marketing.replace(/^We/, 'we')}`
  return factReply(
    `${opening} Besides that, we use your data to ${serviceEmails}. ${section(privacy, 'Changes and contact').match(/Questions about privacy go to \S+/)?.[0] ?? ''}`,
    SOURCES.privacy,
  )
}
