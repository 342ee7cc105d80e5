import { COOKIE_TABLE_HEADING, cookiesCopy, cookieTypes } from '#shared/content/site-pages.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { LegalPage } from '../components/legal-page.tsx'

export default function CookiesPage() {
  return (
    <LegalPage
      copy={cookiesCopy(supportEmail())}
      customBodies={{
        [COOKIE_TABLE_HEADING]: (
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
      }}
    />
  )
}
