import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type CreateDesignRequest,
  createDesignRequestSchema,
  type TeamDesign,
} from '#shared/schemas/portfolio.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useUpdateDesign } from '../api/update-design.ts'
import { useUploadDesignImage } from '../api/upload-design-image.ts'
import { DesignFields } from './design-fields.tsx'
import { DesignImageField } from './design-image-field.tsx'

interface EditDesignDialogProps {
  design: TeamDesign
  onClose(): void
}

/** Edits a design's words, and replaces its image when a new one is chosen. */
export function EditDesignDialog({ design, onClose }: EditDesignDialogProps) {
  const form = useForm<CreateDesignRequest>({
    resolver: zodResolver(createDesignRequestSchema),
    defaultValues: {
      title: design.title,
      category: design.category as CreateDesignRequest['category'],
      description: design.description,
    },
  })
  const [file, setFile] = useState<File | null>(null)
  const update = useUpdateDesign()
  const upload = useUploadDesignImage()
  const busy = update.isPending || upload.isPending

  const save = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ designId: design.id, changes })
      if (file) await upload.mutateAsync({ designId: design.id, file })
      void toast.success('Design saved')
      onClose()
    } catch (error) {
      if (error instanceof ApiError)
        for (const [key, message] of Object.entries(error.fields))
          form.setError(key as keyof CreateDesignRequest, { message })
      void toast.error(error instanceof Error ? error.message : 'The design was not saved')
    }
  })

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Edit ${design.title}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-design" disabled={busy}>
            {busy ? 'Saving...' : 'Save design'}
          </Button>
        </>
      }
    >
      <form id="edit-design" noValidate className="flex flex-col gap-4" onSubmit={save}>
        <DesignFields form={form} />
        <DesignImageField label="Replace the image (optional)" onChange={setFile} />
      </form>
    </Dialog>
  )
}
