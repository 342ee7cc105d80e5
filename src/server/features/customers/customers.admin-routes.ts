import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { londonDateKey } from '#shared/format/dates.ts'
import {
  adminOverviewSchema,
  customerExportQuerySchema,
  customerListQuerySchema,
  customerListSchema,
} from '#shared/schemas/customers.ts'
import { type AdminCustomersDeps, adminOverview, eachCustomer, listCustomers } from './customers.service.ts'
import { customersCsv } from './customers-csv.ts'

/** Administrator routes, mounted under /api/admin (where every route requires an administrator). */
export function adminCustomersRoutes(deps: AdminCustomersDeps) {
  const { db } = deps
  return async function routes(base: FastifyInstance) {
    const app = base.withTypeProvider<ZodTypeProvider>()
    const tags = ['admin: customers']

    app.get(
      '/customers',
      {
        schema: {
          tags,
          summary: 'Customers, 50 a page, newest first, searched by e-mail or display name, or past due only',
          querystring: customerListQuerySchema,
          response: { 200: customerListSchema },
        },
      },
      async (request) => listCustomers(deps, request.query.search, request.query.page, request.query.filter),
    )

    app.get(
      '/customers/export',
      {
        schema: {
          tags,
          summary: 'The customers the search matches, every page, as a CSV file',
          querystring: customerExportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const csv = customersCsv(eachCustomer(db, request.query.search), (error) =>
          request.log.error({ err: error }, 'customer export failed'),
        )
        const filename = `customers-${londonDateKey(new Date())}.csv`
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csv)
      },
    )

    app.get(
      '/overview',
      {
        schema: {
          tags,
          summary: 'Counts for the Overview cards, recurring revenue and its last 12 months',
          response: { 200: adminOverviewSchema },
        },
      },
      async () => adminOverview(deps),
    )
  }
}
