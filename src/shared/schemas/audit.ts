import { z } from 'zod'
import { boundedText } from './fields.ts'
import { pageInfoShape, pageQuerySchema } from './paging.ts'

/** Admin Settings' audit log filters: who acted, about which customer, and words of the action. */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: boundedText({ label: 'Administrator', max: 200 }).optional(),
  customerId: boundedText({ label: 'Customer', max: 200 }).optional(),
  action: boundedText({ label: 'Action', max: 200 }).optional(),
  /** Only the actions that succeeded (2xx), not refused attempts. */
  succeeded: z.enum(['true', 'false']).optional(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  method: z.string(),
  route: z.string(),
  params: z.record(z.string(), z.string()),
  customerId: z.string().nullable(),
  status: z.number().int(),
  ip: z.string(),
  requestId: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), ...pageInfoShape })
export type AuditPage = z.infer<typeof auditPageSchema>
