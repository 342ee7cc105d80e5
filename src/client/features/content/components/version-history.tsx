import { channelName } from '#shared/catalogue/channels.ts'
import { actorKindLabels, postStatusLabels } from '#shared/content/post-status.ts'
import { formatDateTime } from '#shared/format/dates.ts'
import type { PostVersion } from '#shared/schemas/content.ts'

/** What differs from the version before, in words: 'caption, time'. */
function differences(version: PostVersion, before: PostVersion | undefined): string[] {
  if (!before) return []
  const changed: string[] = []
  if (version.channel !== before.channel) changed.push(`channel to ${channelName(version.channel)}`)
  if (version.scheduledAt !== before.scheduledAt)
    changed.push(`time to ${formatDateTime(version.scheduledAt)}`)
  if (version.caption !== before.caption) changed.push('caption')
  if (version.hashtags.join(' ') !== before.hashtags.join(' ')) changed.push('hashtags')
  if (version.images.map((i) => i.id).join() !== before.images.map((i) => i.id).join()) changed.push('images')
  return changed
}

/** Every change to the post, newest first: who, when, what changed. */
export function VersionHistory({ versions }: { versions: readonly PostVersion[] }) {
  const ordered = [...versions].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return (
    <ol className="flex flex-col gap-2" aria-label="Version history">
      {ordered.map((version, index) => {
        const changed = differences(version, ordered[index + 1])
        return (
          <li key={`${version.version}-${version.createdAt}`} className="border-l-2 border-line pl-3 text-sm">
            <p>
              <span className="font-semibold">{version.change}</span> · version {version.version} ·{' '}
              {postStatusLabels[version.status]}
            </p>
            <p className="text-muted">
              {version.actorName ?? actorKindLabels[version.actorKind]}, {formatDateTime(version.createdAt)}
            </p>
            {changed.length > 0 ? <p className="text-muted">Changed: {changed.join(', ')}</p> : null}
          </li>
        )
      })}
    </ol>
  )
}
