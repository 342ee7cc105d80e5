import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx'
import { TeamSection } from '../../features/account/components/team-section.tsx'
import { TwoFactorSection } from '../../features/account/components/two-factor-section.tsx'
import { AuditLogSection } from '../../features/audit/components/audit-log-section.tsx'
import { BillingSettingsSection } from '../../features/billing/components/billing-settings-section.tsx'
import { RecentEmailsSection } from '../../features/emails/components/recent-emails-section.tsx'
import { FailedJobsSection } from '../../features/job-queue/components/failed-jobs-section.tsx'

/** Admin Settings: one section per concern, stacked. */
export default function AdminSettingsPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h2 className="text-2xl font-bold">Admin Settings</h2>
      <ChangePasswordForm />
      <TwoFactorSection />
      <TeamSection />
      <BillingSettingsSection />
      <FailedJobsSection />
      <RecentEmailsSection />
      <AuditLogSection />
    </div>
  )
}
