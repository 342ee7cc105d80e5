import { zodResolver } from '@hookform/resolvers/zod'
import { FileUp, Link2, NotebookPen } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ADMIN } from '#shared/catalogue/business-rules.ts'
import {
  CHOOSE_A_FILE,
  DOCUMENT_UPLOADED,
  type DocumentManualRequest,
  type DocumentUrlRequest,
  documentManualRequestSchema,
  documentUrlRequestSchema,
  FILE_TOO_LARGE,
  FILE_TYPE_REFUSED,
  MANUAL_PROCESSED,
  type TrainingDocument,
  URL_PROCESSED,
} from '#shared/schemas/chatbot-admin.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Field, Input, TextareaField, TextField } from '../../../components/ui/field.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { ApiError, errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { type NewTrainingDocument, useAddTrainingDocument } from '../api/add-training-document.ts'

/** What to say once the background processing of a new document ends. */
export interface ProcessingNotices {
  done: string
  failed: string
}

interface AddFormProps {
  /** The document is stored and processing; the caller tells the outcome when it ends. */
  onAdded(document: TrainingDocument, notices: ProcessingNotices): void
}

function useAdd(onAdded: AddFormProps['onAdded']) {
  const add = useAddTrainingDocument()
  return async (document: NewTrainingDocument, notices: ProcessingNotices & { refused: string }) => {
    try {
      const result = await add.mutateAsync(document)
      onAdded(result.document, notices)
      return true
    } catch (error) {
      void toast.error(notices.refused, { description: errorMessage(error, 'Please try again.') })
      return error instanceof ApiError ? error.fields : {}
    }
  }
}

function UploadForm({ onAdded }: AddFormProps) {
  const add = useAdd(onAdded)
  const form = useForm<{ file: FileList | undefined }>()
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ file }) => {
    const chosen = file?.[0]
    if (!chosen) return
    const sent = await add(
      { kind: 'file', file: chosen },
      { done: DOCUMENT_UPLOADED, failed: 'Failed to process document', refused: 'Failed to upload document' },
    )
    if (sent === true) form.reset()
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <Field
        label="Document file"
        error={errors.file?.message}
        hint={`PDF (.pdf) or Word (.docx), up to ${ADMIN.uploadMaxBytes / 1024 / 1024} MB`}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="file"
            accept={ADMIN.uploadExtensions.join(',')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="h-auto py-2"
            {...form.register('file', {
              validate: (files) => {
                const file = files?.[0]
                if (!file) return CHOOSE_A_FILE
                const name = file.name.toLowerCase()
                if (!ADMIN.uploadExtensions.some((extension) => name.endsWith(extension))) {
                  return FILE_TYPE_REFUSED
                }
                return file.size <= ADMIN.uploadMaxBytes || FILE_TOO_LARGE
              },
            })}
          />
        )}
      </Field>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <FileUp className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Uploading...' : 'Upload Document'}
      </Button>
    </form>
  )
}

function UrlForm({ onAdded }: AddFormProps) {
  const add = useAdd(onAdded)
  const form = useForm<DocumentUrlRequest>({
    resolver: zodResolver(documentUrlRequestSchema),
    defaultValues: { sourceUrl: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const sent = await add(
      { kind: 'url', ...values },
      { done: URL_PROCESSED, failed: 'Failed to process URL', refused: 'Failed to process URL' },
    )
    if (sent === true) form.reset()
    else if (sent.sourceUrl) form.setError('sourceUrl', { message: sent.sourceUrl })
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Page address (URL)"
        type="url"
        placeholder="https://example.com/page"
        error={errors.sourceUrl?.message}
        {...form.register('sourceUrl')}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <Link2 className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Adding...' : 'Extract from URL'}
      </Button>
    </form>
  )
}

function ManualForm({ onAdded }: AddFormProps) {
  const add = useAdd(onAdded)
  const form = useForm<DocumentManualRequest>({
    resolver: zodResolver(documentManualRequestSchema),
    defaultValues: { manualTitle: '', manualText: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    const sent = await add(
      { kind: 'manual', ...values },
      { done: MANUAL_PROCESSED, failed: 'Failed to process document', refused: 'Failed to upload document' },
    )
    if (sent === true) form.reset()
  })
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label="Document title"
        error={errors.manualTitle?.message}
        {...form.register('manualTitle')}
      />
      <TextareaField
        label="Content"
        rows={8}
        hint={`At least ${ADMIN.manualDocumentMinChars} characters`}
        error={errors.manualText?.message}
        {...form.register('manualText')}
      />
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        <NotebookPen className="size-4" aria-hidden="true" />
        {isSubmitting ? 'Adding...' : 'Add Text'}
      </Button>
    </form>
  )
}

/** Add a training document: upload a file, extract a web page, or type a text. */
export function AddDocumentForms({ onAdded }: AddFormProps) {
  const [how, setHow] = useState('file')
  return (
    <Tabs
      label="How to add a document"
      value={how}
      onValueChange={setHow}
      tabs={[
        { value: 'file', label: 'Upload File', content: <UploadForm onAdded={onAdded} /> },
        { value: 'url', label: 'From URL', content: <UrlForm onAdded={onAdded} /> },
        { value: 'manual', label: 'Manual Text', content: <ManualForm onAdded={onAdded} /> },
      ]}
    />
  )
}
