import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A new database on the server of `baseUrl` (default TEST_DATABASE_URL), empty or a copy of `template`,
 * dropped by `drop()`.
 */
export async function createEmptyPostgresDatabase(
  baseUrl = process.env.TEST_DATABASE_URL,
  prefix = 'postcraft_t_',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${prefix}${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(template ? `create database ${name} template ${template}` : `create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}
