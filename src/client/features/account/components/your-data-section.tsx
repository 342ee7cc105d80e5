import { useState } from 'react'
import { DOWNLOAD_FAILED } from '#shared/schemas/personal-data.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useDownloadMyData } from '../api/download-my-data.ts'
import { useProfile } from '../api/get-profile.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'

/** UK GDPR self-service: a copy of everything we keep about the customer, or its erasure. */
export function YourDataSection() {
  const profile = useProfile()
  const download = useDownloadMyData()
  const [deleting, setDeleting] = useState(false)
  const email = profile.data?.email
  return (
    <Card>
      <CardTitle>Your data</CardTitle>
      <p className="mt-2 text-muted">
        Download a copy of everything we keep under your account and e-mail (a JSON file), or delete your
        account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => void toast.error(DOWNLOAD_FAILED, { description: errorMessage(error, '') }),
            })
          }
        >
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="danger" disabled={!email} onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {email ? <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={email} /> : null}
    </Card>
  )
}
