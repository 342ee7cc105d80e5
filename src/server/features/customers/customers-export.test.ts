import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  signIn,
  signUp,
  TEST_ADMIN,
  type TestApp,
  withCookie,
} from '../../../../tests/support/test-app.ts'
import { backends } from '../../../../tests/support/test-database.ts'
import { users } from '../../db/schema/auth.ts'
import { orders, profiles, subscriptions } from '../../db/schema/customers.ts'
import { CSV_COLUMNS } from './customers-csv.ts'

/** RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === ',') {
      endCell()
    } else if (!quoted && char === '\n') {
      endCell()
      rows.push(row)
      row = []
    } else if (quoted || char !== '\r') {
      cell += char
    }
  }
  if (cell || row.length) {
    endCell()
    rows.push(row)
  }
  return rows
}

describe.each(backends)('customer CSV export on %s', (backend) => {
  let t: TestApp
  let admin: string
  let customer: string
  const BULK = 1203

  beforeAll(async () => {
    t = await createTestApp(backend)
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password)
    const alice = (await signUp(t.app, 'alice@example.com', 'alice-password', '=HYPERLINK("x")')).user.id
    customer = await signIn(t.app, 'alice@example.com', 'alice-password')
    const { db } = t.database
    await db.insert(orders).values({
      userId: alice,
      provider: 'test',
      providerSessionId: 'a-1',
      amount: 29250,
      services: {
        plan: 'pro',
        freeChannel: 'instagram',
        additionalChannels: [],
        itemsDescription: ['Pro plan'],
        addOns: {},
      },
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    await db.insert(subscriptions).values({
      userId: alice,
      productId: 'prod_pro',
      priceAmount: 29250,
      provider: 'test',
      status: 'active',
    })
    // More than two export batches, all joined at the same instant: the order must still be total.
    const joined = new Date('2025-06-01T09:00:00.123Z')
    const bulk = Array.from({ length: BULK }, (_, i) => ({
      id: `bulk-${String(i).padStart(4, '0')}`,
      name: `Bulk, "${i}"`,
      email: `bulk-${i}@example.org`,
      createdAt: joined,
    }))
    await db.insert(users).values(bulk)
    await db.insert(profiles).values(bulk.map((u) => ({ id: u.id, displayName: u.name })))
  })
  afterAll(async () => {
    await t.close()
  })

  const exportCsv = (query = '', cookie = admin) =>
    t.app.inject(
      withCookie(cookie, { method: 'GET', url: `/api/admin/customers/export${query}` } as InjectOptions),
    )

  it('streams every matching customer, newest first, as a CSV download', async () => {
    const response = await exportCsv()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers-[\d-]+\.csv"$/)
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''))
    expect(header).toEqual([...CSV_COLUMNS])
    expect(rows).toHaveLength(BULK + 1)
    expect(rows[0]).toEqual([
      'alice@example.com',
      `'=HYPERLINK("x")`,
      'Active - £292.50/month',
      '£292.50',
      '2026-02-01',
      'pro',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      '',
      '',
    ])
    const bulkIds = rows.slice(1).map((row) => row[0])
    expect(new Set(bulkIds).size).toBe(BULK)
    expect(bulkIds[0]).toBe(`bulk-${BULK - 1}@example.org`)
    expect(bulkIds.at(-1)).toBe('bulk-0@example.org')
    expect(rows[1]?.[1]).toBe(`Bulk, "${BULK - 1}"`)
    expect(rows[1]?.[2]).toBe('No active subscription')
  })

  it('applies the search of the list', async () => {
    const response = await exportCsv('?search=ALICE')
    const rows = parseCsv(response.body.replace(/^\uFEFF/, '')).slice(1)
    expect(rows.map((row) => row[0])).toEqual(['alice@example.com'])
  })

  it('is for administrators only', async () => {
    expect((await exportCsv('', customer)).statusCode).toBe(403)
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/customers/export' })
    expect(visitor.statusCode).toBe(401)
  })
})
