import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'

const markPostedFormSchema = z.object({
  link: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'Please enter the post’s address (https://…)' }).max(2048),
  ]),
})
type MarkPostedValues = z.infer<typeof markPostedFormSchema>

/** The link of the post the team published by hand (optional), then Mark as posted. */
export function MarkPostedForm(props: { busy: boolean; onMark(link: string | null): Promise<void> }) {
  const form = useForm<MarkPostedValues>({
    resolver: zodResolver(markPostedFormSchema),
    defaultValues: { link: '' },
  })
  const submit = form.handleSubmit((values) => props.onMark(values.link || null))
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Link to the post (optional)"
          type="url"
          placeholder="https://"
          error={form.formState.errors.link?.message}
          {...form.register('link')}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={props.busy}>
        Mark as posted
      </Button>
    </form>
  )
}
