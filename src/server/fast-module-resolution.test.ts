// The server's shortcut for a package's own relative imports resolves and loads exactly what Node's
// resolver does, in a child process (the hook is process-wide).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = mkdtempSync(path.join(tmpdir(), 'module-resolution-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const files: Record<string, string> = {
  'node_modules/esm-package/package.json':
    '{ "name": "esm-package", "type": "module", "exports": "./index.js" }',
  'node_modules/esm-package/index.js':
    "import { inner } from './lib/inner.js'\nimport { legacy } from './legacy/old.js'\nexport const value = inner + '+' + legacy\nexport const where = import.meta.resolve('./lib/inner.js')\n",
  'node_modules/esm-package/lib/inner.js':
    "import { deep } from '../deep/deep.js'\nexport const inner = 'inner:' + deep\n",
  'node_modules/esm-package/deep/deep.js': "export const deep = 'deep'\n",
  // A folder of the package declaring CommonJS: the shortcut leaves it to Node.
  'node_modules/esm-package/legacy/package.json': '{ "type": "commonjs" }',
  'node_modules/esm-package/legacy/old.js': "exports.legacy = 'legacy'\n",
  'load.mjs':
    "if (process.argv[2] === 'fast') (await import(process.argv[3])).registerFastModuleResolution()\nconst loaded = await import('esm-package')\nconsole.log(JSON.stringify({ value: loaded.value, where: loaded.where }))\n",
}
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

function load(mode: 'fast' | 'node') {
  const hook = path.join(import.meta.dirname, 'fast-module-resolution.ts')
  const result = spawnSync(process.execPath, ['load.mjs', mode, hook], { cwd: root, encoding: 'utf8' })
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout) as { value: string; where: string }
}

describe('fast module resolution', () => {
  it('loads an ES module package, with a CommonJS folder inside, as Node does', () => {
    const fast = load('fast')
    expect(fast).toEqual(load('node'))
    expect(fast.value).toBe('inner:deep+legacy')
    expect(fast.where).toBe(`file://${path.join(root, 'node_modules/esm-package/lib/inner.js')}`)
  })
})
