import { describe, expect, it } from 'vitest'
import { chatHandoffEmail } from './chatbot-handoff.ts'
import { demoCallBookedEmail, demoCallCancelledEmail, teamBookingNoticeEmail } from './demo-call.ts'
import { escapeHtml, renderLayout } from './layout.ts'
import { passwordResetEmail } from './password-reset.ts'
import { paymentJobFailedEmail } from './payment-job-failed.ts'
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

  it('tells administrators which payment job failed, about what, why, and where to retry it', () => {
    const email = paymentJobFailedEmail({
      label: 'Cancel a replaced Stripe subscription',
      queue: 'stripe.cancel-replaced-subscription',
      attempts: 103,
      fields: { subscriptionId: 'sub_123' },
      lastError: 'The Stripe API is <unavailable>',
      queuedAt: '3 Mar 2026, 09:15',
      adminSettingsUrl: 'https://app.example/admin/settings',
    })
    expect(email.subject).toBe('Payment job failed: Cancel a replaced Stripe subscription')
    for (const part of [email.text, email.html]) {
      expect(part).toContain('stripe.cancel-replaced-subscription')
      expect(part).toContain('subscriptionId: sub_123')
      expect(part).toContain('failed 103 times')
      expect(part).toContain('https://app.example/admin/settings')
    }
    expect(email.text).toContain('The Stripe API is <unavailable>')
    expect(email.html).toContain('The Stripe API is &lt;unavailable&gt;')
  })

  it("tells the team about a chat visitor, with the transcript link, escaping the visitor's words", () => {
    const email = chatHandoffEmail({
      visitorName: null,
      visitorEmail: null,
      lastMessage: '<script>alert(1)</script> Can I pay in euros?',
      intentScore: 35,
      transcriptUrl: 'https://app.example/admin/chatbot?conversation=abc',
    })
    expect(email.subject).toBe('Chat visitor needs a person: A website visitor')
    expect(email.text).toContain('email not given yet')
    expect(email.text).toContain('Read the transcript: https://app.example/admin/chatbot?conversation=abc')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).not.toContain('<script>')
  })

  it('gives a booked demo call its time in UK and local time, with the reschedule and cancel links in both parts', () => {
    const email = demoCallBookedEmail(
      {
        name: 'Ada',
        when: 'Sun 29 Mar 2026, 09:00–09:30 UK time',
        localWhen: 'Sun 29 Mar 2026, 10:00–10:30, Europe/Paris',
      },
      {
        rescheduleUrl: 'https://app.example/booking?token=t&action=reschedule',
        cancelUrl: 'https://app.example/booking?token=t&action=cancel',
      },
    )
    expect(email.subject).toBe('Your PostCraft demo call: Sun 29 Mar 2026, 09:00–09:30 UK time')
    expect(email.text).toContain(
      'When: Sun 29 Mar 2026, 09:00–09:30 UK time (Sun 29 Mar 2026, 10:00–10:30, Europe/Paris your time)',
    )
    expect(email.text).toContain('Reschedule the call: https://app.example/booking?token=t&action=reschedule')
    expect(email.text).toContain('Cancel the call: https://app.example/booking?token=t&action=cancel')
    expect(email.html).toContain('href="https://app.example/booking?token=t&amp;action=cancel"')
  })

  it('words a cancellation by the team differently from one the visitor asked for', () => {
    const details = { name: 'Ada', when: 'Sun 29 Mar 2026, 09:00–09:30 UK time' }
    expect(demoCallCancelledEmail(details, 'admin', 'https://app.example/#calendar-booking').text).toContain(
      'we had to cancel your demo call',
    )
    const own = demoCallCancelledEmail(details, 'visitor', 'https://app.example/#calendar-booking')
    expect(own.text).toContain('as you asked')
    expect(own.text).toContain('Book another time: https://app.example/#calendar-booking')
  })

  it('tells the team who booked, what about, and whether the chatbot sent them, escaping what they typed', () => {
    const email = teamBookingNoticeEmail({
      event: 'booked',
      name: 'Ada <script>',
      email: 'ada@example.co.uk',
      businessName: 'Baker & Sons',
      topic: 'Instagram',
      when: 'Sun 29 Mar 2026, 09:00–09:30 UK time',
      fromChatbot: true,
      bookingsUrl: 'https://app.example/admin/bookings',
    })
    expect(email.subject).toBe('New demo call booked: Sun 29 Mar 2026, 09:00–09:30 UK time')
    expect(email.text).toContain('Booked from a chatbot conversation.')
    expect(email.html).toContain('Ada &lt;script&gt;')
    expect(email.html).not.toContain('<script>')
  })
})
