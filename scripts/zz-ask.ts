import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { reloadSiteContent } from '#server/features/chatbot/knowledge.service.ts'
import { answerMessage } from '#server/features/chatbot/answer.ts'
import { retrieve } from '#server/features/chatbot/retrieval.ts'
import { normalise } from '#shared/chatbot/normalise.ts'
const d = await openDatabase({}); await runMigrations(d); await reloadSiteContent(d.db, 'support@postcraft.local')
const log = { warn() {}, info() {}, error() {}, debug() {} } as any
for (const q of process.argv.slice(2)) {
  const r = await answerMessage(q, { db: d.db, llm: undefined, logger: log, supportEmail: 'support@postcraft.local', visitorEmail: null, onlyGaveEmail: false, history: async () => [] })
  console.log('Q:', q, '| norm:', normalise(q)); console.log('  A:', r.response.slice(0, 300), JSON.stringify(r.sources))
  const { passages } = await retrieve(d.db, normalise(q))
  console.log('  top:', passages.slice(0,3).map(p => `${p.title} [${p.sourceUrl}] m${p.matched}/${p.total} s${p.titleSimilarity.toFixed(2)}`).join(' || '))
}
await d.close()
