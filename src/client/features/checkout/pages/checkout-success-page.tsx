import { CheckCircle2 } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'
import { formatPence } from '#shared/format/money.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useSession } from '../../../lib/session.ts'
import { useCheckout } from '../api/get-checkout.ts'
import { clearStoredWizard } from '../lib/use-wizard.ts'

const nextSteps = [
  { title: 'Check your e-mail', text: 'Your login details and order confirmation are on their way.' },
  {
    title: 'Get your shared drive folder',
    text: `Your secure shared drive folder will be ready within ${DRIVE_FOLDER_WITHIN_HOURS} hours of payment.`,
  },
  {
    title: 'Tell us about your business',
    text: 'Share your brand, goals and the profiles to connect, and our team starts researching.',
  },
  {
    title: 'Review and approve',
    text: `Approve your first content within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days through your dashboard, e-mail or WhatsApp.`,
  },
] as const

export default function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams()
  const sessionId = searchParams.get('session_id')
  const order = useCheckout(sessionId)
  const session = useSession()
  const signedIn = Boolean(session.data?.user)

  // The order is placed: a fresh visit to /checkout starts a new one.
  useEffect(() => clearStoredWizard(), [])

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <CheckCircle2 className="mx-auto size-16 text-success" aria-hidden="true" />
      <h1 className="mt-4 text-4xl font-bold">Thank You!</h1>
      <p className="mt-3 text-lg">Your payment was successful and your subscription is now active.</p>
      {order.data ? (
        <p className="mt-2 font-semibold">
          Order total: {formatPence(order.data.totalPence, order.data.currency)} per month (
          {order.data.planTitle} plan)
        </p>
      ) : null}
      <p className="mt-4 text-muted">
        Please check your e-mail for your login details. We will also share a secure drive folder with you
        within {DRIVE_FOLDER_WITHIN_HOURS} hours.
      </p>
      <div className="mt-10 rounded-card border border-line bg-white p-6 text-left">
        <h2 className="text-xl font-semibold">What happens next</h2>
        <ol className="mt-4 grid gap-4">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="text-sm text-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Return to Homepage</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={signedIn ? paths.dashboardSupport : paths.contact}>Contact Support</Link>
        </Button>
      </div>
    </section>
  )
}
