import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { londonDateKey } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import { spreadsheetSafe } from '#shared/format/spreadsheet.ts'
import { subscriptionLine } from '#shared/format/subscription.ts'
import type { CustomerEntry } from '#shared/schemas/customers.ts'

export const CSV_COLUMNS = [
  'Email',
  'Display name',
  'Subscription',
  'Latest order amount',
  'Latest order date',
  'Latest order plan',
  'Joined',
  'Drive folder',
  'Google Sheet',
] as const

export function csvRow(customer: CustomerEntry): string[] {
  const order = customer.latestOrder
  const cells = [
    customer.email,
    customer.displayName ?? '',
    subscriptionLine(customer.subscription),
    order ? formatPence(order.amount, order.currency) : '',
    order ? londonDateKey(order.createdAt) : '',
    order?.services.plan ?? '',
    londonDateKey(customer.createdAt),
    customer.driveLink ?? '',
    customer.googleSheetLink ?? '',
  ]
  // Names and links come from customers and administrators.
  return cells.map(spreadsheetSafe)
}

/**
 * The customers as CSV with a header row (and a byte-order mark, so spreadsheets read £ as UTF-8),
 * streamed: rows are written as the source yields them. A failing source ends the stream with its error.
 */
export function customersCsv(
  customers: AsyncIterable<CustomerEntry>,
  onError: (error: Error) => void,
): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const customer of customers) yield csvRow(customer)
    })(),
  )
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], bom: true })
  pipeline(rows, csv, (error) => {
    if (error) onError(error)
  })
  return csv
}
