import { type ChangeEvent, useState } from 'react'
import { IMAGE_ACCEPT } from '#shared/content/content-rules.ts'
import { Field } from '../../../components/ui/field.tsx'
import { imageFileProblem } from '../../../lib/image-file.ts'

interface DesignImageFieldProps {
  label: string
  onChange(file: File | null): void
  /** The server's refusal, or that a file is needed. */
  error?: string | undefined
}

/** The design's image file, checked for type and size before it is sent (the server checks it again). */
export function DesignImageField({ label, onChange, error }: DesignImageFieldProps) {
  const [problem, setProblem] = useState<string>()
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    const found = chosen ? imageFileProblem(chosen) : undefined
    setProblem(found)
    onChange(found ? null : chosen)
    if (found) event.target.value = ''
  }
  return (
    <Field label={label} hint="PNG, JPEG or WebP, up to 10 MB." error={problem ?? error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={choose}
          className="text-sm file:mr-3 file:rounded-control file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
      )}
    </Field>
  )
}
