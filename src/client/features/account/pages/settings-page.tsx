import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { DASHBOARD_PLACES } from '#shared/dashboard-places.ts'
import { paths } from '#shared/paths.ts'
import { PageHead } from '../../../components/page-head.tsx'
import { ChangePasswordForm } from '../components/change-password-form.tsx'
import { EmailAddressSection } from '../components/email-address-section.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { TwoFactorSection } from '../components/two-factor-section.tsx'
import { YourDataSection } from '../components/your-data-section.tsx'

/** `children`: sections of other features, placed by src/client/app (features never import each other). */
export default function SettingsPage({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <PageHead
        title={DASHBOARD_PLACES.settings}
        description="Your profile, e-mail address, password, sign-in security and your data."
        path={paths.dashboardSettings}
      />
      <Link to={paths.dashboard} className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="text-3xl font-bold">{DASHBOARD_PLACES.settings}</h1>
      <ProfileForm />
      <EmailAddressSection />
      <ChangePasswordForm />
      <TwoFactorSection />
      {children}
      <YourDataSection />
    </section>
  )
}
