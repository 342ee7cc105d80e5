import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { formatDateTime } from '#shared/format/dates.ts'
import type { FailedJob } from '#shared/schemas/job-queue.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardTitle } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { toast } from '../../../lib/toast.ts'
import { failedJobsQuery } from '../api/get-failed-jobs.ts'
import { useRetryAllFailedJobs } from '../api/retry-all-failed-jobs.ts'
import { useRetryFailedJob } from '../api/retry-failed-job.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const errorDescription = (error: unknown) => (error instanceof Error ? error.message : undefined)

/** Background jobs that stopped retrying, of every queue, each with its last error and a Retry. */
export function FailedJobsSection() {
  const titleId = useId()
  const failed = useQuery(failedJobsQuery)
  const retryOne = useRetryFailedJob()
  const retryAll = useRetryAllFailedJobs()
  const busy = retryOne.isPending || retryAll.isPending

  async function retry(job: FailedJob) {
    try {
      await retryOne.mutateAsync(job.id)
      toast.success('Job queued again', { description: job.label })
    } catch (error) {
      toast.error('Retry failed', { description: errorDescription(error) })
    }
  }

  async function retryEverything() {
    try {
      const { retried } = await retryAll.mutateAsync()
      toast.success(`${plural(retried, 'job')} queued again`)
    } catch (error) {
      toast.error('Retry failed', { description: errorDescription(error) })
    }
  }

  const jobs = failed.data?.jobs ?? []
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id={titleId}>Failed background jobs</CardTitle>
            <p className="mt-1 text-sm text-muted">
              Jobs that stopped retrying. Fix the cause shown, then retry them.
            </p>
          </div>
          {jobs.length > 0 ? (
            <Button size="sm" variant="secondary" onClick={retryEverything} disabled={busy}>
              Retry all
            </Button>
          ) : null}
        </div>
        <div className="mt-4">
          {failed.isPending ? (
            <Spinner />
          ) : failed.isError ? (
            <p className="text-danger">Failed to load failed jobs</p>
          ) : jobs.length === 0 ? (
            <EmptyState title="No failed jobs">
              Every background job has either finished or is still being retried.
            </EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-line">
                {jobs.map((job) => (
                  <FailedJobItem key={job.id} job={job} onRetry={() => retry(job)} disabled={busy} />
                ))}
              </ul>
              {failed.data.total > jobs.length ? (
                <p className="mt-3 text-sm text-muted">
                  Showing the latest {jobs.length} of {failed.data.total} failed jobs.
                </p>
              ) : null}
            </>
          )}
        </div>
      </Card>
    </section>
  )
}

function FailedJobItem({ job, onRetry, disabled }: { job: FailedJob; onRetry(): void; disabled: boolean }) {
  // The queue's name, unless it already serves as the label, then what the job is about.
  const about = [
    ...(job.label === job.queue ? [] : [job.queue]),
    ...Object.entries(job.fields).map(([name, value]) => `${name}: ${value}`),
  ].join(' · ')
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {job.label}
          {job.paymentRelated ? <Badge tone="red">Payment</Badge> : null}
        </p>
        {about ? <p className="text-sm break-all text-muted">{about}</p> : null}
        <p className="text-sm text-muted">
          {plural(job.attempts, 'attempt')} · queued {formatDateTime(job.createdAt)}
          {job.lastAttemptAt ? ` · last tried ${formatDateTime(job.lastAttemptAt)}` : ''}
        </p>
        {job.lastError ? <p className="text-sm break-words text-danger">{job.lastError}</p> : null}
      </div>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={disabled}>
        Retry
      </Button>
    </li>
  )
}
