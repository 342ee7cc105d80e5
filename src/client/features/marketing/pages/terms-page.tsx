import { BRAND } from '../../../../shared/brand.ts'
import {
  CANCELLATION_NOTICE_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  REVISION_FEEDBACK_NOTICE_HOURS,
  REVISION_TURNAROUND_HOURS,
} from '../../../../shared/catalogue/business-rules.ts'
import { EXTRA_CHANNEL_PRICE_PENCE } from '../../../../shared/catalogue/channels.ts'
import { formatPenceShort } from '../../../../shared/format/money.ts'
import { paths } from '../../../../shared/paths.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { LEGAL_UPDATED } from '../components/legal-dates.ts'
import { LegalPage } from '../components/legal-page.tsx'

export default function TermsPage() {
  const email = supportEmail()
  return (
    <LegalPage
      title="Terms of service"
      description={`The terms for ${BRAND.name} social media plans: fees, the ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee, cancellation, revisions, resellers and liability.`}
      canonicalPath={paths.termsOfService}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          These terms form the agreement between you and {BRAND.provider} that operates {BRAND.name} (“the
          provider”, “we”, “us”). By buying a plan you accept them, so please read them carefully. If you have
          a question, email us at {email}.
        </p>
      }
      sections={[
        {
          heading: 'Our services',
          body: (
            <>
              <p>
                Each plan gives you a set number of custom-designed social media posts a month, with captions
                and hashtags, scheduled to the channels you choose. The number of posts and the support level
                depend on your plan, as described on our pricing page.
              </p>
              <p>
                We send your content for review about twice a month and publish only what you approve. Add-ons
                such as short-form videos, stories, carousel posts, reports and blog articles are supplied as
                described when you buy them.
              </p>
            </>
          ),
        },
        {
          heading: 'Fees and billing',
          body: (
            <>
              <p>
                Fees are charged in pounds sterling, in advance, and billed monthly or six-monthly depending
                on the billing period you choose. Plans, extra channels (
                {formatPenceShort(EXTRA_CHANNEL_PRICE_PENCE)} a month each after the first) and add-ons renew
                automatically at the end of each period until you cancel.
              </p>
              <p>If a payment fails, we may pause work on your content until it is settled.</p>
            </>
          ),
        },
        {
          heading: 'Money-back guarantee',
          body: (
            <p>
              Your first order is covered by a {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. If you
              are not satisfied, contact us within {MONEY_BACK_GUARANTEE_DAYS} days of your first order and we
              will refund the plan fee. The guarantee applies once per customer.
            </p>
          ),
        },
        {
          heading: 'Cancellation',
          body: (
            <p>
              There is no fixed-term contract. You may cancel at any time by giving {CANCELLATION_NOTICE_DAYS}{' '}
              days’ notice, from Manage My Subscription in your dashboard or by email. We will complete and
              schedule the content already paid for during the notice period.
            </p>
          ),
        },
        {
          heading: 'Revisions',
          body: (
            <p>
              Revisions are unlimited when your feedback reaches us at least {REVISION_FEEDBACK_NOTICE_HOURS}{' '}
              hours before a post is due to be published; we make them within {REVISION_TURNAROUND_HOURS}{' '}
              hours. Feedback received later may mean the post is moved to a new date.
            </p>
          ),
        },
        {
          heading: 'Your content and accounts',
          body: (
            <p>
              You confirm that you own, or have permission to use, the photos, logos and information you give
              us, and that your business details are accurate. You remain responsible for your social media
              accounts and for complying with each platform’s rules.
            </p>
          ),
        },
        {
          heading: 'Resellers',
          body: (
            <ul>
              <li>You may resell our services to your own clients only with our written agreement.</li>
              <li>You are responsible for your clients’ content, approvals and payments to you.</li>
              <li>You must not present yourself as the provider or make promises on our behalf.</li>
              <li>These terms apply to every account you manage for your clients.</li>
            </ul>
          ),
        },
        {
          heading: 'Our liability',
          body: (
            <p>
              Our total liability to you for any claim is limited to the fees you paid for one month of
              service. We are not liable for indirect losses, lost profits, or changes and outages on social
              media platforms. Nothing in these terms limits liability that cannot be limited by law, such as
              for death or personal injury caused by negligence, or for fraud.
            </p>
          ),
        },
        {
          heading: 'Changes to prices and terms',
          body: (
            <p>
              We will give you at least {PRICE_CHANGE_NOTICE_DAYS} days’ notice by email of any price change
              or material change to these terms. If you do not agree, you may cancel before the change takes
              effect.
            </p>
          ),
        },
        {
          heading: 'Governing law',
          body: (
            <p>
              These terms are governed by the law of the United Kingdom as it applies in England and Wales,
              and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern
              Ireland you may also bring proceedings there.
            </p>
          ),
        },
      ]}
    />
  )
}
