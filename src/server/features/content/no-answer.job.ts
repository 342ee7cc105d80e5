import { NO_ANSWER_CHECK_MINUTES, NO_ANSWER_HOURS, type NoAnswerRule } from '#shared/content/content-rules.ts'
import type { Database } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { ensureRecurringJob, queueNextRun } from '../../jobs/recurring.ts'
import type { ClaimedJob } from '../../jobs/worker.ts'
import { approvePost } from './answers.service.ts'
import { type Actor, type ContentDeps, recordVersion, tellContentChanged } from './content.service.ts'
import { claimUnansweredPosts, updatePost } from './posts.repo.ts'

export const NO_ANSWER_QUEUE = 'content.no-answer'

/**
 * The no-answer rule, run every 15 minutes as a job that queues its own next run: posts still in review
 * 24 hours before publishing are approved or held, by each customer's rule. In the jobs table, so it
 * survives restarts and runs in whichever process is up; a failed run is retried, then the next one
 * still comes from the start of any process (`ensureNoAnswerJob`).
 */
export const NO_ANSWER_JOBS: JobQueue = {
  name: NO_ANSWER_QUEUE,
  label: 'Content no-answer rule (approve or hold posts not answered 24 hours before publishing)',
  retry: { baseDelayMs: 5000, maxDelayMs: 5 * 60_000, retryForMs: 30 * 60_000 },
}

const HOUR_MS = 60 * 60 * 1000
const BATCH = 200
const ruleActor: Actor = { kind: 'no_answer_rule', userId: null, name: null }

/** Applies the rule to every post that has reached its moment; returns how many were approved and held. */
export async function applyNoAnswerRule(deps: Pick<ContentDeps, 'db' | 'notices'>, now: Date) {
  const deadline = new Date(now.getTime() + NO_ANSWER_HOURS * HOUR_MS)
  const totals = { approved: 0, held: 0 }
  const customers = new Set<string>()
  for (;;) {
    const handled = await deps.db.transaction(async (tx) => {
      const due = await claimUnansweredPosts(tx, deadline, BATCH)
      for (const { post, rule } of due) {
        customers.add(post.customerId)
        if (((rule ?? 'hold') as NoAnswerRule) === 'approve') {
          await approvePost(tx, post, ruleActor, now)
          totals.approved++
        } else {
          const held = await updatePost(tx, post.id, {
            heldAt: now,
            version: post.version + 1,
            updatedAt: now,
          })
          await recordVersion(tx, held, {
            actor: ruleActor,
            change: 'Held: no answer 24 hours before publishing',
            now,
          })
          totals.held++
        }
      }
      return due.length
    })
    if (handled < BATCH) break
  }
  if (customers.size > 0) tellContentChanged(deps, [...customers])
  return totals
}

/** At start: makes sure a run is queued (the first one now). */
export async function ensureNoAnswerJob(db: Database): Promise<void> {
  await ensureRecurringJob(db, NO_ANSWER_JOBS)
}

export function runNoAnswerJob(deps: Pick<ContentDeps, 'db' | 'notices' | 'now'>) {
  return async (job: ClaimedJob): Promise<void> => {
    const now = deps.now()
    await applyNoAnswerRule(deps, now)
    await deps.db.transaction((tx) =>
      queueNextRun(tx, NO_ANSWER_JOBS, new Date(now.getTime() + NO_ANSWER_CHECK_MINUTES * 60_000), job.id),
    )
  }
}
