import { describe, expect, it } from 'vitest'
import { senderAddresses } from './senders.ts'

describe('senderAddresses', () => {
  it('uses the SMTP account address as the default sender when it is an e-mail address', () => {
    expect(
      senderAddresses('PostCraft <no-reply@x.test>', 'smtp://mailer%40x.test:secret@smtp.x.test:587'),
    ).toEqual({
      'mail-from': 'PostCraft <no-reply@x.test>',
      default: 'mailer@x.test',
    })
  })

  it('falls back to MAIL_FROM without SMTP or with a plain user name', () => {
    expect(senderAddresses('a@x.test', undefined).default).toBe('a@x.test')
    expect(senderAddresses('a@x.test', 'smtp://apikey:secret@smtp.x.test').default).toBe('a@x.test')
  })
})
