// npm test: typecheck, lint and format check, then every Vitest project (unit, API on each database
// backend, browser). Ends with one summary line 'N passed, N failed'.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const reportFile = path.join(root, '.test-artifacts/vitest.json')

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) console.error(`✗ ${title} failed`)
  return result.status === 0
}

const extraArgs = process.argv.slice(2)
const checks = [
  step('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  step('Lint and format', bin('biome'), ['ci', '.']),
  step('Import directions', bin('depcruise'), [
    'src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ]),
]
mkdirSync(path.dirname(reportFile), { recursive: true })
rmSync(reportFile, { force: true })
console.log(
  process.env.TEST_DATABASE_URL
    ? '\nAPI tests run on PGlite and on the PostgreSQL server in TEST_DATABASE_URL.'
    : '\nAPI tests run on PGlite (set TEST_DATABASE_URL to run them on PostgreSQL too).',
)
const testsOk = step('Tests', bin('vitest'), [
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
