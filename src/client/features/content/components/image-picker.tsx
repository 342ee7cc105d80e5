import { ImagePlus } from 'lucide-react'
import { type ChangeEvent, useEffect, useState } from 'react'
import { IMAGE_ACCEPT } from '#shared/content/content-rules.ts'
import { Field } from '../../../components/ui/field.tsx'
import { imageFileProblem } from '../lib/post-form.ts'

interface ImagePickerProps {
  file: File | null
  onChange(file: File | null): void
  /** The server's refusal, when the upload failed. */
  error: string | undefined
  onError(message: string | undefined): void
}

/** A data: URL of the chosen file for its preview (the site's content policy allows data: images). */
function usePreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<string>()
  useEffect(() => {
    setPreview(undefined)
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : undefined)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return preview
}

/** One design to upload with the post: checked for type and size before it is sent, previewed once chosen. */
export function ImagePicker({ file, onChange, error, onError }: ImagePickerProps) {
  const preview = usePreview(file)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    const problem = chosen ? imageFileProblem(chosen) : undefined
    onError(problem)
    onChange(problem ? null : chosen)
    if (problem) event.target.value = ''
  }

  return (
    <div className="flex flex-col gap-2">
      <Field label="Add an image" hint="PNG, JPEG or WebP, up to 10 MB." error={error}>
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
      {file ? (
        <div className="flex items-center gap-3 text-sm">
          {preview ? (
            <img src={preview} alt="Preview of the chosen design" className="size-20 rounded object-cover" />
          ) : (
            <ImagePlus className="size-8 text-muted" aria-hidden="true" />
          )}
          <span className="break-all">{file.name}</span>
        </div>
      ) : null}
    </div>
  )
}
