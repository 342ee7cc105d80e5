import { BRAND } from '../../../../shared/brand.ts'
import { paths } from '../../../../shared/paths.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { LEGAL_UPDATED } from '../components/legal-dates.ts'
import { LegalPage } from '../components/legal-page.tsx'

export default function PrivacyPage() {
  const email = supportEmail()
  return (
    <LegalPage
      title="Privacy policy"
      description={`How ${BRAND.name} collects, uses and protects your personal data under UK data-protection law, how long we keep it and how to use your rights.`}
      canonicalPath={paths.privacyPolicy}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This policy explains how {BRAND.provider} that operates {BRAND.name} (“the provider”, “we”, “us”)
          handles personal data. We follow UK data-protection law, including the UK General Data Protection
          Regulation and the Data Protection Act 2018, and we are the controller of the data described here.
        </p>
      }
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>Account details: your name, email address and password (stored only as a secure hash).</li>
              <li>Business details, photos, logos and brand information you share with us.</li>
              <li>
                Order and billing records. Card payments are handled by our payment provider; we never see or
                store your card number.
              </li>
              <li>Messages, support requests and conversations with our website chatbot.</li>
              <li>
                Technical data such as your browser type and the cookies described in our cookie policy.
              </li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <>
              <p>We use your data to:</p>
              <ul>
                <li>create, schedule and publish your content (to perform our contract with you);</li>
                <li>send login details, service emails and replies to your messages;</li>
                <li>keep our service secure and improve it (our legitimate interests);</li>
                <li>keep accounting and tax records (a legal obligation).</li>
              </ul>
              <p>
                We only send marketing emails if you have agreed to receive them, and you can opt out at any
                time.
              </p>
            </>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              We share data only with the processors who help us run the service, such as hosting, email
              delivery and payment providers, under contracts that protect it, and with the social media
              platforms where you ask us to publish. We never sell your personal data. Where data is processed
              outside the UK, we use safeguards approved under UK law.
            </p>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <p>
              We keep your data while you are a customer. Records of inactive accounts are kept for up to six
              years, so we can meet legal, tax and accounting duties and deal with any claims, and are then
              deleted or anonymised.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <>
              <p>
                You can ask to see, correct, delete, restrict or move your data, and you can object to how we
                use it. Email {email} and we will answer within one month.
              </p>
              <p>
                If you are unhappy with how we have handled your data, you can complain to the Information
                Commissioner’s Office (ico.org.uk).
              </p>
            </>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Data travels over encrypted connections, passwords are hashed, and access to customer data is
              limited to the staff who need it to deliver your service.
            </p>
          ),
        },
        {
          heading: 'Changes and contact',
          body: (
            <p>
              We will post any changes to this policy on this page and tell customers about significant ones
              by email. Questions about privacy go to {email}.
            </p>
          ),
        },
      ]}
    />
  )
}
