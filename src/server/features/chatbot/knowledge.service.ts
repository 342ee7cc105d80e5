import { sql } from 'drizzle-orm'
import {
  type KnowledgeReload,
  loadedPagesNotice,
  SEARCH_INDEX_REBUILT,
  type SearchIndexRebuild,
} from '#shared/schemas/chatbot-admin.ts'
import type { Database, Executor } from '../../db/client.ts'
import { chunkText } from './chunking.ts'
import {
  countChunks,
  type NewChunk,
  readSiteChunks,
  reindexChunks,
  replaceDocumentChunks,
  replaceSiteChunks,
} from './knowledge.repo.ts'
import { siteContent } from './site-content.ts'

/** The passages of the site's own content, each cut to the search's chunk size. */
export function siteChunks(supportEmail: string): { pages: number; chunks: NewChunk[] } {
  const pages = siteContent(supportEmail)
  const chunks: NewChunk[] = []
  for (const page of pages) {
    for (const passage of page.passages) {
      for (const content of chunkText(passage.content)) {
        chunks.push({
          source: 'site',
          sourceTitle: page.title,
          sourceUrl: page.url,
          title: passage.title,
          keywords: passage.keywords ?? '',
          content,
          position: chunks.length,
        })
      }
    }
  }
  return { pages: pages.length, chunks }
}

/**
 * Replaces the site's passages with the current catalogue and page copy. Several processes starting
 * at once take turns (a transaction-scoped advisory lock), so the passages are never doubled. At a
 * start (`unlessUnchanged`) passages identical to the stored ones are left as they are: rewriting them
 * rebuilt their search index at every start for nothing.
 */
export async function reloadSiteContent(
  db: Database,
  supportEmail: string,
  { unlessUnchanged = false } = {},
): Promise<KnowledgeReload> {
  const { pages, chunks } = siteChunks(supportEmail)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chatbot_site_content'))`)
    if (unlessUnchanged && sameChunks(await readSiteChunks(tx), chunks)) return
    await replaceSiteChunks(tx, chunks)
  })
  return {
    pagesProcessed: pages,
    chunksCreated: chunks.length,
    message: loadedPagesNotice(pages, chunks.length),
  }
}

/** Whether the stored passages are the wanted ones, compared on the columns `readSiteChunks` reads. */
function sameChunks(stored: NewChunk[], wanted: NewChunk[]): boolean {
  return (
    stored.length === wanted.length &&
    stored.every((chunk, index) =>
      Object.entries(chunk).every(
        ([field, value]) => (value ?? null) === (wanted[index]?.[field as keyof NewChunk] ?? null),
      ),
    )
  )
}

export async function rebuildSearchIndex(db: Database): Promise<SearchIndexRebuild> {
  await reindexChunks(db)
  return { chunks: await countChunks(db), message: SEARCH_INDEX_REBUILT }
}

/** Cuts a training document's text into passages citing the document; returns how many. */
export async function indexDocument(
  executor: Executor,
  document: { id: string; title: string; sourceUrl: string | null },
  text: string,
): Promise<number> {
  const chunks = chunkText(text).map((content, position) => ({
    source: 'document' as const,
    documentId: document.id,
    sourceTitle: document.title,
    sourceUrl: document.sourceUrl,
    title: document.title,
    content,
    position,
  }))
  await replaceDocumentChunks(executor, document.id, chunks)
  return chunks.length
}
