import { useNavigate } from 'react-router'
import { SUPPORT_REPLY_WITHIN_HOURS } from '#shared/catalogue/business-rules.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'

/** After a cancellation or plan change request: its button returns to the dashboard. */
export function ThankYouDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const navigate = useNavigate()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Thank You!"
      description={`Our team has your request and will be in touch within ${SUPPORT_REPLY_WITHIN_HOURS} hours.`}
      footer={<Button onClick={() => navigate(paths.dashboard)}>Return to Dashboard</Button>}
    />
  )
}
