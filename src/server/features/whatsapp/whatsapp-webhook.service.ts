import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { AppError } from '#shared/errors.ts'
import { WHATSAPP_MESSAGES } from '#shared/schemas/whatsapp.ts'
import {
  claimMessageId,
  deleteOptIn,
  forgetMessageId,
  lockActiveOptInByPhone,
  setPendingChange,
} from './whatsapp.repo.ts'
import { reply, type WhatsappDeps } from './whatsapp.service.ts'
import { parseButtonId } from './whatsapp-review.service.ts'

/** X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the exact body with the app secret. */
export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  const given = Buffer.from(header.slice('sha256='.length), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The parts of Meta's notification this feature reads; anything else in it is ignored. */
const incomingMessageSchema = z.object({
  id: z.string().min(1).max(500),
  from: z.string().min(1).max(40),
  type: z.string().optional(),
  context: z.object({ id: z.string().optional() }).partial().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z
    .object({
      type: z.string().optional(),
      button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional(),
    })
    .optional(),
})
type IncomingMessage = z.infer<typeof incomingMessageSchema>

export const webhookPayloadSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({ messages: z.array(z.unknown()).optional() })
                .loose()
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
})

/** What happened to one incoming message, for the log (and the tests). */
export type Outcome =
  | 'replay'
  | 'unknown number'
  | 'stopped'
  | 'approved'
  | 'changes requested'
  | 'comment asked'
  | 'refused'
  | 'ignored'

const COMMENT_LIMIT = 2000

/** Every message of a signed notification, each once: a replayed message id changes nothing. */
export async function handleNotification(deps: WhatsappDeps, body: unknown): Promise<Outcome[]> {
  const parsed = webhookPayloadSchema.safeParse(body)
  if (!parsed.success) throw new AppError('bad_request', 'Not a WhatsApp notification.')
  const outcomes: Outcome[] = []
  for (const entry of parsed.data.entry ?? [])
    for (const change of entry.changes ?? [])
      for (const raw of change.value?.messages ?? []) {
        const message = incomingMessageSchema.safeParse(raw)
        if (!message.success) {
          deps.logger.info({ whatsapp: 'ignored' }, 'WhatsApp message of an unknown shape ignored')
          outcomes.push('ignored')
          continue
        }
        outcomes.push(await handleMessage(deps, message.data))
      }
  return outcomes
}

async function handleMessage(deps: WhatsappDeps, message: IncomingMessage): Promise<Outcome> {
  const now = deps.now()
  const log = (outcome: Outcome, detail: Record<string, unknown> = {}) => {
    deps.logger.info({ whatsapp: outcome, messageId: message.id, ...detail }, `WhatsApp message: ${outcome}`)
    return outcome
  }
  // Claimed before anything, in its own transaction: a second delivery of the same message stops here.
  if (!(await claimMessageId(deps.db, message.id, now))) return log('replay')
  try {
    return await act(deps, message, log)
  } catch (error) {
    // An unexpected failure: forget the id so that Meta's retry of this delivery is handled again.
    if (!(error instanceof AppError)) await forgetMessageId(deps.db, message.id)
    throw error
  }
}

type Log = (outcome: Outcome, detail?: Record<string, unknown>) => Outcome

async function act(deps: WhatsappDeps, message: IncomingMessage, log: Log): Promise<Outcome> {
  const now = deps.now()
  const buttonPayload = message.interactive?.button_reply?.id ?? message.button?.payload
  const text = message.text?.body.trim()
  // Read and decide under the opt-in's lock; the answer itself runs in the content feature's transaction.
  const decision = await deps.db.transaction(async (tx) => {
    const optIn = await lockActiveOptInByPhone(tx, message.from)
    if (!optIn) return { outcome: 'unknown number' as const }
    if (text && /^stop$/i.test(text)) {
      await deleteOptIn(tx, optIn.userId)
      await reply(tx, optIn, WHATSAPP_MESSAGES.stoppedReply)
      return { outcome: 'stopped' as const, optIn }
    }
    const button = buttonPayload ? parseButtonId(buttonPayload) : undefined
    if (button?.kind === 'changes') {
      await setPendingChange(tx, optIn.userId, { batchId: button.batchId, postId: button.postId }, now)
      await reply(tx, optIn, WHATSAPP_MESSAGES.askForComment)
      return { outcome: 'comment asked' as const, optIn }
    }
    if (button?.kind === 'approve') return { outcome: 'approve' as const, optIn, ...button }
    if (text && optIn.pendingChange) {
      await setPendingChange(tx, optIn.userId, null, now)
      return { outcome: 'comment' as const, optIn, ...optIn.pendingChange }
    }
    return { outcome: 'ignored' as const, optIn }
  })
  switch (decision.outcome) {
    case 'unknown number':
      return log('unknown number')
    case 'stopped':
    case 'comment asked':
    case 'ignored':
      return log(decision.outcome, { userId: decision.optIn.userId })
  }
  const { optIn, batchId, postId } = decision
  const answer =
    decision.outcome === 'approve'
      ? ({ kind: 'approve' } as const)
      : ({ kind: 'request_changes', comment: (text ?? '').slice(0, COMMENT_LIMIT) } as const)
  try {
    await deps.answers.answer({ batchId, customerId: optIn.userId, postId, channelName: 'WhatsApp', answer })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    // Outside the batch, after the window, already answered: nothing changes; the customer is told why.
    await reply(deps.db, optIn, error.message)
    return log('refused', { userId: optIn.userId, postId, reason: error.message })
  }
  const outcome = answer.kind === 'approve' ? 'approved' : 'changes requested'
  await reply(
    deps.db,
    optIn,
    answer.kind === 'approve' ? WHATSAPP_MESSAGES.approvedReply : WHATSAPP_MESSAGES.changesReply,
  )
  return log(outcome, { userId: optIn.userId, postId })
}
