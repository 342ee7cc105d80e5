import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '#shared/errors.ts'
import {
  WHATSAPP_CODE_LENGTH,
  WHATSAPP_CODE_MAX_ATTEMPTS,
  WHATSAPP_CODE_VALID_MINUTES,
  WHATSAPP_MESSAGES,
  type WhatsappStatus,
  type WhatsappStatusResponse,
} from '#shared/schemas/whatsapp.ts'
import type { Database, Executor } from '../../db/client.ts'
import { queueWhatsappMessages } from './whatsapp.jobs.ts'
import {
  activateOptIn,
  countWrongCode,
  deleteOptIn,
  findOptIn,
  isPhoneActiveForAnother,
  lockOptIn,
  type OptInRow,
  startOptIn,
} from './whatsapp.repo.ts'
import type { OutgoingMessage, WhatsappSettings } from './whatsapp-api.ts'

/** An answer to a post of a batch, with the dashboard's rules: the content feature's, passed in. */
export interface ReviewAnswers {
  answer(input: {
    batchId: string
    customerId: string
    postId: string
    channelName: string
    answer: { kind: 'approve' } | { kind: 'request_changes'; comment: string }
  }): Promise<{ status: string; notice: string }>
}

export interface WhatsappDeps {
  db: Database
  /** Undefined without the WHATSAPP_* configuration: nothing is offered and nothing is sent. */
  settings: WhatsappSettings | undefined
  answers: ReviewAnswers
  now(): Date
  logger: FastifyBaseLogger
}

/** The templates approved in Meta's WhatsApp Manager (business-initiated messages must be templates). */
export const WHATSAPP_TEMPLATES = {
  code: 'postcraft_confirmation_code',
  postsWaiting: 'postcraft_posts_waiting',
  language: 'en_GB',
} as const

/** Up to this many posts, each arrives with its image, caption and the two buttons. */
export const POSTS_SHOWN_ONE_BY_ONE = 3

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

const plus = (digits: string) => `+${digits}`
const digitsOf = (phone: string) => phone.replace(/^\+/, '')

function present(deps: WhatsappDeps, row: OptInRow | undefined): WhatsappStatus {
  if (!row) return { offered: deps.settings !== undefined, status: 'off', phone: null }
  return {
    offered: deps.settings !== undefined,
    status: row.status === 'active' ? 'on' : 'pending',
    phone: plus(row.phone),
  }
}

export async function readStatus(deps: WhatsappDeps, userId: string): Promise<WhatsappStatusResponse> {
  return { whatsapp: present(deps, await findOptIn(deps.db, userId)) }
}

function requireOffered(deps: WhatsappDeps): WhatsappSettings {
  if (!deps.settings) throw new AppError('conflict', WHATSAPP_MESSAGES.notOffered)
  return deps.settings
}

/** Sends a new 6-digit code to the number; the opt-in waits for it (an earlier number is replaced). */
export async function requestCode(
  deps: WhatsappDeps,
  userId: string,
  phone: string,
): Promise<WhatsappStatusResponse> {
  requireOffered(deps)
  const now = deps.now()
  const digits = digitsOf(phone)
  const code = String(randomInt(0, 10 ** WHATSAPP_CODE_LENGTH)).padStart(WHATSAPP_CODE_LENGTH, '0')
  await deps.db.transaction(async (tx) => {
    if (await isPhoneActiveForAnother(tx, digits, userId))
      throw new AppError('conflict', WHATSAPP_MESSAGES.phoneTaken, { phone: WHATSAPP_MESSAGES.phoneTaken })
    await startOptIn(tx, {
      userId,
      phone: digits,
      codeHash: hashCode(code),
      codeExpiresAt: new Date(now.getTime() + WHATSAPP_CODE_VALID_MINUTES * 60_000),
      now,
    })
    await queueWhatsappMessages(tx, userId, digits, [codeTemplate(code)])
  })
  return {
    whatsapp: { offered: true, status: 'pending', phone: plus(digits) },
    notice: WHATSAPP_MESSAGES.codeSent,
  }
}

/** Meta's authentication template: the code in the body and in its copy-code button. */
function codeTemplate(code: string): OutgoingMessage {
  return {
    type: 'template',
    template: {
      name: WHATSAPP_TEMPLATES.code,
      language: { code: WHATSAPP_TEMPLATES.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  }
}

const codeRefusal = (message: string) => new AppError('bad_request', message, { code: message })

/** Confirms the number with its code: expired codes and more than five wrong ones are refused. */
export async function confirmCode(
  deps: WhatsappDeps,
  userId: string,
  code: string,
): Promise<WhatsappStatusResponse> {
  requireOffered(deps)
  const now = deps.now()
  // A wrong code is counted in a transaction that commits, then refused.
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockOptIn(tx, userId)
    if (row?.status !== 'pending' || !row.codeHash || !row.codeExpiresAt)
      return { refusal: WHATSAPP_MESSAGES.noCodePending } as const
    if (row.codeAttempts >= WHATSAPP_CODE_MAX_ATTEMPTS) return { refusal: WHATSAPP_MESSAGES.tooManyAttempts }
    if (row.codeExpiresAt.getTime() <= now.getTime()) return { refusal: WHATSAPP_MESSAGES.codeExpired }
    const given = Buffer.from(hashCode(code))
    if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await countWrongCode(tx, userId, now)
      return { refusal: WHATSAPP_MESSAGES.codeInvalid }
    }
    if (await isPhoneActiveForAnother(tx, row.phone, userId))
      throw new AppError('conflict', WHATSAPP_MESSAGES.phoneTaken)
    await activateOptIn(tx, userId, now)
    return { refusal: undefined, phone: row.phone }
  })
  if (outcome.refusal !== undefined) throw codeRefusal(outcome.refusal)
  return {
    whatsapp: { offered: true, status: 'on', phone: plus(outcome.phone) },
    notice: WHATSAPP_MESSAGES.optedIn,
  }
}

export async function optOut(deps: WhatsappDeps, userId: string): Promise<WhatsappStatusResponse> {
  await deleteOptIn(deps.db, userId)
  return { whatsapp: present(deps, undefined), notice: WHATSAPP_MESSAGES.optedOut }
}

/** Sends a plain reply to a number that has just written (inside WhatsApp's 24-hour service window). */
export async function reply(executor: Executor, row: Pick<OptInRow, 'userId' | 'phone'>, text: string) {
  await queueWhatsappMessages(executor, row.userId, row.phone, [{ type: 'text', text: { body: text } }])
}
