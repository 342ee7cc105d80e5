import { Globe, RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useRebuildSearchIndex, useReloadSiteContent } from '../api/rebuild-knowledge.ts'

/** Reload the website's own content, and rebuild the search index, each with its toast. */
export function KnowledgeActions() {
  const reload = useReloadSiteContent()
  const rebuild = useRebuildSearchIndex()
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Website content</h3>
        <p className="text-muted">
          Load the pages, plans and prices of this website into the chatbot's knowledge base.
        </p>
        <Button
          className="h-auto min-h-11 self-start py-2"
          disabled={reload.isPending}
          onClick={() =>
            reload.mutate(undefined, {
              onSuccess: (result) => void toast.success(result.message),
              onError: (error) =>
                void toast.error('Failed to rebuild knowledge base', {
                  description: errorMessage(error, 'Please try again.'),
                }),
            })
          }
        >
          <Globe className="size-4" aria-hidden="true" />
          {reload.isPending ? 'Loading...' : 'Reload Website Content'}
        </Button>
      </Card>
      <Card className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Search index</h3>
        <p className="text-muted">Rebuild the index the chatbot searches, from every knowledge chunk.</p>
        <Button
          className="h-auto min-h-11 self-start py-2"
          variant="secondary"
          disabled={rebuild.isPending}
          onClick={() =>
            rebuild.mutate(undefined, {
              onSuccess: (result) => void toast.success(result.message),
              onError: (error) =>
                void toast.error('Failed to rebuild search index', {
                  description: errorMessage(error, 'Please try again.'),
                }),
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {rebuild.isPending ? 'Rebuilding...' : 'Rebuild Search Index'}
        </Button>
      </Card>
    </div>
  )
}
