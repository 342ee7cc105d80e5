import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends, createTestDatabase } from '../../../../tests/support/test-database.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { chatbotKnowledgeChunks } from '../../db/schema/chatbot.ts'
import { reloadSiteContent, siteChunks } from './knowledge.service.ts'

describe.each(backends)('reloading the site passages at a start, on %s', (backend) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = (await createTestDatabase(backend)).handle
  })
  afterAll(async () => {
    await database.close()
  })
  const sitePassages = () =>
    database.db
      .select({ id: chatbotKnowledgeChunks.id, content: chatbotKnowledgeChunks.content })
      .from(chatbotKnowledgeChunks)
      .where(eq(chatbotKnowledgeChunks.source, 'site'))
      .orderBy(chatbotKnowledgeChunks.position)

  it('leaves identical passages as they are and replaces them once the content changed', async () => {
    await reloadSiteContent(database.db, 'help@postcraft.example.co.uk', { unlessUnchanged: true })
    const first = await sitePassages()
    expect(first).toHaveLength(siteChunks('help@postcraft.example.co.uk').chunks.length)

    await reloadSiteContent(database.db, 'help@postcraft.example.co.uk', { unlessUnchanged: true })
    expect(await sitePassages()).toEqual(first)

    await reloadSiteContent(database.db, 'team@postcraft.example.co.uk', { unlessUnchanged: true })
    const changed = await sitePassages()
    expect(changed.map((passage) => passage.id)).not.toContain(first[0]?.id)
    expect(changed.some((passage) => passage.content.includes('team@postcraft.example.co.uk'))).toBe(true)
  })

  it("replaces identical passages when asked to reload (the team's Reload button)", async () => {
    const before = await sitePassages()
    await reloadSiteContent(database.db, 'team@postcraft.example.co.uk')
    expect((await sitePassages()).map((passage) => passage.id)).not.toContain(before[0]?.id)
  })
})
