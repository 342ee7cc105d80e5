import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { MAX_PUBLISHING_GRACE_DAYS } from '#shared/schemas/billing-settings.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useBillingSettings, useSaveBillingSettings } from '../api/billing-settings.ts'

const formSchema = z.object({
  publishingGraceDays: z
    .number({ error: 'Enter a number of days' })
    .int('Enter whole days')
    .min(0, 'Enter 0 days or more')
    .max(MAX_PUBLISHING_GRACE_DAYS, `Enter at most ${MAX_PUBLISHING_GRACE_DAYS} days`),
})

/** Admin Settings: how long a past-due customer's content keeps being published. */
export function BillingSettingsSection() {
  const titleId = useId()
  const settings = useBillingSettings()
  const save = useSaveBillingSettings()
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { publishingGraceDays: 7 } })
  const { errors, isSubmitting } = form.formState
  const saved = settings.data?.publishingGraceDays
  useEffect(() => {
    if (saved !== undefined) form.reset({ publishingGraceDays: saved })
  }, [saved, form])

  async function onSubmit(values: z.infer<typeof formSchema>) {
    try {
      await save.mutateAsync(values)
      toast.success('Billing settings saved')
    } catch (error) {
      toast.error('Could not save the billing settings', {
        description: error instanceof Error ? error.message : undefined,
      })
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardTitle id={titleId}>Billing</CardTitle>
        <p className="mt-1 text-sm text-muted">
          When a customer's payment fails, their content keeps being published for this many days; then
          publishing pauses until they pay.
        </p>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <p className="mt-4 text-danger">Failed to load the billing settings</p>
        ) : (
          <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
            <TextField
              label="Publishing grace period (days)"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_PUBLISHING_GRACE_DAYS}
              error={errors.publishingGraceDays?.message}
              {...form.register('publishingGraceDays', { valueAsNumber: true })}
            />
            <div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save billing settings'}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </section>
  )
}
