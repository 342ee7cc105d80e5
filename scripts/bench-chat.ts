// npm run bench:chat: accuracy and latency of the chatbot's built-in responder (no model) on the
// embedded database, over the question set in tests/fixtures/chatbot-questions.json. Not part of npm test.
import type { FastifyBaseLogger } from 'fastify'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { answerMessage } from '#server/features/chatbot/answer.ts'
import { reloadSiteContent } from '#server/features/chatbot/knowledge.service.ts'
import { judgeAnswer, loadChatbotQuestions } from '../tests/support/chatbot-questions.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const database = await openDatabase({})
await runMigrations(database)
const loaded = await reloadSiteContent(database.db, 'support@postcraft.localhost')
const questions = loadChatbotQuestions()
const context = {
  db: database.db,
  llm: undefined,
  logger: silent,
  visitorEmail: null,
  onlyGaveEmail: false,
  history: async () => [],
}

// One untimed round first: the embedded database compiles and caches its plans on first use.
for (const expected of questions) await answerMessage(expected.question, context)

const timings: number[] = []
const failures: string[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const expected of questions) {
    const started = performance.now()
    const reply = await answerMessage(expected.question, context)
    timings.push(performance.now() - started)
    if (round > 0) continue
    const problem = judgeAnswer(expected, { ...reply, handedOff: reply.handoff })
    if (problem) failures.push(`  ✗ ${expected.question}: ${problem}\n      ${reply.response.slice(0, 160)}`)
  }
}
await database.close()

timings.sort((a, b) => a - b)
const right = questions.length - failures.length
console.log(`Knowledge: ${loaded.message}`)
console.log(
  `Questions: ${questions.length}, ${ROUNDS} timed rounds after a warm-up, built-in responder on PGlite`,
)
if (failures.length > 0) console.log(failures.join('\n'))
console.log(`Accuracy: ${right}/${questions.length} (${((right / questions.length) * 100).toFixed(1)}%)`)
console.log(
  `Latency: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
)
