import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, ne } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { users } from '#server/db/schema/auth.ts'
import { profiles } from '#server/db/schema/customers.ts'
import { adminUserMessages } from '#server/db/schema/messages.ts'
import type { CustomerList } from '#shared/schemas/customers.ts'
import { AppProcess, E2E_ADMIN } from '../../e2e/support/app-process.ts'
import { HttpSession } from '../support/api-client.ts'
import { runScript } from '../support/backup-fixture.ts'

/** On a new, empty folder: what a first `npm run seed:demo` meets (initdb and every migration). */
const seed = (dataDir: string, ...args: string[]) =>
  runScript('scripts/seed-demo.ts', args, { DATA_DIR: dataDir })

describe('npm run seed:demo', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'postcraft-seed-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('writes customers the authentication library and the back office take as their own', async () => {
    const first = await seed(dataDir, '--customers', '150', '--messages-per-customer', '4')
    expect(first.code, first.output).toBe(0)
    expect(first.output).toMatch(/100% 150\/150 customers/)
    expect(first.output).toContain('Seeded 150 customers')
    const again = await seed(dataDir, '--customers', '50', '--messages-per-customer', '4')
    expect(again.code, again.output).toBe(0)

    const handle = await openDatabase({ dataDir })
    try {
      const { db } = handle
      // The administrator was made by the library's createUser: the seeded rows fill the same columns.
      const [admin] = await db.select().from(users).where(eq(users.email, E2E_ADMIN.email))
      const customers = await db.select().from(users).where(ne(users.role, 'admin'))
      expect(customers).toHaveLength(200)
      const filled = (row: object) =>
        Object.entries(row)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key]) => key)
      for (const customer of customers) {
        expect(filled(customer)).toEqual(filled(admin ?? {}))
        expect(customer.id).toMatch(/^[A-Za-z0-9]{32}$/)
        expect(customer.email).toBe(customer.email.toLowerCase())
        expect(customer).toMatchObject({ role: 'user', banned: false, twoFactorEnabled: false })
      }
      expect(await db.$count(profiles)).toBe(201)
      expect(await db.$count(adminUserMessages)).toBe(800)
      expect(new Set(customers.map((c) => c.email)).size).toBe(200)
    } finally {
      await handle.close()
    }

    const server = await AppProcess.start({ dataDir })
    try {
      const session = new HttpSession(server.url)
      await session.json('/api/auth/sign-in/email', { method: 'POST', body: E2E_ADMIN })
      const list = await session.json<CustomerList>('/api/admin/customers')
      expect(list.total).toBe(200)
      const someone = list.customers[0]
      const sent = await session.request('/api/admin/messages', {
        method: 'POST',
        body: { recipientEmail: someone?.email.toUpperCase(), subject: 'Welcome', message: 'Hello!' },
      })
      expect(sent.status).toBe(201)
      const reset = await new HttpSession(server.url).request('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email: someone?.email, redirectTo: '/auth?type=recovery' },
      })
      expect(reset.status).toBe(200)
    } finally {
      await server.dispose()
    }
  })
})
