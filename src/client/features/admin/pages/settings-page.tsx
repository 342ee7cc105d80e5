import { ChangePasswordForm } from '../../../components/account/change-password-form.tsx'
import { TwoFactorSection } from '../../../components/account/two-factor-section.tsx'
import { RecentEmailsSection } from '../components/recent-emails-section.tsx'

/** Admin Settings: one section per concern, stacked. */
export default function AdminSettingsPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h2 className="text-2xl font-bold">Admin Settings</h2>
      <ChangePasswordForm />
      <TwoFactorSection />
      <RecentEmailsSection />
    </div>
  )
}
