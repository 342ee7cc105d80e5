/**
 * Changing the account's e-mail address ('need to change the email address on my account in settings
 * how'): a customer cannot do it themselves (Settings shows the address read-only), so the answer is a
 * 'no', then who changes it: our support team, by e-mail or from the dashboard (the FAQ's support
 * answer), as the privacy policy's right to have data corrected says.
 */
import { EMAIL_READ_ONLY_HINT } from '#shared/schemas/profile.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** What is not the account's address: an e-mail's content, settings of e-mails, our e-mails. */
const NOT_THE_ADDRESS =
  '(?! ?(notification|preference|marketing|newsletter|setting|frequenc|alert|template|campaign|signature|list|content|copy|subject|me\\b|us\\b|you\\b))'

/** 'change my email', 'update the email on my account', 'switch the email address we sign in with'. */
const CHANGES_THE_ADDRESS = new RegExp(
  `\\b(change|update|edit|switch|swap|replace|correct|fix|amend|alter)\\w* (the |my |our |a |an |account |login |log in |sign[- ]?in |registered |contact |primary |main |profile |user |business |company )*e-?mail( address)?\\b${NOT_THE_ADDRESS}`,
)

/** 'my email is wrong on the account', 'the email field in settings … how do I change it?'. */
const ADDRESS_THEN_CHANGE =
  /\b((my|our|account|login) e-?mail( address| field)?|the e-?mail (address|field))\b.{0,40}\b(change|update|edit|swap|replace|correct|fix|amend)\w* (it|this|that)\b|\b(my|our|account|login|the) e-?mail( address)? (is|was|has been) (wrong|incorrect|out of date|outdated|old|misspelt|misspelled|a typo)\b|\b(typed|entered|put|spelt|spelled) (my|our|the) e-?mail( address)? (in )?(wrong|incorrectly)\b/

/** 'my account under a different email', 'a new email address for the account'. */
const ANOTHER_ADDRESS =
  /\b(account|login|profile|subscription)\b.{0,30}\b(new|different|another|other) e-?mail\b|\b(new|different|another) e-?mail( address)?\b.{0,20}\b(for|on|to|with|as) (my |our |the )?(account|login|profile|subscription)\b/

/** The address is the account's: a word for the account, or 'my email' itself. */
const THE_ACCOUNTS =
  /\b(account|login|log in|sign[- ]?in|signed up|registered|settings|profile|dashboard|subscription|checkout|linked)\b|\b(my|our) e-?mail\b/

export function accountEmailNotOffered(text: string, supportEmail: string): Reply | undefined {
  const asked =
    ANOTHER_ADDRESS.test(text) ||
    ((CHANGES_THE_ADDRESS.test(text) || ADDRESS_THEN_CHANGE.test(text)) && THE_ACCOUNTS.test(text))
  if (!asked) return undefined
  return factReply(
    `No, you can't change your account's e-mail address yourself: Settings in your dashboard shows it with '${EMAIL_READ_ONLY_HINT}'. Our support team can correct it: as our privacy policy says, you can ask us to correct your data by emailing ${supportEmail}, and signed-in customers can also message us from their dashboard.`,
    SOURCES.settings,
    SOURCES.contact,
    SOURCES.privacy,
  )
}
