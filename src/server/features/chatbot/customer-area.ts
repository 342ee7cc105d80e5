/**
 * Where things are once signed in, as the customer's dashboard shows them (not a public page, so named,
 * not linked): My Files (the shared drive folder and content spreadsheet), Settings (the display name)
 * and the rule every form that sets a password applies.
 */
import { DRIVE_FOLDER_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { PASSWORD_TOO_SHORT, TEXT_LIMITS } from '#shared/schemas/fields.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** The dashboard's My Files card and page, in their words. */
export const MY_FILES_TEXT =
  'Sign in and open My Files in your dashboard: it links to your shared drive folder (send us photos and ' +
  'logos, and find your designed posts) and your content spreadsheet (your content plan: captions, hashtags ' +
  `and publishing dates). Your shared drive folder is set up within ${DRIVE_FOLDER_WITHIN_HOURS} hours of payment.`

/** The Settings page: its Profile card's display name, which the dashboard greets the customer by. */
export const DISPLAY_NAME_TEXT =
  'Sign in and choose Settings at the top of your dashboard: change your Display name under Profile and ' +
  'choose Save Profile; your dashboard shows that name. Settings also holds your e-mail address, password, ' +
  'sign-in security and your data.'

/** The password rule, as the forms that set one state it ('Password must be at least 6 characters'). */
export const PASSWORD_LENGTH_TEXT =
  `${PASSWORD_TOO_SHORT} and at most ${TEXT_LIMITS.passwordMax}. You choose one when you set a new ` +
  'password from a reset link, or with Change Password in Settings in your dashboard.'

/** The drive folder, the content spreadsheet or My Files, however named. */
const FILES =
  /\b(google|shared|our|my|the) drive\b|\b(drive |shared )?folder\b|\bspreadsheet\b|\b(content|google|the|our|my) sheet\b|\b(my|our|the) files\b|\b(upload|send|share|drop|put)\w*\b.{0,25}\b(photo|logo|picture|image)s?\b.{0,30}\b(once|after|when|as a customer|signed up|sign(ed)? in|account|dashboard)\b/
/** Asked where it is or how to reach it, not how soon it comes or who can see it. */
const WHERE_OR_HOW_TO_REACH =
  /\bwhere\b|\b(find|link|open|access|get to|reach|locate|see|view)\w*\b|\b(which|what) (part|page|section|bit|tab)\b|\bmy files\b|\bwhat is in\b/
const NOT_WHERE = /\bwho\b|\b(secure|safe|privacy|gdpr|delete|keep|how long|how quickly|how soon|when will)\b/

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
  if (
    ((ACCOUNT_NAME.test(text) && CHANGE_OR_FIND.test(text)) || SETTINGS_ASKED.test(text)) &&
    !ANOTHER_NAME.test(text)
  )
    return factReply(DISPLAY_NAME_TEXT, SOURCES.settings)
  return undefined
}
