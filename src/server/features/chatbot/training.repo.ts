import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatbotTrainingDocuments } from '../../db/schema/chatbot.ts'

export type TrainingDocumentRow = Omit<typeof chatbotTrainingDocuments.$inferSelect, 'fileData' | 'content'>
type NewTrainingDocument = typeof chatbotTrainingDocuments.$inferInsert

// Lists never load the file bytes or the text.
const { fileData: _bytes, content: _text, ...listed } = getTableColumns(chatbotTrainingDocuments)

export async function insertDocument(
  executor: Executor,
  values: NewTrainingDocument,
): Promise<TrainingDocumentRow> {
  const [row] = await executor.insert(chatbotTrainingDocuments).values(values).returning(listed)
  if (!row) throw new Error('insert returned no document')
  return row
}

export async function listDocuments(executor: Executor): Promise<TrainingDocumentRow[]> {
  return executor
    .select(listed)
    .from(chatbotTrainingDocuments)
    .orderBy(desc(chatbotTrainingDocuments.uploadedAt), desc(chatbotTrainingDocuments.id))
}

export async function findDocument(executor: Executor, id: string): Promise<TrainingDocumentRow | undefined> {
  const [row] = await executor
    .select(listed)
    .from(chatbotTrainingDocuments)
    .where(eq(chatbotTrainingDocuments.id, id))
  return row
}

/** The document with its bytes and text, for the processing job. */
export async function loadDocumentForProcessing(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(chatbotTrainingDocuments)
    .where(eq(chatbotTrainingDocuments.id, id))
  return row
}

export async function updateDocument(
  executor: Executor,
  id: string,
  values: Partial<Omit<NewTrainingDocument, 'id'>>,
): Promise<TrainingDocumentRow | undefined> {
  const [row] = await executor
    .update(chatbotTrainingDocuments)
    .set(values)
    .where(eq(chatbotTrainingDocuments.id, id))
    .returning(listed)
  return row
}

/** Marks the document failed with the reason, if it is still being processed. */
export async function failProcessingDocument(executor: Executor, id: string, reason: string): Promise<void> {
  await executor
    .update(chatbotTrainingDocuments)
    .set({ status: 'failed', lastError: reason, processedAt: new Date() })
    .where(and(eq(chatbotTrainingDocuments.id, id), eq(chatbotTrainingDocuments.status, 'processing')))
}

/** A failed document whose job an administrator queued again: 'processing' until the job has run. */
export async function setDocumentProcessing(executor: Executor, id: string): Promise<void> {
  await executor
    .update(chatbotTrainingDocuments)
    .set({ status: 'processing', lastError: null })
    .where(and(eq(chatbotTrainingDocuments.id, id), eq(chatbotTrainingDocuments.status, 'failed')))
}

/** Deletes the document; its knowledge chunks go with it (foreign key on delete cascade). */
export async function deleteDocument(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .delete(chatbotTrainingDocuments)
    .where(eq(chatbotTrainingDocuments.id, id))
    .returning({ id: chatbotTrainingDocuments.id })
  return rows.length > 0
}
