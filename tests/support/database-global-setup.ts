import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { sharedMigratedDump } from './migrated-dump.ts'
import { sharedStartedDump } from './started-dump.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null
    /** A file holding a migrated embedded database (PGlite's dump), copied by each test file. */
    pgliteTemplate: string
    /** The same after a test app's first start (the test administrator, the chatbot's site passages). */
    pgliteStartedTemplate: string
  }
}

/**
 * Migrates a template database once per run and each test file gets its own copy, so files run in
 * parallel without sharing rows and none pays for initialising and migrating a database: an embedded
 * one dumped to a file (starting PGlite from a dump takes a tenth of the time of initdb and the
 * migrations), and with TEST_DATABASE_URL a PostgreSQL template (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const removePgliteTemplate = await providePgliteTemplate(project)
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', null)
    return removePgliteTemplate
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
    removePgliteTemplate()
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1 || '_') or datname = $1`,
      [template],
    )
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`)
    await admin.end()
  }
}

async function providePgliteTemplate(project: TestProject): Promise<() => void> {
  const dump = await sharedMigratedDump()
  const started = await sharedStartedDump()
  project.provide('pgliteTemplate', dump.file)
  project.provide('pgliteStartedTemplate', started.file)
  return () => {
    started.remove()
    dump.remove()
  }
}
