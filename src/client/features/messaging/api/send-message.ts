import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type AdminNewMessageRequest,
  adminSendResponseSchema,
  type NewMessageRequest,
  sentMessageResponseSchema,
} from '#shared/schemas/messages.ts'
import { apiRequest } from '../../../lib/api-client.ts'
import type { Audience } from '../../../lib/audience.ts'
import { messagesUrl, messagingKeys } from './query-keys.ts'

/** What each audience sends: the team to one customer (or with sendToAll to every customer), the customer to the team. */
type NewMessage = { team: AdminNewMessageRequest; customer: NewMessageRequest }
type Sent = {
  team: z.output<typeof adminSendResponseSchema>
  customer: z.output<typeof sentMessageResponseSchema>
}
const schemas: { [A in Audience]: z.ZodType<Sent[A]> } = {
  team: adminSendResponseSchema,
  customer: sentMessageResponseSchema,
}

/** POST /api/admin/messages or /api/messages: a new message, its own thread. */
export function sendMessage<A extends Audience>(audience: A, body: NewMessage[A]) {
  return apiRequest(messagesUrl[audience], { method: 'POST', body, schema: schemas[audience] })
}

export function useSendMessage<A extends Audience>(audience: A) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewMessage[A]) => sendMessage(audience, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.of(audience) }),
  })
}
