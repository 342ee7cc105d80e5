// npm run bench:web: Lighthouse (mobile preset, simulated throttling) on /, /pricing and /our-work of
// the production build, served by the real server on a fresh embedded database. Prints the four
// category scores, LCP, CLS, total blocking time, and the JavaScript / loads (gzipped) before it is
// interactive and after. Not part of npm test. Targets (issue 5): performance >= 95, the others 100,
// LCP <= 1.5 s, CLS <= 0.02, JavaScript for / before it is interactive <= 90 KB gzipped (decision 0008).
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { AppProcess } from '../e2e/support/app-process.ts'
import { ensureClientBuild } from './client-build.ts'
import { CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts'

const PAGES = ['/', '/pricing', '/our-work']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS = { performance: 95, other: 100, lcpMs: 1500, cls: 0.02, jsKb: 90 }

interface Figures {
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  tbtMs: number
  /** Scripts requested before the page marked itself interactive, and after. */
  scripts: { before: string[]; after: string[] }
  lcpElement: string
}

type NetworkItem = { url: string; resourceType?: string; rendererStartTime?: number }
type UserTiming = { name: string; startTime: number }

/** Set by app/providers.tsx once the page is hydrated. */
const INTERACTIVE_MARK = 'postcraft:interactive'

async function audit(url: string, port: number, path: string): Promise<Figures> {
  const result = await lighthouse(
    `${url}${path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const timings = (lhr.audits['user-timings']?.details as { items?: UserTiming[] } | undefined)?.items ?? []
  const interactiveAt =
    timings.find((t) => t.name === INTERACTIVE_MARK)?.startTime ?? Number.POSITIVE_INFINITY
  const scripts = requests.filter((item) => item.resourceType === 'Script')
  return {
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scripts: {
      before: scripts.filter((s) => (s.rendererStartTime ?? 0) <= interactiveAt).map((s) => s.url),
      after: scripts.filter((s) => (s.rendererStartTime ?? 0) > interactiveAt).map((s) => s.url),
    },
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
  }
}

/** The LCP element's selector and text, from the audit's table (its layout varies by version). */
function lcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)
  return found?.[1]?.slice(0, 100) ?? 'unknown'
}

/** Gzipped size (level 9, as the server's pre-compressed .gz files) of each script the page loaded. */
async function gzippedBytes(scripts: readonly string[]): Promise<number> {
  let total = 0
  for (const script of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  return total
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')

async function main() {
  ensureChromium()
  ensureClientBuild()
  const server = await AppProcess.start({ env: { LOG_LEVEL: 'warn' } })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_HEADLESS_ARGS,
  })
  try {
    const figures: Figures[] = []
    for (const path of PAGES) figures.push(await audit(server.url, chrome.port, path))
    console.log('\nLighthouse, mobile preset (simulated throttling)\n')
    console.log('page       perf  a11y  best  seo   LCP      CLS     TBT')
    for (const f of figures) {
      const s = f.scores
      console.log(
        `${f.path.padEnd(10)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ` +
          `${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(3)}   ` +
          `${(f.lcpMs / 1000).toFixed(2)} s   ${f.cls.toFixed(3)}   ${Math.round(f.tbtMs)} ms`,
      )
    }
    console.log('\nLargest contentful paint element')
    for (const f of figures) console.log(`${f.path.padEnd(10)} ${f.lcpElement}`)
    const home = figures.find((f) => f.path === '/')
    const jsBytes = home ? await gzippedBytes(home.scripts.before) : 0
    const laterBytes = home ? await gzippedBytes(home.scripts.after) : 0
    console.log(
      `\nJavaScript loaded by / before it is interactive: ${(jsBytes / 1024).toFixed(1)} KB gzipped in ` +
        `${home?.scripts.before.length} files; after: ${(laterBytes / 1024).toFixed(1)} KB in ${home?.scripts.after.length}`,
    )
    console.log('\nTargets')
    for (const f of figures) {
      const others = [f.scores.accessibility, f.scores['best-practices'], f.scores.seo]
      console.log(
        `${f.path.padEnd(10)} performance ${mark(f.scores.performance >= TARGETS.performance)}, ` +
          `other scores ${mark(others.every((v) => v >= TARGETS.other))}, LCP ${mark(f.lcpMs <= TARGETS.lcpMs)}, ` +
          `CLS ${mark(f.cls <= TARGETS.cls)}`,
      )
    }
    console.log(`JavaScript for / ${mark(jsBytes <= TARGETS.jsKb * 1024)}`)
  } finally {
    chrome.kill()
    await server.dispose()
  }
}

await main()
