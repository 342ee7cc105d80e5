/**
 * The privacy policy: a data request and how soon we answer it, data processed abroad, selling or
 * sharing data, how long we keep it, its security and what we collect, each from the policy's own words.
 */
import { privacyCopy } from '#shared/content/site-pages.ts'
import { ACCOUNT_SECURITY, GIVES_ACCESS, has, LOCKED_OUT, leadWith, section } from './catalogue-text.ts'
import { dataProtectionLawAnswer } from './data-protection-law.ts'
import { asksAboutDataRights, dataRightsAnswer } from './data-rights.ts'
import { marketingEmailsAnswer } from './marketing-emails.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** What a visitor may call their data, or their customers'. */
const DATA_WORDS =
  '(data|information|info|details|emails?(?! (marketing|newsletter|campaign))|email address\\w*|contacts?|contact details|records|database|(customer|client|mailing|email|contact) list)'

/** Selling or passing on the visitor's details, however named. */
const PASSES_ON_DETAILS =
  /\b(sell|sells|selling|sold|share|shares|sharing|pass|passes|passing|give|gives|giving|hand over|hands over)\b.{0,20}\b(my|our|your|the|customer|personal|client) (information|info|details|data|email address|contact details|records)\b|\b(information|info|details|email address|contact details)\b.{0,20}\b(sold|sell|shared|passed on|handed)\b/

/** 'Will you flog our mailing list?', 'is our customer data sold on': selling, by any name. */
const SELLS_DATA = new RegExp(
  `\\b(sell|sells|selling|sold|flog\\w*|trade|trades|trading|rent|rents|renting|monetis\\w*|monetiz\\w*|make money (from|off|out of|on))\\b.{0,40}\\b${DATA_WORDS}\\b|\\b${DATA_WORDS}\\b.{0,30}\\b(sold|sell|sells|traded|rented|flogged|monetised|monetized)\\b`,
)

/** Someone else our visitor's data might go to, or money it might be passed on for. */
const TO_SOMEONE_ELSE =
  /\bfor (ads?|adverts?|advertising|marketing|targeting|targeted ads)\b|\b(facebook|instagram|meta|google|linkedin|tiktok)\b.{0,20}\b(ads?|adverts?|advertising|marketing|target\w*)\b|\b(other|another|third|outside|external) (compan\w*|business\w*|part\w*|firm\w*|organisation\w*)|\b(advertiser|marketer|data broker|broker|partner|sponsor)s?\b|\bfor (money|cash|profit|a fee|payment)\b|\bmake money (from|off|out of|on)\b/

/** 'Will you pass my customer list to other companies?': passing the data on, to someone named. */
const PASSES_TO_OTHERS = new RegExp(
  `\\b(pass|passes|passing|passed|share|shares|sharing|shared|give|gives|giving|hand|hands|handing|disclose\\w*)\\b.{0,40}\\b${DATA_WORDS}\\b|\\b${DATA_WORDS}\\b.{0,10}\\b(go|goes|going|end up|ends up|sent|passed|given|handed)\\b.{0,10}\\bto\\b`,
)

/** Money asked for the data: the 'No' of 'We never sell your personal data' comes first. */
const FOR_MONEY =
  /\b(sell|sells|selling|sold|flog\w*|monetis\w*|monetiz\w*)\b|\bfor (money|cash|profit|a fee|payment)\b|\bmake money (from|off|out of|on)\b/

/** 'Is our data processed outside the UK?', 'where are your servers': where data is processed. */
const DATA_ABROAD =
  /\b(data|information|info|details|server|servers|hosted|hosting|stored|processed|cloud)\b.{0,40}\b(outside (of )?(the )?(uk|united kingdom|britain|country)|abroad|overseas|offshore|internationally|(another|other|foreign) countr\w*|(in|to|into|via) (the )?(eu|eea|europe|usa|united states|states|america|india|china)|(in|to|into|via) the us|which countr\w*|what countr\w*|located|based)\b|\b(outside (of )?(the )?(uk|united kingdom|britain)|abroad|overseas|offshore|which countr\w*|what countr\w*)\b.{0,40}\b(data|information|info|details|server|servers|hosted|hosting|stored|processed)\b|\bwhere\b.{0,30}\b(data|information|server|servers)\b.{0,20}\b(stored|kept|held|hosted|processed|located|based|sit|live|go)\b|\bwhere\b.{0,15}\b(server|servers)\b|\bdata (residency|sovereignty|transfer\w*)\b|\b(data|information|info|details)\b.{0,30}\b(stored|kept|held|hosted|processed|stay|stays)\b.{0,10}\b(in|within|inside) (the )?(uk|united kingdom|britain|england|country)\b|\b(data|information|info|details)\b.{0,20}\b(leave|leaves|left|leaving|go|goes|sent|transferred)\b.{0,10}\b(the )?(uk|united kingdom|britain|country)\b|\btransfer\w* (of )?(my |our |your |the |personal )?(data|information)\b.{0,20}\b(outside|abroad|overseas|international\w*|countr\w*)/

