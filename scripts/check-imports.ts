// Enforces the architecture's import directions (docs: README "Architecture"):
// client and server may import shared; shared imports neither (and no DOM-only or node: modules);
// the client never imports the server nor the server the client; one feature never imports another;
// client/components/ui imports no feature and no domain module.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')
const importPattern =
  /(?:^|\s)(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* sourceFiles(full)
    else if (/\.(ts|tsx)$/.test(name)) yield full
  }
}

interface Place {
  part: string
  feature: string | undefined
  area: string
}

function place(file: string): Place {
  const [part = '', second = '', third] = path.relative(src, file).split(path.sep)
  return { part, feature: second === 'features' ? third : undefined, area: second }
}

export function importViolations(): string[] {
  const problems: string[] = []
  for (const file of sourceFiles(src)) {
    const from = place(file)
    const isTest = /\.(test|spec)\.tsx?$/.test(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? ''
      const where = `${path.relative(root, file)} imports '${specifier}'`
      if (!specifier.startsWith('.')) {
        if (
          from.part === 'shared' &&
          !isTest &&
          (specifier.startsWith('node:') || /^react(-dom)?($|\/)/.test(specifier))
        ) {
          problems.push(`${where}: shared/ runs on both sides and must not use node: or React`)
        }
        continue
      }
      const target = path.resolve(path.dirname(file), specifier)
      if (!target.startsWith(src)) continue
      const to = place(target)
      if (from.part === 'shared' && to.part !== 'shared')
        problems.push(`${where}: shared/ imports neither client nor server`)
      if (from.part === 'client' && to.part === 'server')
        problems.push(`${where}: the client never imports the server`)
      if (from.part === 'server' && to.part === 'client')
        problems.push(`${where}: the server never imports the client`)
      if (from.feature && to.feature && from.feature !== to.feature && from.part === to.part) {
        problems.push(`${where}: features meet in app/, not in each other`)
      }
      if (
        from.part === 'client' &&
        from.area === 'components' &&
        (to.area === 'features' || to.part === 'shared')
      ) {
        if (file.includes(`${path.sep}ui${path.sep}`))
          problems.push(`${where}: components/ui has no domain or feature imports`)
      }
    }
  }
  return problems
}

if (import.meta.main) {
  const problems = importViolations()
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log('Import directions: ok')
}
