import { BRAND } from '../../../../shared/brand.ts'
import { paths } from '../../../../shared/paths.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { LEGAL_UPDATED } from '../components/legal-dates.ts'
import { LegalPage } from '../components/legal-page.tsx'

const cookieTypes = [
  {
    type: 'Strictly necessary',
    purpose: 'Keep you signed in, protect forms against misuse and remember your cookie choices.',
    duration: 'Session or 1 year',
  },
  {
    type: 'Analytics',
    purpose: 'Count visits and see which pages are useful, so we can improve the site.',
    duration: 'Up to 2 years',
  },
  {
    type: 'Functionality',
    purpose: 'Remember preferences, such as hiding the chat window for a day after you close it.',
    duration: 'Up to 1 year',
  },
  {
    type: 'Advertising',
    purpose: 'Measure whether our adverts work and avoid showing you the same one too often.',
    duration: '6 months',
  },
]

export default function CookiesPage() {
  const email = supportEmail()
  return (
    <LegalPage
      title="Cookie policy"
      description={`Which cookies ${BRAND.name} uses (strictly necessary, analytics, functionality and advertising), how long they last and how to control them.`}
      canonicalPath={paths.cookiePolicy}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This policy explains how {BRAND.provider} that operates {BRAND.name} (“the provider”, “we”, “us”)
          uses cookies and similar technologies, such as your browser’s local storage, on this website.
        </p>
      }
      sections={[
        {
          heading: 'What cookies are',
          body: (
            <p>
              Cookies are small text files a website stores on your device. Some are essential for the site to
              work; others help us understand and improve it.
            </p>
          ),
        },
        {
          heading: 'The cookies we use',
          body: (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
            <section aria-label="Cookie types" tabIndex={0} className="overflow-x-auto">
              <table className="w-full text-left text-base">
                <caption className="sr-only">Cookie types, what they do and how long they last</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-4">
                      Type
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      What it does
                    </th>
                    <th scope="col" className="py-2">
                      How long it lasts
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cookieTypes.map((row) => (
                    <tr key={row.type} className="border-b border-line align-top">
                      <th scope="row" className="py-2 pr-4 font-semibold">
                        {row.type}
                      </th>
                      <td className="py-2 pr-4">{row.purpose}</td>
                      <td className="py-2">{row.duration}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              Strictly necessary cookies are always on, because the site cannot work without them. We set
              analytics, functionality and advertising cookies only with your consent, and you can change your
              mind at any time. You can also block or delete cookies in your browser settings, although
              signing in will not work without strictly necessary cookies.
            </p>
          ),
        },
        {
          heading: 'Changes and contact',
          body: (
            <p>
              We will update this page if the cookies we use change. Questions about cookies go to {email}.
            </p>
          ),
        },
      ]}
    />
  )
}
