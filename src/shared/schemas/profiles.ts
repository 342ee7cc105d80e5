import { z } from 'zod'
import { channelIds } from '../catalogue/channels.ts'

// Connected profiles (issue 23). Quoted strings are the issue's.
export const BY_HAND = 'We will post this one for you by hand'
export const CONNECTED = 'Connected'
export const DISCONNECTED_NOTICE = 'Profile disconnected'
export const CONNECT_DENIED = 'You did not give us access, so nothing was connected.'
export const CONNECT_EXPIRED = 'That sign-in link has expired or was already used. Please connect again.'
export const CONNECT_FAILED = 'The network did not let us connect. Please try again.'
export const NO_INSTAGRAM_PROFESSIONAL =
  'This Page has no Instagram professional account linked. Switch your Instagram account to a professional (business or creator) account and link it to the Page, then connect again.'
export const PICK_PAGE = 'Choose the Facebook Page to post to'
export const NOTHING_TO_CHOOSE = 'There is no sign-in waiting for a choice. Please connect again.'
export const CHANNEL_NOT_BOUGHT = 'This channel is not part of your plan'

export const networkIdSchema = z.enum(['meta', 'linkedin', 'x', 'google', 'threads'])
export const channelIdSchema = z.enum(channelIds)

/** connected; expiring (within a week, and not refreshed yet); needs_reconnecting (expired or refused). */
export const connectionStateSchema = z.enum(['connected', 'expiring', 'needs_reconnecting'])
export type ConnectionState = z.infer<typeof connectionStateSchema>

export const connectionSchema = z.object({
  accountName: z.string(),
  pictureUrl: z.string().nullable(),
  state: connectionStateSchema,
  connectedAt: z.iso.datetime(),
})

export const profileChannelSchema = z.object({
  channel: channelIdSchema,
  name: z.string(),
  network: networkIdSchema,
  /** False: the network's app keys are unset, so the team posts by hand. */
  configured: z.boolean(),
  connection: connectionSchema.nullable(),
})
export type ProfileChannel = z.infer<typeof profileChannelSchema>

export const accountChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  instagramUsername: z.string().nullable(),
})

export const profilesResponseSchema = z.object({
  channels: z.array(profileChannelSchema),
  /** After a Meta sign-in: the Pages to choose from. */
  choice: z.object({ network: networkIdSchema, accounts: z.array(accountChoiceSchema) }).nullable(),
})
export type ProfilesResponse = z.infer<typeof profilesResponseSchema>

export const networkParamsSchema = z.object({ network: networkIdSchema })
export const channelParamsSchema = z.object({ channel: channelIdSchema })
export const connectResponseSchema = z.object({ url: z.string() })

export const oauthCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
})

export const chooseAccountRequestSchema = z.object({ accountId: z.string().trim().min(1).max(200) })
export const noticeResponseSchema = z.object({ notice: z.string() })

/** The team's view: every customer's connections. */
export const teamConnectionSchema = z.object({
  userId: z.string(),
  email: z.string(),
  channel: channelIdSchema,
  accountName: z.string(),
  state: connectionStateSchema,
  brokenReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
})
export const teamConnectionsResponseSchema = z.object({ connections: z.array(teamConnectionSchema) })

/** The query the callback adds to /dashboard/profiles so the page can say what happened. */
export const PROFILES_RESULT_PARAM = 'result'
export const profilesResults = ['connected', 'choose', 'denied', 'expired', 'failed'] as const
