import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { noAnswerRuleDescriptions, noAnswerRuleLabels, noAnswerRules } from '#shared/content/content-rules.ts'
import {
  type UpdateContentSettingsRequest,
  updateContentSettingsRequestSchema,
} from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/radio-group.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useSaveTeamSettings, useTeamSettings } from '../api/team-settings.ts'

const options = noAnswerRules.map((rule) => ({
  value: rule,
  label: noAnswerRuleLabels[rule],
  hint: noAnswerRuleDescriptions[rule],
}))

/** The customer's no-answer rule: what happens to posts still in review 24 hours before publishing. */
export function NoAnswerRuleForm({ customerId }: { customerId: string }) {
  const settings = useTeamSettings(customerId)
  const save = useSaveTeamSettings()
  const form = useForm<UpdateContentSettingsRequest>({
    resolver: zodResolver(updateContentSettingsRequestSchema),
  })
  const { reset } = form
  const current = settings.data?.noAnswerRule
  useEffect(() => {
    if (current) reset({ noAnswerRule: current })
  }, [current, reset])

  const submit = form.handleSubmit(async ({ noAnswerRule }) => {
    try {
      const { notice } = await save.mutateAsync({ customerId, noAnswerRule })
      void toast.success(notice)
    } catch (error) {
      void toast.error('Could not save the setting', {
        description: errorMessage(error, 'Please try again.'),
      })
    }
  })

  if (settings.isPending) return <Spinner />
  if (settings.isError) return <p className="text-danger">We could not load the setting.</p>
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <RadioGroup
        legend="When the customer does not answer"
        options={options}
        error={form.formState.errors.noAnswerRule?.message}
        {...form.register('noAnswerRule')}
      />
      <Button type="submit" size="sm" variant="secondary" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Setting'}
      </Button>
    </form>
  )
}
