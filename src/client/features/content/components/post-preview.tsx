import { Bookmark, Globe, Heart, MessageCircle, Repeat2, Send, Share2, ThumbsUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { type ChannelId, channelName } from '#shared/catalogue/channels.ts'
import { formatDate } from '#shared/format/dates.ts'

export interface PreviewPost {
  channel: ChannelId
  caption: string
  hashtags: readonly string[]
  scheduledAt: string
  images: ReadonlyArray<{ id: string; thumbUrl: string; width: number; height: number }>
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
  return letters.join('') || '?'
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {initials(name)}
    </span>
  )
}

function Images({ post, square }: { post: PreviewPost; square?: boolean }) {
  const [first] = post.images
  if (!first) {
    return (
      <div
        className={`flex items-center justify-center bg-canvas text-sm text-muted ${square ? 'aspect-square' : 'h-32'}`}
      >
        No image yet
      </div>
    )
  }
  return (
    <div className="relative">
      <img
        src={first.thumbUrl}
        alt={post.images.length > 1 ? `The post's design, 1 of ${post.images.length}` : "The post's design"}
        width={first.width}
        height={first.height}
        className={square ? 'aspect-square w-full object-cover' : 'h-auto w-full'}
      />
      {post.images.length > 1 ? (
        <span className="absolute top-2 right-2 rounded-full bg-black/70 px-2 text-xs text-white">
          1/{post.images.length}
        </span>
      ) : null}
    </div>
  )
}

function Caption({ post, tagClass }: { post: PreviewPost; tagClass: string }) {
  return (
    <>
      <span className="whitespace-pre-line break-words">{post.caption}</span>
      {post.hashtags.length > 0 ? (
        <span className={`mt-1 block break-words ${tagClass}`}>
          {post.hashtags.map((tag) => `#${tag}`).join(' ')}
        </span>
      ) : null}
    </>
  )
}

/** Icons that stand for the network's buttons; decoration only. */
function ActionRow({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" className="flex items-center gap-4 px-3 py-2 text-ink">
      {children}
    </div>
  )
}

function InstagramFrame({ post, name }: { post: PreviewPost; name: string }) {
  const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  return (
    <>
      <div className="flex items-center gap-2 p-3">
        <Avatar name={name} />
        <span className="text-sm font-semibold">{handle || name}</span>
      </div>
      <Images post={post} square />
      <ActionRow>
        <Heart className="size-5" />
        <MessageCircle className="size-5" />
        <Send className="size-5" />
        <Bookmark className="ml-auto size-5" />
      </ActionRow>
      <p className="px-3 pb-3 text-sm">
        <span className="mr-1 font-semibold">{handle || name}</span>
        <Caption post={post} tagClass="text-[#00376b]" />
      </p>
    </>
  )
}

function FacebookFrame({ post, name }: { post: PreviewPost; name: string }) {
  return (
    <>
      <div className="flex items-center gap-2 p-3">
        <Avatar name={name} />
        <span className="flex flex-col">
          <span className="text-sm font-semibold">{name}</span>
          <span className="flex items-center gap-1 text-xs text-muted">
            {formatDate(post.scheduledAt)} · <Globe className="size-3" aria-hidden="true" />
          </span>
        </span>
      </div>
      <p className="px-3 pb-3 text-sm">
        <Caption post={post} tagClass="text-[#385898]" />
      </p>
      <Images post={post} />
      <ActionRow>
        <ThumbsUp className="size-5" />
        <MessageCircle className="size-5" />
        <Share2 className="size-5" />
      </ActionRow>
    </>
  )
}

function LinkedInFrame({ post, name }: { post: PreviewPost; name: string }) {
  return (
    <>
      <div className="flex items-center gap-2 p-3">
        <Avatar name={name} />
        <span className="flex flex-col">
          <span className="text-sm font-semibold">{name}</span>
          <span className="text-xs text-muted">{formatDate(post.scheduledAt)}</span>
        </span>
      </div>
      <p className="px-3 pb-3 text-sm">
        <Caption post={post} tagClass="font-semibold text-[#0a66c2]" />
      </p>
      <Images post={post} />
      <ActionRow>
        <ThumbsUp className="size-5" />
        <MessageCircle className="size-5" />
        <Repeat2 className="size-5" />
        <Send className="size-5" />
      </ActionRow>
    </>
  )
}

function frameFor(channel: ChannelId) {
  if (channel === 'instagram' || channel === 'threads') return InstagramFrame
  if (channel === 'linkedin-company' || channel === 'linkedin-personal') return LinkedInFrame
  return FacebookFrame
}

/** How the post will look on its network: a simple mock with the customer's name, image, caption and hashtags. */
export function PostPreview({ post, customerName }: { post: PreviewPost; customerName: string }) {
  const Frame = frameFor(post.channel)
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
        {channelName(post.channel)} preview
      </figcaption>
      <div className="max-w-sm overflow-hidden rounded-control border border-line bg-white text-ink">
        <Frame post={post} name={customerName} />
      </div>
    </figure>
  )
}