/** 'Do you collect my card details?', 'is my card number stored?': what the payment provider handles. */
const CARD_DETAILS =
  /\bcard (details|number|numbers|info|information|data)\b.{0,30}\b(collect|store|keep|save|hold|see|access|get|have|kept|stored|saved|held)\w*|\b(collect|store|keep|save|hold|see|access|have access to)\w*\b.{0,25}\bcard (details|number|numbers|info|information|data)\b/

/** A request under the visitor's data rights: 'a subject access request', 'delete my data'. */
export const DATA_REQUEST =
  /\b(subject access|access request|dsar|sar|data (subject )?request|request (for|to see|a copy of) (my|our) (data|information)|cop(y|ies) of (all |everything )?(of )?(my|our|the) (personal )?(data|information|info|detail)|(export|download)\w* (of )?(all )?(my|our) (personal )?(data|information|info|detail)|(delete|erase|correct|remove)\w* (all )?(my|our) (data|information|personal detail))\b/

/** 'Can you wipe everything about us when we leave?': erasing the visitor's data, in any words. */
const ERASES_ALL =
  /\b(delete|erase|remove|wipe|destroy|get rid of)\w*\b.{0,20}\b(everything|all|anything|every trace)\b.{0,25}\b(about|on|of|from) (me|us|my|our)\b/

