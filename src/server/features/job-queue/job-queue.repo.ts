import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { jobs } from '../../db/schema/infrastructure.ts'

export type JobRow = typeof jobs.$inferSelect

/** Failed jobs, the most recently tried first. */
export async function listFailedJobs(executor: Executor, limit: number): Promise<JobRow[]> {
  return executor
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(sql`coalesce(${jobs.lastAttemptAt}, ${jobs.createdAt})`), desc(jobs.id))
    .limit(limit)
}

export async function countFailedJobs(executor: Executor): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(jobs).where(eq(jobs.status, 'failed'))
  return row?.total ?? 0
}

export async function findJob(executor: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await executor.select().from(jobs).where(eq(jobs.id, id))
  return row
}

/** The addresses of every administrator account that is not banned (read only: auth owns users). */
export async function listAdministratorEmails(executor: Executor): Promise<string[]> {
  const rows = await executor
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.banned} is not true`))
    .orderBy(users.email)
  return rows.map((row) => row.email)
}
