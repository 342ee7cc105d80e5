import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chatbotKnowledgeChunks } from '../../db/schema/chatbot.ts'

export type NewChunk = typeof chatbotKnowledgeChunks.$inferInsert

export interface ChunkHit {
  id: string
  title: string
  content: string
  sourceTitle: string
  sourceUrl: string | null
  rank: number
  /** How many of the question's term groups the passage contains. */
  matched: number
  /** How many term groups the question has after stop words. */
  total: number
  /** Trigram similarity of the passage's title (an FAQ's question) to the question, 0 to 1. */
  titleSimilarity: number
}

/** Replaces every passage of the site's own content in one go (the caller's transaction). */
export async function replaceSiteChunks(executor: Executor, rows: NewChunk[]): Promise<void> {
  await executor.delete(chatbotKnowledgeChunks).where(eq(chatbotKnowledgeChunks.source, 'site'))
  if (rows.length > 0) await executor.insert(chatbotKnowledgeChunks).values(rows)
}

/** The site's passages as stored, in order: what `replaceSiteChunks` last wrote. */
export async function readSiteChunks(executor: Executor): Promise<NewChunk[]> {
  return executor
    .select({
      source: chatbotKnowledgeChunks.source,
      sourceTitle: chatbotKnowledgeChunks.sourceTitle,
      sourceUrl: chatbotKnowledgeChunks.sourceUrl,
      title: chatbotKnowledgeChunks.title,
      keywords: chatbotKnowledgeChunks.keywords,
      content: chatbotKnowledgeChunks.content,
      position: chatbotKnowledgeChunks.position,
    })
    .from(chatbotKnowledgeChunks)
    .where(eq(chatbotKnowledgeChunks.source, 'site'))
    .orderBy(chatbotKnowledgeChunks.position)
}

export async function replaceDocumentChunks(executor: Executor, documentId: string, rows: NewChunk[]) {
  await executor.delete(chatbotKnowledgeChunks).where(eq(chatbotKnowledgeChunks.documentId, documentId))
  if (rows.length > 0) await executor.insert(chatbotKnowledgeChunks).values(rows)
}

export async function countChunks(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(chatbotKnowledgeChunks)
  return row?.n ?? 0
}

export async function countSiteChunks(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(chatbotKnowledgeChunks)
    .where(eq(chatbotKnowledgeChunks.source, 'site'))
  return row?.n ?? 0
}

/** Whether the text holds any word the search can use (not only stop words). */
export async function hasSearchableTerms(executor: Executor, text: string): Promise<boolean> {
  if (!text.trim()) return false
  const result = await executor.execute(
    sql`select numnode(websearch_to_tsquery('english', ${text})) > 0 as searchable`,
  )
  const [row] = (result as unknown as { rows: { searchable: boolean }[] }).rows
  return row?.searchable === true
}

/** Rebuilds the full-text index from the generated column and refreshes the planner's statistics. */
export async function reindexChunks(executor: Executor): Promise<void> {
  await executor.execute(sql`reindex index chatbot_knowledge_search_idx`)
  await executor.execute(sql`analyze chatbot_knowledge_chunks`)
}

/** A passage whose title (an FAQ's question) is this similar to the question (pg_trgm) answers it. */
export const TITLE_SIMILAR = 0.45

/**
 * Passages matching any of the term groups (each group is websearch text such as 'price or cost'),
 * best first: by how many of the groups a passage holds, then by their summed rarity (a word found in
 * few passages, such as 'channel', says more than one found in many, such as 'price':
 * ln(N / passages holding it)), then by ts_rank (title above text above keywords, normalised by length).
 */
export async function searchChunks(
  executor: Executor,
  groups: string[],
  limit: number,
  question = '',
): Promise<ChunkHit[]> {
  if (groups.length === 0 && !question) return []
  const array = sql`array[${sql.join(
    groups.map((group) => sql`${group}`),
    sql`, `,
  )}]::text[]`
  const result = await executor.execute(sql`
    with terms as (
      select t.query, (select count(*) from chatbot_knowledge_chunks k where k.search @@ t.query) as holding
      from (select websearch_to_tsquery('english', g) as query from unnest(${array}) g) t
      where numnode(t.query) > 0
    ),
    everything as (select count(*) + 1.0 as n from chatbot_knowledge_chunks),
    q as (select websearch_to_tsquery('english', ${groups.join(' or ')}) as query)
    select c.id, c.title, c.content, c.source_title, c.source_url,
           ts_rank(c.search, q.query, 1) as rank,
           similarity(lower(c.title), ${question}) as title_similarity,
           m.matched, m.weight, (select count(*) from terms)::int as total
    from chatbot_knowledge_chunks c, q, everything,
         lateral (select count(*)::int as matched, coalesce(sum(ln(everything.n / (terms.holding + 0.5))), 0) as weight
                  from terms where c.search @@ terms.query) m
    where c.search @@ q.query or similarity(lower(c.title), ${question}) >= ${TITLE_SIMILAR}
    order by m.matched desc, m.weight desc, rank desc, c.position, c.id
    limit ${limit}`)
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    content: String(row.content),
    sourceTitle: String(row.source_title),
    sourceUrl: row.source_url === null ? null : String(row.source_url),
    rank: Number(row.rank),
    matched: Number(row.matched),
    total: Number(row.total),
    titleSimilarity: Number(row.title_similarity),
  }))
}
