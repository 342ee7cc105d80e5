import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { billingPayments } from '../../db/schema/billing.ts'
import { customerBriefImages, customerBriefs } from '../../db/schema/brief.ts'
import { chatbotConversations, chatbotMessages } from '../../db/schema/chatbot.ts'
import { contentPostComments, contentPosts } from '../../db/schema/content.ts'
import { subscriptions, userDriveLinks } from '../../db/schema/customers.ts'
import { adminUserMessages as messages, supportTickets } from '../../db/schema/messages.ts'
import { whatsappOptIns } from '../../db/schema/whatsapp.ts'
import type { DataOwner } from './personal-data-keyed.repo.ts'

// The customer's data export reads what other features keep about the customer: messages and tickets
// belong to messaging and support, links to customer-links, conversations to the chatbot. Only the
// account's erasure writes here, and only the chatbot's conversations (the rest cascade from the user).
// Conversations are kept under the e-mail a visitor gave, so only a confirmed owner reaches them.

export async function listSubscriptionsOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt))
}

export async function listPaymentsOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.userId, userId))
    .orderBy(asc(billingPayments.createdAt))
}

export async function listMessagesOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
}

export async function listTicketsOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
}

export async function findLinksOf(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ driveLink: userDriveLinks.driveLink, googleSheetLink: userDriveLinks.googleSheetLink })
    .from(userDriveLinks)
    .where(eq(userDriveLinks.userId, userId))
  return row
}

export async function findBriefOf(executor: Executor, userId: string) {
  const [row] = await executor.select().from(customerBriefs).where(eq(customerBriefs.userId, userId))
  return row
}

export async function listBriefImagesOf(executor: Executor, userId: string) {
  return executor
    .select()
    .from(customerBriefImages)
    .where(eq(customerBriefImages.userId, userId))
    .orderBy(asc(customerBriefImages.createdAt), asc(customerBriefImages.id))
}

/** Each parent with its children, read in one query for all the parents (none when there are none). */
async function withChildren<Parent extends { id: string }, Child>(
  parents: Parent[],
  load: (parentIds: string[]) => Promise<Child[]>,
  parentOf: (child: Child) => string,
): Promise<{ parent: Parent; children: Child[] }[]> {
  const children = parents.length === 0 ? [] : await load(parents.map((parent) => parent.id))
  return parents.map((parent) => ({
    parent,
    children: children.filter((child) => parentOf(child) === parent.id),
  }))
}

/** Conversations in which a visitor gave the owner's confirmed e-mail (any letter case), with messages. */
export async function listConversationsOf(executor: Executor, { email }: DataOwner) {
  if (!email) return []
  const conversations = await executor
    .select()
    .from(chatbotConversations)
    .where(eq(sql`lower(${chatbotConversations.visitorEmail})`, email.toLowerCase()))
    .orderBy(asc(chatbotConversations.createdAt))
  return withChildren(
    conversations,
    (ids) =>
      executor
        .select()
        .from(chatbotMessages)
        .where(inArray(chatbotMessages.conversationId, ids))
        .orderBy(asc(chatbotMessages.createdAt), asc(chatbotMessages.id)),
    (line) => line.conversationId,
  )
}

/** The customer's posts (never the team's drafts, which the customer does not see), with comments. */
export async function listPostsOf(executor: Executor, userId: string) {
  const posts = await executor
    .select()
    .from(contentPosts)
    .where(and(eq(contentPosts.customerId, userId), ne(contentPosts.status, 'draft')))
    .orderBy(asc(contentPosts.scheduledAt), asc(contentPosts.id))
  return withChildren(
    posts,
    (ids) =>
      executor
        .select()
        .from(contentPostComments)
        .where(inArray(contentPostComments.postId, ids))
        .orderBy(asc(contentPostComments.createdAt), asc(contentPostComments.id)),
    (comment) => comment.postId,
  )
}

/** Erases the conversations under the owner's confirmed e-mail; their messages cascade. */
export async function deleteConversationsOf(executor: Executor, { email }: DataOwner): Promise<void> {
  if (!email) return
  await executor
    .delete(chatbotConversations)
    .where(eq(sql`lower(${chatbotConversations.visitorEmail})`, email.toLowerCase()))
}

export async function findWhatsappOptInOf(executor: Executor, userId: string) {
  const [row] = await executor.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId))
  return row
}