/** 'What happens to my data if I close my account?', 'keep my invoices after I leave': retention. */
const KEPT_AFTER_LEAVING =
  /\b(if|when|after|once) (i|we) (leave|cancel\w*|close|quit|stop|end)\b.{0,40}\b(delete|remove|erase|wipe|keep|hold|store|destroy)\w*\b.{0,20}\b(my|our|the|all) (photo|file|data|information|info|detail|logo|record)s?\b|\bwhat happens to (my|our|the|all) (data|information|info|details|photos?|files?|records?|account|invoices?)\b|\b(keep|hold|store|retain)\w*\b.{0,25}\b(invoices?|receipts?|billing records?|order records?|records?|photos?|files?|details|information|info|data)\b.{0,30}\b(after|once|when|if) (i|we) (have |'ve )?(leave|left|cancel\w*|close|closed|quit|stop|stopped|end|ended|go|am no longer|are no longer)\b/

/**
 * 'What's your legal basis for using my data?', 'do you use my photos for your own adverts', 'can I
 * stop your marketing emails': what we use the data for, as the policy's 'How we use it' lists it.
 */
const WHAT_DATA_IS_USED_FOR =
  /\b(legal|lawful) basis\b|\bwhat (do|will|would|can) you (do|use)\b.{0,25}\bwith (my|our|the) (data|information|info|details|photos?)\b|\b(use|using|used)\w* (my|our) (data|information|info|details|photos?|pictures?|images?|logo)\b.{0,30}\b(for|in|on|to)\b|\bconsent\b.{0,30}\b(process\w*|use|using|handl\w*)\b.{0,15}\b(my|our|personal) (data|information|info|details)\b|\b(process|use|handle)\w*\b.{0,30}\b(with|under|on|by) (my )?(consent|contract|legitimate interest\w*|legal obligation)\b|\b(put|putting|feature|featuring)\w* (my|our) (photos?|pictures?|images?|logo)\b.{0,20}\b(your|ur) (own )?(ads?|adverts?|advertising|marketing|promotions?)\b|\bwhy (do|would) you (need|collect|want|keep)\b.{0,20}\b(data|information|info|details)\b|\bmarketing (e-?mails?|mails?|messages?|newsletters?)\b|\b(stop|opt out of|unsubscribe from)\b.{0,20}\b(your )?(e-?mails?|newsletters?)\b/

/** 'Is my chat with this bot saved?': the policy lists chatbot conversations among what we collect. */
const CHAT_KEPT =
  /\b(chat|conversation|message)s?\b.{0,30}\b(saved|stored|kept|recorded|logged)\b|\b(save|store|keep|record|log)\w*\b.{0,20}\b(this |my |our )?(chat|conversation)s?\b/

/**
 * 'If I ask you to show me all the data you hold on me', 'can I get everything you have on us': seeing
 * one's own data, which is a request under the visitor's rights.
 */
const SEES_OWN_DATA =
  /\b(see|show|view|access|get|receive|send|download|export|copy|list|give)\b.{0,25}\b(data|information|info|details|everything|all)\b.{0,30}\b(you|u) (hold|have|keep|store|got|collect)\w*\b.{0,20}\b(on|about|of) (me|us|my|our)\b/

/** How fast such a request is answered. */
const ANSWERED_WITHIN =
  /\b(respond|reply|replie|answer|turnaround|handle|process|deadline|how long|how fast|how quickly|how soon)\w*\b/

/** 'You keep my password in plain text?': whether anyone can read it, which the hash answers 'No'. */
const READABLE_PASSWORD =
  /\b(plain ?text|clear ?text|in (the )?clear|unencrypted|not encrypted|unhashed|not hashed|readable|as it is|as written|visible)\b|\b(see|read|know|look at|view)\b.{0,15}\b(my|our|the) password/

/** 'Who can see the files we upload?', 'does your staff read our data': who has access to it. */
const WHO_SEES =
  /\b(who|which (staff|people|person)|anyone|anybody|everyone|your (staff|team|employees))\b.{0,25}\b(see|sees|view|views|read|reads|access|accesses|look at|open)\b.{0,30}\b(my|our|the)\b.{0,15}\b(content|photo|picture|image|file|upload|folder|drive|brief|logo|detail|information|info|data|message)s?\b/

/** Whether the question is about the privacy policy at all. */
function aboutPrivacy(text: string): boolean {
  return (
    (has(text, 'privacy') && !GIVES_ACCESS.test(text) && !LOCKED_OUT.test(text)) ||
    DATA_REQUEST.test(text) ||
    asksAboutDataRights(text) ||
    CARD_DETAILS.test(text) ||
    SEES_OWN_DATA.test(text) ||
    ERASES_ALL.test(text) ||
    KEPT_AFTER_LEAVING.test(text) ||
    WHAT_DATA_IS_USED_FOR.test(text) ||
    CHAT_KEPT.test(text) ||
    WHO_SEES.test(text) ||
    DATA_ABROAD.test(text) ||
    SELLS_DATA.test(text) ||
    (PASSES_TO_OTHERS.test(text) && TO_SOMEONE_ELSE.test(text)) ||
    (ACCOUNT_SECURITY.test(text) && !LOCKED_OUT.test(text)) ||
    /\bdata\b/.test(text) ||
    PASSES_ON_DETAILS.test(text) ||
    // 'my customer complains about a post' is no complaint about the visitor's data.
    /\bcomplain\w*\b.{0,40}\b(data|privacy|information|info|details|handl\w*|use)\b|\b(data|privacy|information)\b.{0,40}\bcomplain|\bwho\b.{0,15}\bcomplain|\bcomplain\w* to (the |a )?(regulator|ico|information commissioner|authorit\w*|whom|who)\b|\b(ico|dpa|information commissioner|data controller|data processor)\b/.test(
      text,
    ) ||
    /\bretain|\bretention|(?<!\btrack )\brecords?\b|\bhow long\b.{0,25}\b(keep|hold|store)\w* (on to |onto )?(my |our |your |the |any |old )?(invoices?|receipts?|photos?|files?|logos?|messages?|chats?|emails?)\b|\b(keep|hold|store)\w* (on to |onto )?(my|our|your|the|any) (detail|information|info|record|file)/.test(
      text,
    )
  )
}

/** The sharing section, with the sentence that answers the question first. */
function sharingFirst(email: string, lead: RegExp, opening = ''): string {
  const sentences = section(privacyCopy(email), 'Who we share it with').split(/(?<=\.)\s+/)
  const first = sentences.filter((sentence) => lead.test(sentence))
  const rest = sentences.filter((sentence) => !lead.test(sentence))
  return `${opening}${[...first, ...rest].join(' ')}`
}

export function privacyAnswer(text: string, supportEmail: string): Reply | undefined {
  // 'Will I be put on your mailing list?': the marketing e-mails we send only with the visitor's agreement.
  const marketing = marketingEmailsAnswer(text, supportEmail)
  if (marketing) return marketing
  if (!aboutPrivacy(text)) return undefined
  const privacy = privacyCopy(supportEmail)
  // 'How long do you take to answer a subject access request?': the rights' one month, not retention.
  if (
    DATA_REQUEST.test(text) ||
    SEES_OWN_DATA.test(text) ||
    ERASES_ALL.test(text) ||
    (/\brequest/.test(text) && ANSWERED_WITHIN.test(text))
  )
    return factReply(section(privacy, 'Your rights'), SOURCES.privacy)
  // 'Can I correct wrong information you hold?', 'who do I contact about my data?': a right, or whom to ask.
  const right = dataRightsAnswer(text, supportEmail)
  if (right) return right
  // 'Do you collect my card details?': the payment provider handles them, which the policy says first.
  if (CARD_DETAILS.test(text))
    return factReply(leadWith(section(privacy, 'What we collect'), /\bcard\b/), SOURCES.privacy)
  if (DATA_ABROAD.test(text)) return factReply(sharingFirst(supportEmail, /outside the UK/), SOURCES.privacy)
  if (WHO_SEES.test(text) && !/\b(share|sell|third part|pass)/.test(text))
    return factReply(
      `${leadWith(section(privacy, 'Security'), /\bstaff\b/)} ${section(privacy, 'Who we share it with')}`,
      SOURCES.privacy,
    )
  // 'Is my chat with the bot stored, and for how long?': the policy lists it, and keeps it as the rest.
  if (CHAT_KEPT.test(text))
    return factReply(
      `Yes, conversations with our website chatbot are among the data we collect. ${section(privacy, 'How long we keep it')}`,
      SOURCES.privacy,
    )
  const law = dataProtectionLawAnswer(text, supportEmail)
  if (law) return law
  // 'My password, you keep it in plain text?': the security section, not how long we keep data.
  if (/\bpassword|\bhash|\bencrypt/.test(text) || READABLE_PASSWORD.test(text))
    return factReply(
      `${READABLE_PASSWORD.test(text) ? 'No, your' : 'Your'} password is stored only as a secure hash. ${section(privacy, 'Security')}`,
      SOURCES.privacy,
    )
  const passedOn =
    SELLS_DATA.test(text) ||
    PASSES_ON_DETAILS.test(text) ||
    (PASSES_TO_OTHERS.test(text) && TO_SOMEONE_ELSE.test(text))
  // 'If you use my data in a bad way, who do I complain to?' asks the rights' complaint.
  // 'Why do you keep data for six years?': the retention section gives the reason.
  if (
    WHAT_DATA_IS_USED_FOR.test(text) &&
    !/\bcomplain/.test(text) &&
    !/\b(keep|hold|retain|store)\b.{0,40}\b(years?|so long|that long|after|once|inactive)\b/.test(text)
  )
    return factReply(section(privacy, 'How we use it'), SOURCES.privacy)
  if (KEPT_AFTER_LEAVING.test(text) || /\bhow long\b|\bkeep\b|\bhold|\bretain|\bretention/.test(text))
    return factReply(section(privacy, 'How long we keep it'), SOURCES.privacy)
  if (/\bsecur|\bsafe|\bencrypt|\bpassword|\bhack|\bbreach|\bstaff|\bemployee/.test(text))
    return factReply(
      `${section(privacy, 'Security')} Your password is stored only as a secure hash.`,
      SOURCES.privacy,
    )
  if (passedOn && FOR_MONEY.test(text))
    return factReply(
      sharingFirst(supportEmail, /never sell/).replace(/^We never sell/, 'No, we never sell'),
      SOURCES.privacy,
    )
  if (
    passedOn ||
    /\b(share|give|disclose)\w*\b|\b(sub-?)?processors?\b|\bwho\b.{0,15}\bprocess\w*|\bpass (it |them |data )?(on|to)\b|\bthird part|\bwho (can |could |will |would |else )?(see|sees|view|views|read|reads|access|accesses|get|gets)\b|\bwho has access/.test(
      text,
    )
  )
    return factReply(section(privacy, 'Who we share it with'), SOURCES.privacy)
  if (/\bdelete|\bremove|\bright|\brequest|\bcomplain|\bcorrect/.test(text))
    return factReply(section(privacy, 'Your rights'), SOURCES.privacy)
  return factReply(`${privacy.intro.join(' ')} ${section(privacy, 'What we collect')}`, SOURCES.privacy)
}
