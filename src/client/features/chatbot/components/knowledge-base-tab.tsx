import { useEffect, useState } from 'react'
import type { TrainingDocument } from '#shared/schemas/chatbot-admin.ts'
import { Card } from '../../../components/ui/card.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { useTrainingDocuments } from '../api/get-training-documents.ts'
import { AddDocumentForms, type ProcessingNotices } from './add-document-forms.tsx'
import { KnowledgeActions } from './knowledge-actions.tsx'
import { TrainingDocumentList } from './training-document-list.tsx'

/**
 * Tells how each document added here turned out once its background processing ends (the list
 * follows live, and polls while anything is processing).
 */
function useProcessingNotices(documents: TrainingDocument[] | undefined) {
  const [waiting, setWaiting] = useState<ReadonlyMap<string, ProcessingNotices>>(new Map())
  useEffect(() => {
    if (!documents || waiting.size === 0) return
    const next = new Map(waiting)
    for (const [id, notices] of waiting) {
      const document = documents.find((d) => d.id === id)
      if (document?.status === 'processing') continue
      next.delete(id)
      if (document?.status === 'completed') void toast.success(notices.done)
      if (document?.status === 'failed') {
        void toast.error(notices.failed, document.lastError ? { description: document.lastError } : undefined)
      }
    }
    if (next.size !== waiting.size) setWaiting(next)
  }, [documents, waiting])
  return (document: TrainingDocument, notices: ProcessingNotices) =>
    setWaiting((current) => new Map(current).set(document.id, notices))
}

/** Knowledge Base: website content reload, search index rebuild, and the training documents. */
export function KnowledgeBaseTab() {
  const documents = useTrainingDocuments()
  const onAdded = useProcessingNotices(documents.data?.documents)
  return (
    <div className="flex flex-col gap-6">
      <KnowledgeActions />
      <Card className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold">Add a training document</h3>
        <AddDocumentForms onAdded={onAdded} />
      </Card>
      <section aria-labelledby="training-documents" className="flex flex-col gap-3">
        <h3 id="training-documents" className="text-lg font-semibold">
          Training documents
        </h3>
        {documents.isPending ? <Spinner /> : null}
        {documents.isError ? <p className="text-danger">Failed to load training documents</p> : null}
        {documents.data ? <TrainingDocumentList documents={documents.data.documents} /> : null}
      </section>
    </div>
  )
}
