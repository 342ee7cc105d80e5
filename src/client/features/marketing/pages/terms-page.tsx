import { termsCopy } from '#shared/content/site-pages.ts'
import { supportEmail } from '../../../lib/public-config.ts'
import { LegalPage } from '../components/legal-page.tsx'

export default function TermsPage() {
  return <LegalPage copy={termsCopy(supportEmail())} />
}
