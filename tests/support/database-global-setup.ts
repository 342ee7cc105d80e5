import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null
  }
}

/**
 * With TEST_DATABASE_URL set, migrates a template database once per run; each test file then gets
 * its own copy (CREATE DATABASE … TEMPLATE), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', null)
    return
  }
  const template = `postcraft_tpl_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${template}`)
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${template}`
  const handle = await openDatabase({ databaseUrl: templateUrl.toString() })
  await runMigrations(handle)
  await handle.close()
  project.provide('postgresTemplate', template)

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1 || '_') or datname = $1`,
      [template],
    )
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`)
    await admin.end()
  }
}
