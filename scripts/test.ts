// npm test: typecheck, lint and format check, then every Vitest project (unit, API on each database
// backend, browser). Ends with one summary line 'N passed, N failed'.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const reportFile = path.join(root, '.test-artifacts/vitest.json')

async function step(title: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${title}`)
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve))
  if (status !== 0) console.error(`✗ ${title} failed`)
  return status === 0
}

async function checksOneAfterAnother(): Promise<boolean[]> {
  return [
    await step('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    await step('Lint and format', bin('biome'), ['ci', '.']),
    await step('Import directions', bin('depcruise'), [
      'src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ]),
  ]
}

const extraArgs = process.argv.slice(2)
// On a whole run, the browser tests' client build (when the sources changed) runs beside the checks:
// the typecheck keeps one core busy, the build mostly the other, and the browser tests' setup then
// finds the build fresh. A run of chosen files leaves it to that setup, which builds only if needed.
const build =
  extraArgs.length > 0
    ? Promise.resolve(true)
    : step('Client build for the browser tests', process.execPath, ['scripts/client-build.ts'])
const checks = [...(await checksOneAfterAnother()), await build]
mkdirSync(path.dirname(reportFile), { recursive: true })
rmSync(reportFile, { force: true })
console.log(
  process.env.TEST_DATABASE_URL
    ? '\nAPI tests run on PGlite and on the PostgreSQL server in TEST_DATABASE_URL.'
    : '\nAPI tests run on PGlite (set TEST_DATABASE_URL to run them on PostgreSQL too).',
)
const testsOk = await step('Tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
])

let passed = 0
let failed = 0
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
  }
  passed = report.numPassedTests
  failed = report.numFailedTests
}
const failedChecks = checks.filter((ok) => !ok).length
console.log(`\n${passed} passed, ${failed + failedChecks} failed`)
process.exit(testsOk && failedChecks === 0 && passed > 0 ? 0 : 1)
