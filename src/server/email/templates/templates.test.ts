import { describe, expect, it } from 'vitest'
import { escapeHtml, renderLayout } from './layout.ts'
import { passwordResetEmail } from './password-reset.ts'
import { supportRequestForTeamEmail, supportRequestReceivedEmail } from './support-requests.ts'
import { teamMessageEmail } from './team-message.ts'

const base = {
  customerName: 'Priya Shah',
  customerEmail: 'priya@example.co.uk',
  subject: 'Change of hours',
  message: 'We now open on Sundays.',
  dashboardUrl: 'https://app.example/dashboard',
}

describe('e-mail templates', () => {
  it('escapes HTML in every part of the HTML body but not the text body', () => {
    const email = renderLayout('Hi', {
      heading: '<b>x</b>',
      paragraphs: ['a & "b"'],
      action: { label: 'Go', url: 'https://x.test/?a=1&b=2' },
    })
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;')
    expect(email.html).toContain('a &amp; &quot;b&quot;')
    expect(email.html).toContain('href="https://x.test/?a=1&amp;b=2"')
    expect(email.text).toContain('<b>x</b>')
    expect(email.text).toContain('Go: https://x.test/?a=1&b=2')
    expect(escapeHtml(`'`)).toBe('&#39;')
  })

  it('puts the reset link and its 1-hour validity in both parts', () => {
    const email = passwordResetEmail({
      name: 'Sam',
      resetUrl: 'https://app.example/api/auth/reset-password/abc',
    })
    for (const part of [email.html, email.text]) {
      expect(part).toContain('https://app.example/api/auth/reset-password/abc')
      expect(part).toContain('expires after 1 hour')
    }
  })

  it('tells the team the cancellation reason and whether the offer was accepted', () => {
    const accepted = supportRequestForTeamEmail({
      ...base,
      requestType: 'cancel',
      cancelReason: 'expensive',
      offerDiscount: true,
    })
    expect(accepted.subject).toBe('Cancellation request: Change of hours')
    expect(accepted.text).toContain('Reason: expensive')
    expect(accepted.text).toContain('accepted the 10% off next month offer')
    const declined = supportRequestForTeamEmail({
      ...base,
      requestType: 'cancel',
      cancelReason: 'expensive',
      offerDiscount: false,
    })
    expect(declined.text).toContain('offer was not accepted')
    const planChange = supportRequestForTeamEmail({ ...base, requestType: 'plan_change' })
    expect(planChange.subject).toBe('Plan change request: Change of hours')
    expect(planChange.text).not.toContain('Reason:')
  })

  it('confirms receipt to the customer with the reply target and a dashboard link', () => {
    const email = supportRequestReceivedEmail({ ...base, requestType: 'support' })
    expect(email.subject).toBe('We have your support request: Change of hours')
    expect(email.text).toContain('within 24 hours')
    expect(email.text).toContain('https://app.example/dashboard')
  })

  it('links a new team message to the customer messages page', () => {
    const email = teamMessageEmail({
      name: 'Sam',
      subject: 'Your March posts',
      messagesUrl: 'https://app.example/dashboard/messages',
    })
    expect(email.text).toContain('https://app.example/dashboard/messages')
    expect(email.subject).toContain('Your March posts')
  })
})
