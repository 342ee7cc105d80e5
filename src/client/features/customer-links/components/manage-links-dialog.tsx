import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { CustomerEntry } from '#shared/schemas/customers.ts'
import { saveLinksRequestSchema } from '#shared/schemas/links.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSaveCustomerLinks } from '../api/save-customer-links.ts'
import { OrderDetails } from './order-details.tsx'

interface ManageLinksDialogProps {
  customer: CustomerEntry
  onClose(): void
}

/** 'Manage Customer Resources': the latest order, and the drive folder and sheet links (http or https). */
export function ManageLinksDialog({ customer, onClose }: ManageLinksDialogProps) {
  const save = useSaveCustomerLinks()
  const form = useForm({
    resolver: zodResolver(saveLinksRequestSchema),
    defaultValues: { driveLink: customer.driveLink ?? '', googleSheetLink: customer.googleSheetLink ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (links) => {
    try {
      const { notice } = await save.mutateAsync({ userId: customer.id, links })
      void toast.success(notice)
      onClose()
    } catch (error) {
      void toast.error('Error', { description: errorMessage(error, 'Failed to save links') })
    }
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Manage Customer Resources"
      description={customer.email}
    >
      <section aria-labelledby="latest-order" className="flex flex-col gap-3">
        <h3 id="latest-order" className="font-semibold">
          Latest order
        </h3>
        <OrderDetails order={customer.latestOrder} />
      </section>
      <form noValidate className="mt-6 flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Drive Folder Link"
          type="url"
          placeholder="https://drive.google.com/…"
          error={errors.driveLink?.message}
          {...form.register('driveLink')}
        />
        <TextField
          label="Google Sheet Link"
          type="url"
          placeholder="https://docs.google.com/spreadsheets/…"
          error={errors.googleSheetLink?.message}
          {...form.register('googleSheetLink')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Links'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
