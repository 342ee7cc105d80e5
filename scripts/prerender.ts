// Prerenders every public page to static HTML after `vite build` (run by scripts/client-build.ts):
// a Vite SSR build of src/client/entry-prerender.tsx renders each route; the HTML, head tags,
// sitemap.xml and robots.txt are written into dist/client, and assets get .br/.gz siblings.
// Deployment values stay as placeholders (__APP_URL__, __SUPPORT_EMAIL__) for the server to fill in.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'vite'
import { PAGE_BOOT_SCRIPT } from '#shared/page-boot.ts'
import { variantCount, variantFile } from '#shared/page-variants.ts'
import { paths, publicPages } from '#shared/paths.ts'

const projectRoot = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(projectRoot, 'dist/client')
const ssrDir = path.join(projectRoot, 'dist/ssr')

const NOT_FOUND_SAMPLE = '/page-not-found'
/** The entry of the prerendered pages, as the manifest names it (the application's is index.html). */
const PUBLIC_ENTRY = 'public-main.tsx'

type HeadData = { title: string; description: string; path: string; jsonLd?: object }
type PrerenderModule = {
  renderPage(url: string): Promise<{ html: string; head: HeadData | undefined }>
  headTags(head: HeadData): { title: string; tags: string }
}

async function loadRenderer(): Promise<PrerenderModule> {
  await build({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(projectRoot, 'src/client/entry-prerender.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
    },
  })
  const [entry] = readdirSync(ssrDir).filter((name) => name.startsWith('entry-prerender'))
  if (!entry) throw new Error(`SSR build produced no entry in ${ssrDir}`)
  return (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as PrerenderModule
}

/**
 * Without JavaScript, show what scripts would otherwise reveal and hide controls that need them. The
 * rule for [hidden] sits in Tailwind's base layer: an important rule in a layer beats unlayered ones.
 */
const NO_SCRIPT_STYLE =
  '<noscript><style>.js-only{display:none!important}.js-clamp{display:block!important;-webkit-line-clamp:none!important;overflow:visible!important}@layer base{li.no-js-show[hidden]{display:block!important}}</style></noscript>'

/**
 * The stylesheet goes inline into each prerendered page: one round trip fewer before the first paint
 * (it is about 5 KB compressed). The app shell keeps the linked file.
 */
function inlineStylesheet(template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, (_tag, href: string) => {
    const css = readFileSync(path.join(clientDir, href), 'utf8')
    return `<style>${css}</style>`
  })
}

type Manifest = Record<string, { file: string; imports?: string[] }>

/** Vite's manifest (build.manifest): each source module's chunk and the chunks it imports statically. */
function readManifest(): Manifest {
  const manifestDir = path.join(clientDir, '.vite')
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest
  // Only the build needs it: it is not served.
  rmSync(manifestDir, { recursive: true, force: true })
  return manifest
}

/**
 * The module each public page loads, read from app/public-pages.ts (`[paths.x]: () => import(…)`),
 * as the manifest names it (relative to src/client).
 */
function pageModules(): Map<string, string> {
  const source = readFileSync(path.join(projectRoot, 'src/client/app/public-pages.ts'), 'utf8')
  const entries = source.matchAll(/(?:\[paths\.(\w+)\]|'(\*)'):\s*\(\) => import\('(\.\.?\/[^']+)'\)/g)
  const modules = new Map<string, string>()
  for (const [, key, splat, module] of entries) {
    // The imports are relative to src/client/app: '../features/…' for a feature's page, './pages/…' for one of app's.
    modules.set(splat ?? paths[key as keyof typeof paths], path.posix.join('app', module as string))
  }
  return modules
}

/** Every chunk a module needs before it runs: its own and, transitively, those it imports. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is not in the build manifest`)
  if (found.has(entry.file)) return found
  found.add(entry.file)
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, found)
  return found
}

/**
 * The scripts a page needs to hydrate (entry, framework, the page's chunk and its imports), loaded by
 * the page's boot script after the first paint (src/shared/page-boot.ts) instead of by a script tag.
 */
function bootScript(template: string, manifest: Manifest, pageModule: string | undefined): string {
  const entry = manifest[PUBLIC_ENTRY]?.file
  if (!entry) throw new Error(`${PUBLIC_ENTRY} is not in the build manifest`)
  const page = pageModule ? chunksOf(manifest, pageModule) : new Set<string>()
  const chunks = [...chunksOf(manifest, PUBLIC_ENTRY), ...page].filter((file) => file !== entry)
  const scripts = [entry, ...new Set(chunks)].map((file) => `/${file}`).join(' ')
  // The application's entry script gives way to the public pages' boot script.
  const withoutEntry = template.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
  if (withoutEntry === template) throw new Error('No entry script in index.html')
  return withoutEntry.replace(
    '</body>',
    `  <script data-scripts="${scripts}">${PAGE_BOOT_SCRIPT}</script>\n  </body>`,
  )
}

function pageHtml(template: string, renderer: PrerenderModule, html: string, head: HeadData): string {
  const { title, tags } = renderer.headTags(head)
  return inlineStylesheet(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<!--head-tags-->', `${tags}\n    ${NO_SCRIPT_STYLE}`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="true">${html}</div>`)
}

function outputFile(pagePath: string): string {
  if (pagePath === paths.home) return path.join(clientDir, 'home.html')
  if (pagePath === NOT_FOUND_SAMPLE) return path.join(clientDir, '404.html')
  return path.join(clientDir, pagePath, 'index.html')
}

function sitemap(): string {
  const canonical = publicPages.filter(
    (p) => ![paths.terms, paths.privacy, paths.cookies].includes(p as never),
  )
  const urls = canonical.map((p) => `  <url><loc>__APP_URL__${p === '/' ? '/' : p}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

const ROBOTS = [
  'User-agent: *',
  'Disallow: /dashboard',
  'Disallow: /admin',
  'Disallow: /checkout',
  'Disallow: /auth',
  'Disallow: /email-test',
  'Disallow: /booking',
  'Disallow: /api/',
  '',
  'Sitemap: __APP_URL__/sitemap.xml',
  '',
].join('\n')

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

/** .br and .gz beside every text asset, for the server to send to browsers that accept them. */
function compressAssets() {
  for (const file of files(clientDir)) {
    if (!/\.(js|css|svg|ico|json|webmanifest)$/.test(file)) continue
    const body = readFileSync(file)
    if (body.length < 1024) continue
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  }
}

async function prerender() {
  const manifest = readManifest()
  const modules = pageModules()
  const renderer = await loadRenderer()
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  for (const pagePath of [...publicPages, NOT_FOUND_SAMPLE]) {
    const pageModule = pagePath === NOT_FOUND_SAMPLE ? modules.get('*') : modules.get(pagePath)
    if (!pageModule) throw new Error(`No page for ${pagePath} in app/public-pages.ts`)
    const file = outputFile(pagePath)
    mkdirSync(path.dirname(file), { recursive: true })
    // Pages that render differently each time are written in several versions (shared/page-variants.ts).
    for (let variant = 0; variant < variantCount(pagePath); variant++) {
      const { html, head } = await renderer.renderPage(pagePath)
      if (!head) throw new Error(`${pagePath} declares no <PageHead>`)
      writeFileSync(
        variantFile(file, variant),
        pageHtml(bootScript(template, manifest, pageModule), renderer, html, head),
      )
    }
  }
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap())
  writeFileSync(path.join(clientDir, 'robots.txt'), ROBOTS)
  compressAssets()
  rmSync(ssrDir, { recursive: true, force: true })
}

if (import.meta.main) await prerender()
