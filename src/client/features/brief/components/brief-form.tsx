import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { formatDateTime } from '#shared/format/dates.ts'
import { BRIEF_FIELDS, type Brief, type BriefAnswers, type BriefFieldKey } from '#shared/schemas/brief.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField, TextField } from '../../../components/ui/field.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useSaveBriefDraft } from '../api/save-brief-draft.ts'
import { useSubmitBrief } from '../api/submit-brief.ts'

/** A pause in typing this long saves the draft. */
const SAVE_AFTER_MS = 700

const HINTS: Partial<Record<BriefFieldKey, string>> = {
  toneExamples: 'Paste a caption or a sentence that sounds like you.',
  brandColours: 'For example: navy #1B2A4A and cream.',
  keyDates: 'One per line: openings, seasons, offers.',
}

function changedFields(values: BriefAnswers, saved: BriefAnswers): Partial<BriefAnswers> {
  const changes: Partial<BriefAnswers> = {}
  for (const { key } of BRIEF_FIELDS) if (values[key] !== saved[key]) changes[key] = values[key]
  return changes
}

/** The brief's fields, saved as a draft whenever the customer pauses typing, and sent with one button. */
export function BriefForm({ brief }: { brief: Brief }) {
  const form = useForm<BriefAnswers>({ defaultValues: brief.answers })
  const values = useWatch({ control: form.control }) as BriefAnswers
  const settled = useDebouncedValue(values, SAVE_AFTER_MS)
  const saved = useRef<BriefAnswers>(brief.answers)
  const save = useSaveBriefDraft()
  const submit = useSubmitBrief()
  const [status, setStatus] = useState('')

  async function saveChanges(current: BriefAnswers): Promise<boolean> {
    const changes = changedFields(current, saved.current)
    if (Object.keys(changes).length === 0) return true
    setStatus('Saving...')
    try {
      const { brief: stored } = await save.mutateAsync(changes)
      saved.current = { ...saved.current, ...changes }
      form.clearErrors(Object.keys(changes) as BriefFieldKey[])
      setStatus(stored.submittedAt ? 'Changes saved' : 'Draft saved')
      return true
    } catch (error) {
      if (error instanceof ApiError)
        for (const [key, message] of Object.entries(error.fields))
          form.setError(key as BriefFieldKey, { message })
      setStatus('Not saved: please check the fields marked')
      return false
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the settled values change, only.
  useEffect(() => {
    void saveChanges(settled)
  }, [settled])

  const send = form.handleSubmit(async (current) => {
    if (!(await saveChanges(current))) return
    try {
      const { notice } = await submit.mutateAsync()
      void toast.success(notice)
    } catch (error) {
      if (error instanceof ApiError)
        for (const [key, message] of Object.entries(error.fields))
          form.setError(key as BriefFieldKey, { message })
      void toast.error(error instanceof Error ? error.message : 'Failed to send your brief')
    }
  })

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={send}>
      {BRIEF_FIELDS.map((field) => {
        const label = field.required ? `${field.label} (required)` : field.label
        const props = {
          label,
          hint: HINTS[field.key],
          error: form.formState.errors[field.key]?.message,
          ...form.register(field.key),
        }
        return field.max > 200 ? (
          <TextareaField key={field.key} rows={3} {...props} />
        ) : (
          <TextField key={field.key} {...props} />
        )
      })}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending
            ? 'Sending...'
            : brief.submittedAt
              ? 'Send changes to the team'
              : 'Send to the team'}
        </Button>
        <p className="text-sm text-muted" role="status" aria-live="polite">
          {status}
        </p>
      </div>
      {brief.submittedAt ? (
        <p className="text-sm text-success">Sent to the team on {formatDateTime(brief.submittedAt)}.</p>
      ) : null}
    </form>
  )
}
