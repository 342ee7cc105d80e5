import type { TestSender } from '#shared/schemas/email.ts'

/**
 * The diagnostic page offers two senders: the configured no-reply address (MAIL_FROM), or the mail
 * account's own address (the SMTP user when it is an e-mail address, as providers send from by
 * default), falling back to MAIL_FROM when the account has none.
 */
export function senderAddresses(mailFrom: string, smtpUrl: string | undefined): Record<TestSender, string> {
  let accountAddress: string | undefined
  if (smtpUrl) {
    const user = decodeURIComponent(new URL(smtpUrl).username)
    if (user.includes('@')) accountAddress = user
  }
  return { 'mail-from': mailFrom, default: accountAddress ?? mailFrom }
}
