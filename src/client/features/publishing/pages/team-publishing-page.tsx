import { Card } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { usePublications } from '../api/get-publications.ts'
import { useMarkPosted } from '../api/mark-posted.ts'
import { useRetryPublication } from '../api/retry-publication.ts'
import { PublicationItem } from '../components/publication-item.tsx'

/** Publishing: posts a network refused (retry, or post by hand) and posts for networks we post to by hand. */
export default function TeamPublishingPage() {
  const list = usePublications()
  const retry = useRetryPublication()
  const mark = useMarkPosted()
  const busy = retry.isPending || mark.isPending

  async function retryOne(publicationId: string) {
    try {
      const { notice } = await retry.mutateAsync(publicationId)
      toast.success(notice)
    } catch (error) {
      toast.error('Could not retry', { description: errorMessage(error, 'Please try again.') })
    }
  }

  async function markOne(publicationId: string, link: string | null) {
    try {
      const { notice } = await mark.mutateAsync({ publicationId, link })
      toast.success(notice)
    } catch (error) {
      toast.error('Could not mark it as posted', { description: errorMessage(error, 'Please try again.') })
    }
  }

  const publications = list.data?.publications ?? []
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="text-2xl font-bold">Publishing</h2>
      <p className="text-muted">
        Posts a network refused, with its reason, and posts for channels we publish by hand.
      </p>
      <Card>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p className="text-danger">Failed to load the posts to publish</p>
        ) : publications.length === 0 ? (
          <EmptyState title="Nothing to publish by hand">
            Every approved post has gone out or is waiting for its time.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line" aria-label="Posts to act on">
            {publications.map((publication) => (
              <PublicationItem
                key={publication.id}
                publication={publication}
                busy={busy}
                onRetry={() => retryOne(publication.id)}
                onMark={(link) => markOne(publication.id, link)}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
