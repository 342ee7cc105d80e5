import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { formatDateTime } from '#shared/format/dates.ts'
import { DELETE_DOCUMENT_CONFIRMATION, type TrainingDocument } from '#shared/schemas/chatbot-admin.ts'
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { toast } from '../../../lib/toast.ts'
import { useDeleteTrainingDocument } from '../api/delete-training-document.ts'

const statusTones: Record<TrainingDocument['status'], BadgeTone> = {
  processing: 'yellow',
  completed: 'green',
  failed: 'red',
}

const typeLabels: Record<TrainingDocument['documentType'], string> = {
  pdf: 'PDF',
  docx: 'Word document',
  url: 'Web page',
  manual: 'Manual text',
}

function DocumentCard({ document, onDelete }: { document: TrainingDocument; onDelete(): void }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">{document.originalFilename}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{typeLabels[document.documentType]}</span>
          <Badge tone={statusTones[document.status]} data-testid="document-status">
            {document.status}
          </Badge>
          {document.status === 'completed' ? (
            <span>
              {document.chunksCreated} {document.chunksCreated === 1 ? 'chunk' : 'chunks'}
            </span>
          ) : null}
          <span>Added {formatDateTime(document.uploadedAt)}</span>
        </p>
        {document.sourceUrl ? (
          <a
            href={document.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm break-all text-brand-700 underline"
          >
            {document.sourceUrl}
          </a>
        ) : null}
        {document.status === 'failed' && document.lastError ? (
          <p className="text-sm text-danger">{document.lastError}</p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        aria-label={`Delete ${document.originalFilename}`}
        onClick={onDelete}
      >
        <Trash2 className="size-4 text-danger" aria-hidden="true" />
        Delete
      </Button>
    </Card>
  )
}

/** The training documents, newest first, each with its status and chunk count. */
export function TrainingDocumentList({ documents }: { documents: TrainingDocument[] }) {
  const remove = useDeleteTrainingDocument()
  const [deleting, setDeleting] = useState<TrainingDocument | null>(null)
  async function confirm() {
    if (!deleting) return
    try {
      const { notice } = await remove.mutateAsync(deleting.id)
      void toast.success(notice)
    } catch {
      void toast.error('Failed to delete document')
    }
    setDeleting(null)
  }
  return (
    <>
      {documents.length === 0 ? (
        <EmptyState title="No training documents yet" />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Training documents">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentCard document={document} onDelete={() => setDeleting(document)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete document"
        description={DELETE_DOCUMENT_CONFIRMATION}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      >
        {deleting ? <p className="font-medium break-words">{deleting.originalFilename}</p> : null}
      </Dialog>
    </>
  )
}
