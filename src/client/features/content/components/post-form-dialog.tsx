import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { checkoutChannels } from '#shared/catalogue/channels.ts'
import { CONTENT_MESSAGES } from '#shared/content/content-messages.ts'
import { CONTENT_LIMITS } from '#shared/content/content-rules.ts'
import type { Post } from '#shared/schemas/content.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field, Select, TextareaField, TextField } from '../../../components/ui/field.tsx'
import { ApiError, errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useUploadPostImage } from '../api/post-images.ts'
import { useCreatePost, useUpdatePost } from '../api/save-post.ts'
import {
  formValuesOf,
  limitCounter,
  type PostFormValues,
  postFieldsOf,
  postFormSchema,
} from '../lib/post-form.ts'
import { DraftWithAi } from './draft-with-ai.tsx'
import { ImagePicker } from './image-picker.tsx'

interface PostFormDialogProps {
  customerId: string
  /** The post to edit; none for a new draft. */
  post: Post | undefined
  onClose(): void
}

/** New Post / Edit Post: channel, UK date and time, caption, hashtags and an image to upload. */
export function PostFormDialog({ customerId, post, onClose }: PostFormDialogProps) {
  // A new post whose image failed to upload is edited from then on, so saving again does not duplicate it.
  const [saved, setSaved] = useState<Post | undefined>(post)
  const [file, setFile] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string>()
  const create = useCreatePost()
  const update = useUpdatePost()
  const upload = useUploadPostImage()
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: formValuesOf(post),
  })
  const { errors, isSubmitting, isDirty } = form.formState

  async function savePost(values: PostFormValues): Promise<Post> {
    const fields = postFieldsOf(values)
    if (!saved) return (await create.mutateAsync({ customerId, post: fields })).post
    if (!isDirty) return saved
    return (await update.mutateAsync({ postId: saved.id, changes: fields })).post
  }

  const submit = form.handleSubmit(async (values) => {
    let current: Post
    try {
      current = await savePost(values)
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field === 'scheduledAt' ? 'date' : field
          if (name in values) form.setError(name as keyof PostFormValues, { message })
        }
      }
      void toast.error('Could not save the post', { description: errorMessage(error, 'Please try again.') })
      return
    }
    setSaved(current)
    form.reset(values)
    if (file) {
      try {
        await upload.mutateAsync({ postId: current.id, file })
      } catch (error) {
        setImageError(errorMessage(error, 'The image could not be uploaded'))
        void toast.error('The post is saved, but its image was not uploaded')
        return
      }
    }
    void toast.success(post ? CONTENT_MESSAGES.postSaved : CONTENT_MESSAGES.postCreated)
    onClose()
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={saved ? 'Edit Post' : 'New Post'}>
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <Field label="Channel" error={errors.channel?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('channel')}
            >
              {checkoutChannels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date (UK)" type="date" error={errors.date?.message} {...form.register('date')} />
          <TextField label="Time (UK)" type="time" error={errors.time?.message} {...form.register('time')} />
        </div>
        <DraftWithAi
          customerId={customerId}
          channel={form.watch('channel')}
          onDraft={(draft) => {
            form.setValue('caption', draft.caption, { shouldDirty: true, shouldValidate: true })
            const tags = draft.hashtags.map((tag) => `#${tag}`).join(' ')
            form.setValue('hashtags', tags, { shouldDirty: true, shouldValidate: true })
          }}
        />
        <TextareaField
          label="Caption"
          hint={<span aria-live="polite">{limitCounter(form.watch())}</span>}
          rows={5}
          maxLength={CONTENT_LIMITS.caption}
          error={errors.caption?.message}
          {...form.register('caption')}
        />
        <TextField
          label="Hashtags"
          hint={`Separated by spaces, up to ${CONTENT_LIMITS.hashtags}.`}
          placeholder="#coffee #brunch"
          error={errors.hashtags?.message}
          {...form.register('hashtags')}
        />
        <ImagePicker file={file} onChange={setFile} error={imageError} onError={setImageError} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : saved ? 'Save Post' : 'Create Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
