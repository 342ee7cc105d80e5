import { type ChangeEvent, useState } from 'react'
import { IMAGE_ACCEPT } from '#shared/content/content-rules.ts'
import { BRIEF_PHOTOS_MAX, type BriefImage, type BriefImageKind } from '#shared/schemas/brief.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field } from '../../../components/ui/field.tsx'
import { imageFileProblem } from '../../../lib/image-file.ts'
import { toast } from '../../../lib/toast.ts'
import { useDeleteBriefImage } from '../api/delete-brief-image.ts'
import { useUploadBriefImage } from '../api/upload-brief-image.ts'

/** A file input that uploads the chosen image at once (checked for type and size first). */
function UploadField({ kind, label, disabled }: { kind: BriefImageKind; label: string; disabled?: boolean }) {
  const upload = useUploadBriefImage()
  const [error, setError] = useState<string>()
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const problem = imageFileProblem(file)
    setError(problem)
    if (problem) {
      input.value = ''
      return
    }
    upload.mutate(
      { kind, file },
      {
        onSuccess: ({ notice }) => void toast.success(notice),
        onError: (failure) => setError(failure.message),
        onSettled: () => {
          input.value = ''
        },
      },
    )
  }
  return (
    <Field label={label} hint="PNG, JPEG or WebP, up to 10 MB." error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          disabled={disabled || upload.isPending}
          onChange={choose}
          className="text-sm file:mr-3 file:rounded-control file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
      )}
    </Field>
  )
}

/** One uploaded image with its Remove button, removed after a confirmation. */
function ImageItem({ image, name }: { image: BriefImage; name: string }) {
  const remove = useDeleteBriefImage()
  const [confirming, setConfirming] = useState(false)
  return (
    <li className="flex flex-col items-start gap-2">
      <img
        src={image.thumbnail}
        alt={name}
        width={image.width}
        height={image.height}
        className="size-28 rounded border border-line bg-canvas object-contain"
      />
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        Remove {image.kind === 'logo' ? 'logo' : 'photo'}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={image.kind === 'logo' ? 'Remove your logo?' : 'Remove this photo?'}
        description="The team will no longer see it with your brief."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(image.id, {
                  onSuccess: ({ notice }) => {
                    setConfirming(false)
                    void toast.success(notice)
                  },
                  onError: (failure) => void toast.error(failure.message),
                })
              }
            >
              Remove
            </Button>
          </>
        }
      />
    </li>
  )
}

/** The brief's logo and photos: uploaded as soon as they are chosen, through the product's image checks. */
export function BriefImagesForm({ images }: { images: BriefImage[] }) {
  const logo = images.find((image) => image.kind === 'logo')
  const photos = images.filter((image) => image.kind === 'photo')
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-labelledby="brief-logo-heading">
        <h2 id="brief-logo-heading" className="text-lg font-semibold">
          Your logo
        </h2>
        {logo ? (
          <ul>
            <ImageItem image={logo} name="Your logo" />
          </ul>
        ) : null}
        <UploadField kind="logo" label={logo ? 'Replace your logo' : 'Upload your logo'} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="brief-photos-heading">
        <h2 id="brief-photos-heading" className="text-lg font-semibold">
          Photos of your business
        </h2>
        <p className="text-sm text-muted">
          Your premises, products or team: up to {BRIEF_PHOTOS_MAX} photos the team may use in your posts.
        </p>
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-4">
            {photos.map((photo, index) => (
              <ImageItem key={photo.id} image={photo} name={`Photo ${index + 1}`} />
            ))}
          </ul>
        ) : null}
        <UploadField kind="photo" label="Add a photo" disabled={photos.length >= BRIEF_PHOTOS_MAX} />
      </section>
    </div>
  )
}
