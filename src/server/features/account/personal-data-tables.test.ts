import { getTableName, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { personalDataExportSchema } from '#shared/schemas/personal-data.ts'
import { users } from '../../db/schema/auth.ts'
import * as schema from '../../db/schema.ts'
import { PERSONAL_DATA_TABLES } from './personal-data-tables.ts'

/** Column names that say a person: an e-mail, a name, an address (IP or postal), a recipient. */
const PERSONAL_COLUMN = /(^|_)(e?mail|name|address|ip|recipient|user_agent)(_|$)|email/

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))

/** Why a table looks personal: its personal-looking columns and those that point at a user. */
function personalColumns(table: PgTable): string[] {
  const config = getTableConfig(table)
  const toUsers = config.foreignKeys
    .filter((key) => key.reference().foreignTable === users)
    .flatMap((key) => key.reference().columns.map((column) => column.name))
  const named = config.columns
    .map((column) => column.name)
    .filter((name) => PERSONAL_COLUMN.test(name) || /(^|_)user_id$/.test(name))
  return [...new Set([...named, ...toUsers])]
}

describe('the list of tables that hold personal data', () => {
  const listed = new Set(PERSONAL_DATA_TABLES.map((entry) => getTableName(entry.table)))

  it('reads the whole schema', () => {
    expect(tables.length).toBeGreaterThan(30)
    expect(personalColumns(schema.emailOutbox)).toEqual(
      expect.arrayContaining(['recipient', 'about_user_id', 'about_email']),
    )
    expect(personalColumns(schema.chatbotKnowledgeChunks)).toEqual([])
  })

  it('names every table with an e-mail, name, address or user id column', () => {
    const missing = tables
      .filter((table) => personalColumns(table).length > 0)
      .filter((table) => !listed.has(getTableName(table)))
      .map((table) => `${getTableName(table)} (${personalColumns(table).join(', ')})`)
    expect(missing).toEqual([])
  })

  it('says for each what the export holds and what erasure does, once each', () => {
    const exportSections = Object.keys(personalDataExportSchema.shape)
    for (const entry of PERSONAL_DATA_TABLES) {
      const name = getTableName(entry.table)
      if (typeof entry.exported === 'string') expect(exportSections, name).toContain(entry.exported)
      else expect(entry.exported.no.length, name).toBeGreaterThan(10)
      if (entry.erasure.action === 'keep') expect(entry.erasure.reason.length, name).toBeGreaterThan(10)
      else expect(entry.erasure.how.length, name).toBeGreaterThan(3)
    }
    expect(listed.size).toBe(PERSONAL_DATA_TABLES.length)
  })
})
