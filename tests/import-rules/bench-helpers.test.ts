// The benchmarks (scripts/bench*.ts) run the product with their own helpers (scripts/bench/), never the
// browser tests' support, which changes with the tests.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const scripts = path.resolve(import.meta.dirname, '../../scripts')

describe('bench scripts', () => {
  it('import nothing from e2e/', () => {
    const files = [
      ...readdirSync(scripts).filter((file) => /^bench.*[.]ts$/.test(file)),
      ...readdirSync(path.join(scripts, 'bench')).map((file) => `bench/${file}`),
    ]
    expect(files).toContain('bench.ts')
    const importsE2e = files.filter((file) =>
      /from '[^']*\be2e\//.test(readFileSync(path.join(scripts, file), 'utf8')),
    )
    expect(importsE2e).toEqual([])
  })
})
