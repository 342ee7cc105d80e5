import { formatDateTime } from '#shared/format/dates.ts'
import { BRIEF_FIELDS, type Brief } from '#shared/schemas/brief.ts'

/** The brief as the team reads it: every answered field, and whether it was sent or is still a draft. */
export function BriefAnswers({ brief }: { brief: Brief }) {
  const answered = BRIEF_FIELDS.filter((field) => brief.answers[field.key] !== '')
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {brief.submittedAt
          ? `Sent on ${formatDateTime(brief.submittedAt)}`
          : brief.updatedAt
            ? `Draft, last changed ${formatDateTime(brief.updatedAt)}`
            : 'The customer has not started their brief yet.'}
      </p>
      {brief.images.length > 0 ? (
        <ul className="flex flex-wrap gap-4" aria-label="Logo and photos">
          {brief.images.map((image, index) => {
            const name =
              image.kind === 'logo' ? 'Logo' : `Photo ${index + (brief.images[0]?.kind === 'logo' ? 0 : 1)}`
            return (
              <li key={image.id} className="flex flex-col gap-1 text-sm">
                <a
                  href={image.full}
                  target="_blank"
                  rel="noreferrer"
                  className="rounded focus-visible:outline-offset-2"
                >
                  <img
                    src={image.thumbnail}
                    alt={`${name} (opens full size)`}
                    width={image.width}
                    height={image.height}
                    className="size-28 rounded border border-line bg-canvas object-contain"
                  />
                </a>
                <span className="text-muted">{name}</span>
              </li>
            )
          })}
        </ul>
      ) : null}
      {answered.length > 0 ? (
        <dl className="grid gap-3">
          {answered.map((field) => (
            <div key={field.key}>
              <dt className="text-sm font-medium text-muted">{field.label}</dt>
              <dd className="whitespace-pre-line">{brief.answers[field.key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
