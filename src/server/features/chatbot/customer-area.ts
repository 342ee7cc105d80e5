/**
 * Where things are once signed in, as the customer's dashboard shows them (not a public page, so named,
 * not linked): My Files (the shared drive folder and content spreadsheet), Messages (the conversations
 * with the team, where its replies are), Settings (the display name) and the rule every form that sets a
 * password applies.
 */
import { DRIVE_FOLDER_WITHIN_HOURS, SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { planSupport } from '#shared/catalogue/support-calls.ts'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { PASSWORD_TOO_SHORT, TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { list } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The dashboard's My Files card and page, in their words. */
export const MY_FILES_TEXT =
  `Sign in and open ${DASHBOARD_PLACES.myFiles} in your dashboard: it links to your shared drive folder (send us photos and ` +
  'logos, and find your designed posts) and your content spreadsheet (your content plan: captions, hashtags ' +
  `and publishing dates). Your shared drive folder is set up within ${DRIVE_FOLDER_WITHIN_HOURS} hours of payment.`

/**
 * The dashboard's Messages card and page, and the e-mail confirming a support request, in their words:
 * where the team's replies are.
 */
export const MESSAGES_TEXT =
  `Sign in and open ${DASHBOARD_PLACES.messages} in your dashboard: your conversations with the team. Write to the team with ` +
  `${DASHBOARD_PLACES.newMessage}; the team replies there and lets you know by e-mail. A request sent from ${DASHBOARD_PLACES.contactSupport} ` +
  `gets a reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours, by e-mail or through the messages in your dashboard.`

const withSupportCalls = plans.filter((plan) => planSupport(plan.id).videoCalls).map((plan) => plan.title)

/** The dashboard's two ways to reach the team, as its Messages and Contact Support cards name them. */
export const DASHBOARD_CONTACT_TEXT =
  `Once signed in, open ${DASHBOARD_PLACES.messages} in your dashboard to talk to the team about your content, or ` +
  `${DASHBOARD_PLACES.contactSupport} to send a message to our support team (we reply within ${SUPPORT_REPLY_WITHIN_HOURS} hours); ` +
  `${list(withSupportCalls)} customers also book support video calls there.`

/** The Settings page: its Profile card's display name, which the dashboard greets the customer by. */
export const DISPLAY_NAME_TEXT =
  `Sign in and choose ${DASHBOARD_PLACES.settings} at the top of your dashboard: change your Display name under Profile and ` +
  `choose Save Profile; your dashboard shows that name. ${DASHBOARD_PLACES.settings} also holds your e-mail address, password, ` +
  'sign-in security and your data.'

/** The password rule, as the forms that set one state it ('Password must be at least 6 characters'). */
export const PASSWORD_LENGTH_TEXT =
  `${PASSWORD_TOO_SHORT} and at most ${TEXT_LIMITS.passwordMax}. You choose one when you set a new ` +
  `password from a reset link, or with Change Password in ${DASHBOARD_PLACES.settings} in your dashboard.`

/** The drive folder, the content spreadsheet or My Files, however named. */
const FILES =
  /\b(google|shared|our|my|the) drive\b|\b(drive |shared )?folder\b|\bspreadsheet\b|\b(content|google|the|our|my) sheet\b|\b(my|our|the) files\b|\b(upload|send|share|drop|put)\w*\b.{0,25}\b(photo|logo|picture|image)s?\b.{0,30}\b(once|after|when|as a customer|signed up|sign(ed)? in|account|dashboard)\b/
/** Asked where it is or how to reach it, not how soon it comes or who can see it. */
const WHERE_OR_HOW_TO_REACH =
  /\bwhere\b|\b(find|link|open|access|get to|reach|locate|see|view)\w*\b|\b(which|what) (part|page|section|bit|tab)\b|\bmy files\b|\bwhat is in\b/
const NOT_WHERE = /\bwho\b|\b(secure|safe|privacy|gdpr|delete|keep|how long|how quickly|how soon|when will)\b/

/** The team's answer to the customer's own message: 'the answer when they reply', 'support's response'. */
const THE_TEAMS_REPLY =
  /\b(repl(y|ie|ied)|answer\w*|respon\w*|said back|wrote back|written back|get back)s?\b/
/**
 * A message the customer sent us, or a reply from us: 'I sent a message', 'my question', 'messaged
 * support', 'replies from the team', 'the team replied', 'by e-mail or in the dashboard'.
 */
const OURS =
  /\b(i|we) (sent|send|wrote|write|asked|messaged|contacted|emailed|raised|submitted)\b|\b(my|our) (message|question|request|ticket|enquiry|query)s?\b|\bsupport request\b|\b(the team|your team|support|you|u)\b.{0,25}\b(repl\w*|answer\w*|respond\w*)\b|\b(repl\w*|answer\w*|respon\w*)\b.{0,10}\b(from|of) (the team|your team|support|you|u)\b|\b(e-?mail|inbox) or (in )?(the |my )?(dashboard|account)\b|\b(dashboard|account) or (by |my )?e-?mail\b/
/** The customer's conversations with us: 'my messages', 'messages from you', 'the inbox in my account'. */
const OUR_CONVERSATIONS =
  /\b(my|our|old|past|previous) (message|conversation|inbox|chat|message history)s?\b|\b(message|conversation|chat)s? (from|with) (you|u|the team|your team|support)\b|\binbox\b.{0,25}\b(account|dashboard)\b|\b(account|dashboard)\b.{0,25}\binbox\b/
/** Asked where it is, or how it reaches the customer: 'where do I see', 'how will I know', 'by e-mail or…'. */
const WHERE_IT_IS =
  /\bwhere\b|\b(find|see|read|check|look|view|open|get to)\b|\bshow (up|in)\b|\bappear|\bcome (to|by|in|through)\b|\bhow (will|would|do|can|could) (i|we) know\b|\be-?mail or\b|\bor (by )?e-?mail\b/
/**
 * Our visitors' own customers, followers or social inboxes (replies we do not write), a request about
 * personal data (the privacy policy's month), or how soon we reply (the reply time).
 */
const ANOTHER_REPLY =
  /\b(comment|dm|direct message|follower|review|instagram|facebook|tiktok|linkedin|whatsapp|customers'?|data|gdpr|subject access|personal)s?\b|\bhow (quick|quickly|long|soon|fast)\b|\bhow much time\b/

/** Where the team's replies and the customer's conversations with it are: Messages in the dashboard. */
export function asksWhereRepliesAre(text: string): boolean {
  if (!WHERE_IT_IS.test(text) || ANOTHER_REPLY.test(text)) return false
  return OUR_CONVERSATIONS.test(text) || (THE_TEAMS_REPLY.test(text) && OURS.test(text))
}

/** 'I sent a message from the dashboard, where do I see the answer?': Messages in the dashboard. */
export function repliesAnswer(text: string): Reply | undefined {
  return asksWhereRepliesAre(text) ? factReply(MESSAGES_TEXT, SOURCES.messages) : undefined
}

/** The name the account shows: 'display name', 'my name on the dashboard', 'rename my account'. */
const ACCOUNT_NAME =
  /\b(display|profile|account|user) ?name\b|\b(my|our|the) name\b.{0,40}\b(account|dashboard|profile|customer area|system|settings)\b|\b(account|dashboard|profile|customer area|system)\b.{0,60}\b(my|our|the|wrong|business) name\b|\bname (on|in) (my |our |the )?(account|dashboard|profile|customer area)\b|\b(name (that |which )?(show|appear|display)s?|wrong name)\b.{0,30}\b(account|dashboard|profile|welcome|customer area)\b|\brename (my|our|the) (account|profile)\b|\bthe dashboard (greet|address|welcome)\w* (me|us)\b|\bwelcome message\b.{0,30}\bname\b|\b(change|update|edit|fix|correct)\w* my name\b/
/** Changing it, or finding where: 'edit my profile', 'where are account settings'. */
const CHANGE_OR_FIND =
  /\b(change|chang|edit|update|fix|correct|rename|set|put|alter|amend|wrong|spelt|spelled|where|how)\w*/
/** Settings itself: 'where is the profile settings', 'where do I edit my details'. */
const SETTINGS_ASKED =
  /\bwhere\b.{0,30}\b(settings|edit (my|our) (profile|details|account))\b|\b(edit|change|update)\w* (my|our) (profile|account details)\b|\b(account|profile) settings\b/

/** Names elsewhere: a social profile's, the business name in posts, an invoice's. */
const ANOTHER_NAME =
  /\b(invoice|receipt|post|caption|logo|brand|instagram|facebook|page name|handle|channel)\b/

/** How long a password must be: 'minimum password length', 'can my password be 4 letters'. */
const PASSWORD = /\b(password|pasword|passwd|pass word|pwd|pw)s?\b/
const PASSWORD_RULE =
  /\b(how (long|short)|how many (character|letter|digit|number|symbol|char)s?|length|lenght|minimum|min|maximum|max|shortest|longest|rules?|requirements?|require|limit|size)\b|\b\d+[- ]?(character|letter|char|digit)s?\b/
/** The reset link's hour, or how we keep passwords, asked instead. */
const NOT_THE_RULE = /\b(link|e-?mail|expire|valid|last|store|stored|keep|hash|safe|secure|encrypt)\w*/

/** 'Can my password be 4 letters?': the number of characters the question proposes, if any. */
function proposedLength(text: string): number | undefined {
  const found = text.match(/\b(\d+)[- ]?(character|letter|char|digit)s?\b/)?.[1]
  return found === undefined ? undefined : Number(found)
}

function passwordAnswer(text: string): Reply {
  const proposed = proposedLength(text)
  const allowed =
    proposed !== undefined && proposed >= TEXT_LIMITS.passwordMin && proposed <= TEXT_LIMITS.passwordMax
  const lead = proposed === undefined ? '' : allowed ? 'Yes. ' : 'No. '
  return factReply(`${lead}${PASSWORD_LENGTH_TEXT}`, SOURCES.settings, SOURCES.passwordReset)
}

/** Whether the question asks where something of the customer's dashboard is, or a rule it applies. */
export function customerAreaAnswer(text: string): Reply | undefined {
  if (PASSWORD.test(text) && PASSWORD_RULE.test(text) && !NOT_THE_RULE.test(text)) return passwordAnswer(text)
  if (FILES.test(text) && WHERE_OR_HOW_TO_REACH.test(text) && !NOT_WHERE.test(text))
    return factReply(MY_FILES_TEXT, SOURCES.myFiles)
  const replies = repliesAnswer(text)
  if (replies) return replies
  if (
    ((ACCOUNT_NAME.test(text) && CHANGE_OR_FIND.test(text)) || SETTINGS_ASKED.test(text)) &&
    !ANOTHER_NAME.test(text)
  )
    return factReply(DISPLAY_NAME_TEXT, SOURCES.settings)
  return undefined
}
