import { CalendarDays, Mail } from 'lucide-react'
import { CALENDAR_ELEMENT_ID, SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { Link } from '../../../lib/navigation.tsx'
import { supportEmail } from '../../../lib/public-config.ts'

const card = 'flex flex-col items-start gap-4 rounded-card border border-line bg-white p-8 shadow-sm'
const button =
  'mt-auto inline-flex h-11 items-center justify-center rounded-control bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700'

export default function ContactPage() {
  const email = supportEmail()
  return (
    <>
      <PageHead
        title="Contact us"
        description={`Email our UK team or schedule a free call about social media for your business. We reply to every message within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`}
        path={paths.contact}
      />
      <div className="mx-auto max-w-5xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">Contact us</h1>
          <p className="mt-4 text-lg text-muted">
            Questions about plans, a post or your account? Talk to a real person. We reply to every message
            within {SUPPORT_REPLY_WITHIN_HOURS} hours.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="email-heading" className={card}>
            <Mail className="size-8 text-brand-700" aria-hidden="true" />
            <h2 id="email-heading" className="text-xl font-semibold">
              Email support
            </h2>
            <p className="text-muted">
              Write to us at <span className="font-medium break-all text-ink">{email}</span> and we will get
              back to you within {SUPPORT_REPLY_WITHIN_HOURS} hours.
            </p>
            <a href={`mailto:${email}`} className={button}>
              Send us an email
            </a>
          </section>
          <section aria-labelledby="call-heading" className={card}>
            <CalendarDays className="size-8 text-brand-700" aria-hidden="true" />
            <h2 id="call-heading" className="text-xl font-semibold">
              Schedule a call
            </h2>
            <p className="text-muted">
              Prefer to talk it through? Book a free video call with our team to see examples and find the
              right plan.
            </p>
            <Link to={`${paths.home}#${CALENDAR_ELEMENT_ID}`} className={button}>
              Schedule a call
            </Link>
          </section>
        </div>
      </div>
    </>
  )
}
