// The production output: everything `npm run start:prod` needs, in one folder (dist/app) that runs
// after `npm ci --omit=dev` with no build tools. The server is TypeScript run as is by Node 24's type
// stripping, so "built" means the client build plus the server and shared sources, minus tests.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './client-build.ts'

export const productionAppDir = path.join(projectRoot, 'dist/app')

/** What the server reads at run time, relative to the project root. */
const PRODUCTION_FILES = [
  'package.json',
  'package-lock.json',
  'src/server',
  'src/shared',
  'dist/client',
  // Backups, restore and the move to PostgreSQL run where the server runs.
  'scripts/db-backup.ts',
  'scripts/db-restore.ts',
  'scripts/db-copy.ts',
]

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)

export function assembleProductionApp(): void {
  if (!existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: build the client first')
  }
  rmSync(productionAppDir, { recursive: true, force: true })
  mkdirSync(productionAppDir, { recursive: true })
  for (const entry of PRODUCTION_FILES) {
    cpSync(path.join(projectRoot, entry), path.join(productionAppDir, entry), {
      recursive: true,
      filter: (source) => !isTest(source),
    })
  }
}
