import { readFileSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * Resolves a package's own relative `.js` imports without Node's default resolver, for packages whose
 * package.json says `"type": "module"`.
 *
 * Why: for every module it resolves, Node 24 copies the whole nearest package.json (exports map
 * included) from C++ into JavaScript to learn the module's format. drizzle-orm's package.json is
 * 180 KB and the server loads ~500 of its modules, so resolution alone took 1.5-3 s of every start
 * (the same cost date-fns's barrel had, see .dependency-cruiser.cjs). A relative specifier with an
 * extension inside an ES module package resolves to exactly `new URL(specifier, parent)` in format
 * 'module', so that case is answered here from a per-folder cache; every other specifier goes to Node.
 */
export function registerFastModuleResolution(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      if (
        parent?.startsWith('file:') &&
        parent.includes('/node_modules/') &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        const url = new URL(specifier, parent)
        if (packageTypeOf(url) === 'module') return { url: url.href, format: 'module', shortCircuit: true }
      }
      return nextResolve(specifier, context)
    },
  })
}

/** The nearest package.json's `type` for a file (as Node reads it), cached per folder. */
const typeByFolder = new Map<string, string>()

function packageTypeOf(file: URL): string {
  const visited: string[] = []
  let folder = new URL('./', file)
  for (;;) {
    const known = typeByFolder.get(folder.href)
    if (known !== undefined) return remember(visited, known)
    visited.push(folder.href)
    const type = typeInPackageJson(new URL('package.json', folder))
    if (type !== undefined) return remember(visited, type)
    const parent = new URL('../', folder)
    if (parent.href === folder.href) return remember(visited, 'none')
    folder = parent
  }
}

function remember(folders: string[], type: string): string {
  for (const folder of folders) typeByFolder.set(folder, type)
  return type
}

/** undefined when the folder has no package.json; 'none' when it has one without a usable type. */
function typeInPackageJson(file: URL): string | undefined {
  let text: string
  try {
    text = readFileSync(fileURLToPath(file), 'utf8')
  } catch {
    return undefined
  }
  try {
    const { type } = JSON.parse(text) as { type?: unknown }
    return typeof type === 'string' ? type : 'none'
  } catch {
    return 'none'
  }
}
