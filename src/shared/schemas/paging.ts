import { z } from 'zod'

/** `?page=N`, counted from 1; a missing page is the first. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

/** Returned with every paged list: the total counts every row the filter matches, not the page. */
export const pageInfoShape = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
}

/** The rows to skip for a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize
}
