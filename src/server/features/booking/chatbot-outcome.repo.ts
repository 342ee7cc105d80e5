import { eq } from 'drizzle-orm'
import { CHATBOT_BOOKING_OUTCOME } from '#shared/schemas/booking.ts'
import type { Executor } from '../../db/client.ts'
import { chatbotConversations } from '../../db/schema/chatbot.ts'

/**
 * The one write demo-call booking makes to the chatbot's table (which the chatbot feature owns): a
 * booking made from a chatbot conversation sets that conversation's outcome and conversion
 * (CHATBOT_BOOKING_OUTCOME), so it counts toward the chatbot's conversion rate. Nothing else of the
 * conversation is read or changed. Returns whether the conversation exists (an unknown id is ignored:
 * the booking still stands, unlinked).
 */
export async function recordChatbotBooking(executor: Executor, conversationId: string): Promise<boolean> {
  const rows = await executor
    .update(chatbotConversations)
    .set({
      finalOutcome: CHATBOT_BOOKING_OUTCOME.finalOutcome,
      conversionType: CHATBOT_BOOKING_OUTCOME.conversionType,
    })
    .where(eq(chatbotConversations.id, conversationId))
    .returning({ id: chatbotConversations.id })
  return rows.length > 0
}
