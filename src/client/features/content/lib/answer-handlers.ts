import { errorMessage } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import type { PostAnswer } from '../api/answer-post.ts'

/**
 * Approve and Request Changes for one post, with their toasts; `send` is the dashboard's or the
 * review link's mutation. Request Changes tells the dialog whether it may close.
 */
export function answerHandlers(postId: string, send: (answer: PostAnswer) => Promise<{ notice: string }>) {
  return {
    async approve() {
      try {
        const { notice } = await send({ postId, kind: 'approve' })
        void toast.success(notice)
      } catch (error) {
        void toast.error('Could not approve the post', {
          description: errorMessage(error, 'Please try again.'),
        })
      }
    },
    async requestChanges(comment: string) {
      try {
        const { notice } = await send({ postId, kind: 'request-changes', comment })
        void toast.success(notice)
        return true
      } catch (error) {
        void toast.error('Could not send your request', {
          description: errorMessage(error, 'Please try again.'),
        })
        return false
      }
    },
  }
}
