// npm run bench:web: Lighthouse on /, /pricing and /our-work of the production build, served by the
// real server on a fresh embedded database, three runs per page (interleaved), median reported.
// Lighthouse's default configuration, which is its mobile preset: a phone-sized screen, simulated
// throttling (slow 4G: 150 ms round trips, 1.6 Mbit/s; CPU 4 times slower than this machine's).
// Not part of npm test. Exits with status 1 when a median misses a target
// (docs/decisions/0017-public-page-budget.md).
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BenchServer } from './bench/server-process.ts'
import { ensureClientBuild } from './client-build.ts'
import { CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts'

const PAGES = ['/', '/pricing', '/our-work']
/** Three by default; BENCH_WEB_RUNS=1 for a quick look while working on a page. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** JavaScript is every script the page loads during the run, gzipped (level 9), in KB of 1,024 bytes. */
const TARGETS = { performance: 95, other: 100, lcpMs: 1500, cls: 0.02, jsKb: 90 }

type Category = (typeof CATEGORIES)[number]

interface Run {
  scores: Record<Category, number>
  lcpMs: number
  cls: number
  tbtMs: number
  jsKb: number
  lcpElement: string
  benchmarkIndex: number
  /** Each script's path and gzipped size in KB. */
  scripts: [string, number][]
}

type NetworkItem = { url: string; resourceType?: string }

const gzippedSizes = new Map<string, number>()

/** Gzipped size (level 9, as the server's pre-compressed .gz files) of one script, fetched once. */
async function gzippedBytes(url: string): Promise<number> {
  let size = gzippedSizes.get(url)
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    size = gzipSync(body, { level: 9 }).length
    gzippedSizes.set(url, size)
  }
  return size
}

/** One Lighthouse report; a run whose trace failed (NO_NAVSTART, on a busy machine) is run again. */
async function report(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    if (attempt === attempts) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    process.stdout.write(`(${lhr.runtimeError.code}, again) `)
  }
}

async function audit(url: string, port: number): Promise<Run> {
  const lhr = await report(url, port)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const scripts = new Set(requests.filter((item) => item.resourceType === 'Script').map((item) => item.url))
  const sizes: [string, number][] = []
  for (const script of scripts) sizes.push([new URL(script).pathname, (await gzippedBytes(script)) / 1024])
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: sizes.reduce((sum, [, kb]) => sum + kb, 0),
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts: sizes,
  }
}

/** The LCP element's opening tag, from the audit's table (its layout varies by version). */
function lcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)
  return found?.[1]?.replace(/\\"/g, '"').slice(0, 90) ?? 'unknown'
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

interface PageResult {
  path: string
  runs: Run[]
  performance: number
  others: number[]
  lcpMs: number
  cls: number
  tbtMs: number
  jsKb: number
}

function summarise(path: string, runs: Run[]): PageResult {
  return {
    path,
    runs,
    performance: median(runs.map((r) => r.scores.performance)),
    others: (['accessibility', 'best-practices', 'seo'] as const).map((c) =>
      median(runs.map((r) => r.scores[c])),
    ),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    jsKb: median(runs.map((r) => r.jsKb)),
  }
}

/** The targets a page misses, by name. */
function misses(page: PageResult): string[] {
  const missed: string[] = []
  if (page.performance < TARGETS.performance) missed.push(`performance < ${TARGETS.performance}`)
  if (page.others.some((score) => score < TARGETS.other)) missed.push('a11y/best practices/SEO < 100')
  if (page.lcpMs > TARGETS.lcpMs) missed.push(`LCP > ${TARGETS.lcpMs / 1000} s`)
  if (page.cls > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`)
  if (page.jsKb > TARGETS.jsKb) missed.push(`JS > ${TARGETS.jsKb} KB`)
  return missed
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function printTable(pages: PageResult[]) {
  console.log(`\nLighthouse mobile preset (simulated throttling), median of ${RUNS} runs per page\n`)
  console.log('page       perf  a11y/bp/seo  LCP      CLS     TBT      JS (gzip)  LCP of each run       ')
  for (const p of pages) {
    console.log(
      `${p.path.padEnd(10)} ${String(p.performance).padStart(4)}  ${p.others.join('/').padEnd(11)}  ` +
        `${seconds(p.lcpMs)}   ${p.cls.toFixed(3)}   ${`${Math.round(p.tbtMs)} ms`.padEnd(7)}  ` +
        `${`${p.jsKb.toFixed(1)} KB`.padEnd(9)}  ${p.runs.map((r) => seconds(r.lcpMs)).join(', ')}`,
    )
  }
  console.log('\nLargest contentful paint element (last run)')
  for (const p of pages) console.log(`${p.path.padEnd(10)} ${p.runs.at(-1)?.lcpElement}`)
  console.log('\nScripts loaded (last run, gzipped)')
  for (const p of pages) {
    const scripts = p.runs.at(-1)?.scripts ?? []
    console.log(`${p.path.padEnd(10)} ${scripts.map(([file, kb]) => `${file} ${kb.toFixed(1)}`).join(', ')}`)
  }
  const index = median(pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)))
  console.log(`\nMachine speed (Lighthouse benchmark index, median): ${Math.round(index)}`)
  console.log(
    `Targets: performance >= ${TARGETS.performance}, others ${TARGETS.other}, LCP <= ${TARGETS.lcpMs / 1000} s, ` +
      `CLS <= ${TARGETS.cls}, JavaScript <= ${TARGETS.jsKb} KB gzipped (every script loaded in the run)`,
  )
}

async function main(): Promise<number> {
  ensureChromium()
  ensureClientBuild()
  const server = await BenchServer.start()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_HEADLESS_ARGS,
  })
  try {
    // A running server has served its pages before: the first request compresses each one.
    for (const path of PAGES) await (await fetch(`${server.url}${path}`)).arrayBuffer()
    const runs = new Map<string, Run[]>(PAGES.map((path) => [path, []]))
    // Interleaved, so a moment of load on the machine does not fall on one page's runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const path of PAGES) {
        process.stdout.write(`run ${run}/${RUNS} ${path}… `)
        const result = await audit(`${server.url}${path}`, chrome.port)
        runs.get(path)?.push(result)
        console.log(`performance ${result.scores.performance}, LCP ${seconds(result.lcpMs)}`)
      }
    }
    const pages = PAGES.map((path) => summarise(path, runs.get(path) ?? []))
    printTable(pages)
    const missed = pages.flatMap((page) => misses(page).map((miss) => `${page.path}: ${miss}`))
    if (missed.length === 0) {
      console.log('\nAll targets met.')
      return 0
    }
    console.log(`\nTARGETS MISSED:\n  ${missed.join('\n  ')}`)
    return 1
  } finally {
    chrome.kill()
    await server.dispose()
  }
}

process.exitCode = await main()
