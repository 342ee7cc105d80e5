// npm run bench:chat: the chatbot's answers and latency on the embedded database, over the evaluation
// set in tests/fixtures/chatbot-eval.json (decision 0026), reported for its tuning and held-out halves.
// BENCH_SPLIT=tuning evaluates the tuning half only (while changing the responder);
// BENCH_LLM=stand-in answers through a local model stand-in that sometimes invents (fallback and guard).
// Not part of npm test.
import type { FastifyBaseLogger } from 'fastify'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { answerMessage } from '#server/features/chatbot/answer.ts'
import { reloadSiteContent } from '#server/features/chatbot/knowledge.service.ts'
import { siteVocabulary } from '#server/features/chatbot/no-invention.ts'
import {
  type EvalItem,
  inventedIn,
  judgeEvalAnswer,
  loadEvalSet,
  scoreOf,
} from '../tests/support/chatbot-eval.ts'
import { inventingStandIn } from '../tests/support/llm-stand-in.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SUPPORT_EMAIL = 'support@postcraft.localhost'
const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`)

const database = await openDatabase({})
await runMigrations(database)
const loaded = await reloadSiteContent(database.db, SUPPORT_EMAIL)
const model = process.env.BENCH_LLM === 'stand-in' ? inventingStandIn() : undefined
const llm = model
  ? { baseUrl: await model.start(), apiKey: undefined, model: 'stand-in', timeoutMs: 2000 }
  : undefined
const only = process.env.BENCH_SPLIT
const items = loadEvalSet().filter((item) => !only || item.split === only)
const vocabulary = siteVocabulary(SUPPORT_EMAIL)
const context = {
  db: database.db,
  llm,
  logger: silent,
  supportEmail: SUPPORT_EMAIL,
  visitorEmail: null,
  onlyGaveEmail: false,
  history: async () => [],
}

// One untimed round first: the embedded database compiles and caches its plans on first use.
for (const item of items) await answerMessage(item.question, context)

interface Outcome {
  item: EvalItem
  problem: string | undefined
  invented: string[]
  response: string
}
const outcomes: Outcome[] = []
const timings: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const item of items) {
    const started = performance.now()
    const reply = await answerMessage(item.question, context)
    timings.push(performance.now() - started)
    if (round > 0) continue
    const answer = { ...reply, handedOff: reply.handoff }
    const invented = inventedIn(item, answer, vocabulary)
    const problem =
      judgeEvalAnswer(item, answer) ?? (invented.length > 0 ? `invents ${invented.join(', ')}` : undefined)
    outcomes.push({ item, problem, invented, response: reply.response })
  }
}
await database.close()
await model?.stop()
const modelAsked = model?.requests.length ?? 0

timings.sort((a, b) => a - b)
console.log(`Knowledge: ${loaded.message}`)
console.log(
  `Evaluation set: ${items.length} items, ${ROUNDS} timed rounds after a warm-up, ${llm ? 'model stand-in (inventing every other answer)' : 'built-in responder'} on PGlite`,
)
for (const split of ['tuning', 'held-out'] as const) {
  const mine = outcomes.filter((o) => o.item.split === split)
  if (mine.length === 0) {
    if (!only) console.log(`\n## ${split}: no ${split} half in the evaluation set`)
    continue
  }
  const right = mine.filter((o) => !o.problem).length
  console.log(`\n## ${split}: ${right}/${mine.length} right (${pct(right, mine.length)})`)
  console.log('| category | right | of | % |\n| --- | --- | --- | --- |')
  const categories = [...new Set(mine.map((o) => o.item.category))]
  for (const category of categories) {
    const inCategory = mine.filter((o) => o.item.category === category)
    const ok = inCategory.filter((o) => !o.problem).length
    console.log(`| ${category} | ${ok} | ${inCategory.length} | ${pct(ok, inCategory.length)} |`)
  }
  const negatives = mine.filter((o) => o.item.kind === 'not-offered')
  const honest = negatives.filter((o) => !o.problem).length
  const invented = mine.filter((o) => o.invented.length > 0).length
  const buyers = mine.filter((o) => o.item.category === 'intent-buyer').map((o) => scoreOf(o.item))
  const calm = mine
    .filter((o) => o.item.category === 'intent-greeting' || o.item.category === 'intent-research')
    .map((o) => scoreOf(o.item))
  console.log(
    `Not offered, honest negative with the nearest offer: ${honest}/${negatives.length} (${pct(honest, negatives.length)}); ` +
      `answers with invented claims: ${invented}; ready buyers' lowest score: ${buyers.length > 0 ? Math.min(...buyers) : '–'}; ` +
      `greetings' and research's highest score: ${calm.length > 0 ? Math.max(...calm) : '–'}`,
  )
  const failed = mine.filter((o) => o.problem)
  if (failed.length > 0) console.log('Failed:')
  for (const o of failed) {
    console.log(`  ✗ [${o.item.category}] ${JSON.stringify(o.item.question.slice(0, 120))}: ${o.problem}`)
    console.log(`      ${o.response.slice(0, 200).replace(/\n/g, ' ')}`)
  }
}
if (model) {
  console.log(
    `\nThe model was asked ${modelAsked} times (search answers only; every other answer invented a trial and a price)`,
  )
}
console.log(
  `\nLatency: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms`,
)
