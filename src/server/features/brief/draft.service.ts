import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { BRAND } from '#shared/brand.ts'
import { type ChannelId, getChannel } from '#shared/catalogue/channels.ts'
import { AppError } from '#shared/errors.ts'
import { BRIEF_FIELDS, type BriefAnswers } from '#shared/schemas/brief.ts'
import { CaptionSchema, HashtagSchema } from '#shared/schemas/content.ts'
import {
  DRAFT_FAILED,
  DRAFT_LIMITS,
  DRAFT_READY,
  DRAFT_UNAVAILABLE,
  type DraftResponse,
} from '#shared/schemas/drafting.ts'
import { completeChat, type LlmSettings } from '../../integrations/llm-client.ts'
import { type BriefDeps, getCustomerBrief } from './brief.service.ts'

export interface DraftDeps extends BriefDeps {
  /** Unset: no model is configured and the post form shows no 'Draft with AI'. */
  llm: LlmSettings | undefined
  logger: FastifyBaseLogger
}

/** Writing takes longer than the chatbot's short answers; the chatbot's timeout is the floor. */
const DRAFT_TIMEOUT_MS = 30_000

function systemPrompt(channelName: string, limits: { caption: number; hashtags: number }) {
  return [
    `You write social media posts for small UK businesses as part of ${BRAND.name}'s team.`,
    `Write one post for the business's ${channelName}, in British English, in the tone the brief describes.`,
    'Use only facts the brief or the instruction give: never invent a price, offer, date, award or claim.',
    'Avoid the words and topics the brief says to avoid.',
    `The caption is at most ${limits.caption} characters and contains no hashtags.`,
    limits.hashtags > 0
      ? `Suggest at most ${limits.hashtags} hashtags, without the # sign, letters and numbers only.`
      : 'This channel takes no hashtags: answer an empty list.',
    'Answer with JSON only, exactly this shape: {"caption": "…", "hashtags": ["…"]}',
  ].join(' ')
}

function briefText(answers: BriefAnswers) {
  const lines = BRIEF_FIELDS.filter((field) => answers[field.key]).map(
    (field) => `${field.label}: ${answers[field.key]}`,
  )
  return lines.length > 0 ? lines.join('\n') : 'The customer has not filled in a brief yet.'
}

const modelAnswerSchema = z.object({ caption: z.string(), hashtags: z.array(z.string()).default([]) })

/** The model's JSON (perhaps inside prose or a code fence), bounded to the channel's limits. */
export function readDraft(text: string, channel: ChannelId): Omit<DraftResponse, 'notice'> | undefined {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text.slice(start, end + 1))
  } catch {
    return undefined
  }
  const answer = modelAnswerSchema.safeParse(parsed)
  if (!answer.success) return undefined
  const limits = DRAFT_LIMITS[channel]
  const caption = CaptionSchema.safeParse(answer.data.caption.trim().slice(0, limits.caption))
  if (!caption.success || !caption.data) return undefined
  const hashtags = [
    ...new Set(
      answer.data.hashtags.flatMap((tag) => {
        const valid = HashtagSchema.safeParse(tag.replace(/\s+/g, ''))
        return valid.success ? [valid.data] : []
      }),
    ),
  ].slice(0, limits.hashtags)
  return { caption: caption.data, hashtags }
}

/** 'Draft with AI': a caption and hashtags from the customer's brief, the channel's limits and the team's instruction. */
export async function draftWithAi(
  deps: DraftDeps,
  userId: string,
  request: { channel: ChannelId; instruction: string },
): Promise<DraftResponse> {
  if (!deps.llm) throw new AppError('not_found', DRAFT_UNAVAILABLE)
  const brief = await getCustomerBrief(deps, userId)
  const limits = DRAFT_LIMITS[request.channel]
  const channelName = getChannel(request.channel).name
  let text: string
  try {
    text = await completeChat(
      deps.llm,
      [
        { role: 'system', content: systemPrompt(channelName, limits) },
        {
          role: 'user',
          content: `The business's brief:\n${briefText(brief.answers)}\n\nThe team's instruction for this post: ${request.instruction || 'A post that fits the brief.'}`,
        },
      ],
      { temperature: 0.7, maxTokens: 900, timeoutMs: Math.max(deps.llm.timeoutMs, DRAFT_TIMEOUT_MS) },
    )
  } catch (error) {
    deps.logger.warn({ reason: error instanceof Error ? error.message : 'error' }, 'AI draft failed')
    throw new AppError('unavailable', DRAFT_FAILED)
  }
  const draft = readDraft(text, request.channel)
  if (!draft) {
    deps.logger.warn('AI draft was not the JSON asked for')
    throw new AppError('unavailable', DRAFT_FAILED)
  }
  return { ...draft, notice: DRAFT_READY }
}
