import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isVariantFile } from '#shared/page-variants.ts'
import { isKnownPage, SIGNED_IN_HINT_ATTRIBUTE } from '#shared/paths.ts'
import { SESSION_COOKIE_PREFIX } from './auth/create-auth.ts'

/**
 * Serves the built client: hashed assets with long caching (pre-compressed .br/.gz siblings when the
 * build made them), a prerendered HTML file per public page where one exists (home.html for /,
 * <path>/index.html for the others), the prerendered not-found page (404.html) for unknown paths,
 * and the app shell (index.html) for every other page.
 */
/** Run-time values written into every served page, so prerendered HTML shows this deployment's. */
export interface PageValues {
  supportEmail: string
  /** The public address, without a trailing slash, for canonical links and the sitemap. */
  appUrl: string
}

/**
 * What a page gets written into it at request time (the published portfolio on /our-work): `version`
 * names the content, for the filled page to be kept until it changes.
 */
export type PageFiller = () => Promise<{ version: string; fill: (html: string) => string } | undefined>

/** Files written with placeholders at build time and filled in as they are served. */
const TEMPLATE_FILES: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
}

const brotliCompressAsync = promisify(brotliCompress)
const brotliQuality = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } })

/** Whether the request carries a session cookie (valid or not: only the API can tell). */
const sessionCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`)

/**
 * Marks the page of a visitor who may be signed in, so the public pages load the session (and the
 * data layer it needs) only for them (docs/decisions/0017-public-page-budget.md).
 */
function withSignedInHint(html: string): string {
  return html.replace('<html lang="en-GB"', `<html lang="en-GB" ${SIGNED_IN_HINT_ATTRIBUTE}`)
}

/**
 * A prerendered page written in several versions (index.html, index.1.html…: the our-work page's
 * orders, declared in #shared/page-variants.ts) gives one at random per request; any other page is itself.
 */
function pageVersions() {
  const versions = new Map<string, string[]>()
  return function oneVersionOf(file: string): string {
    let found = versions.get(file)
    if (!found) {
      const base = path.basename(file, '.html')
      const siblings = readdirSync(path.dirname(file)).filter((name) => isVariantFile(base, name))
      found = [file, ...siblings.map((name) => path.join(path.dirname(file), name))]
      versions.set(file, found)
    }
    return found[Math.floor(Math.random() * found.length)] ?? file
  }
}

/**
 * Whether a page's file exists and when it last changed, asked of the file system at most once a second
 * per file: a page request then costs no system call. Pages under a dynamic prefix (a review link's
 * token) name files that do not exist, so the set is bounded: past `maxFiles` it starts again.
 */
function fileFacts(ttlMs = 1000, maxFiles = 1000) {
  const known = new Map<string, { checkedAt: number; mtimeMs: number | undefined }>()
  return function facts(file: string): { exists: boolean; mtimeMs: number } {
    const now = Date.now()
    let entry = known.get(file)
    if (!entry || now - entry.checkedAt > ttlMs) {
      if (known.size >= maxFiles) known.clear()
      const stats = statSync(file, { throwIfNoEntry: false })
      entry = { checkedAt: now, mtimeMs: stats?.mtimeMs }
      known.set(file, entry)
    }
    return { exists: entry.mtimeMs !== undefined, mtimeMs: entry.mtimeMs ?? 0 }
  }
}

export function clientPages(
  distDir: string,
  values: PageValues,
  fillers: Readonly<Record<string, PageFiller>> = {},
) {
  const oneVersionOf = pageVersions()
  const facts = fileFacts()
  const fill = (text: string) =>
    text.replace(/__SUPPORT_EMAIL__/g, values.supportEmail).replace(/__APP_URL__/g, values.appUrl)
  type Filled = { mtimeMs: number; version: string; body: string; br: Buffer; gzip: Buffer }
  type Filling = Awaited<ReturnType<PageFiller>>
  const filled = new Map<string, Filled>()
  /**
   * A filled template, compressed once per build rather than on every request. The first request gets
   * a quick brotli (tens of milliseconds); the smallest one (quality 11, some hundreds of milliseconds
   * for the home page) replaces it in the background.
   */
  function template(file: string, signedInHint: boolean, filling?: Filling): Filled {
    const { mtimeMs } = facts(file)
    const key = signedInHint ? `${file}#signed-in` : file
    const version = filling?.version ?? ''
    const cached = filled.get(key)
    if (cached && cached.mtimeMs === mtimeMs && cached.version === version) return cached
    const text = fill(readFileSync(file, 'utf8'))
    const page = signedInHint ? withSignedInHint(text) : text
    const body = filling ? filling.fill(page) : page
    const entry = {
      mtimeMs,
      version,
      body,
      br: brotliCompressSync(body, brotliQuality(5)),
      gzip: gzipSync(body),
    }
    filled.set(key, entry)
    brotliCompressAsync(body, brotliQuality(11)).then(
      (br) => {
        if (filled.get(key) === entry) filled.set(key, { ...entry, br })
      },
      () => undefined,
    )
    return entry
  }
  /** Sends a filled template; a page also says whether the visitor may be signed in. */
  function sendTemplate(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    isPage: boolean,
    filling?: Filling,
  ) {
    const signedInHint = isPage && sessionCookie.test(String(request.headers.cookie ?? ''))
    const { body, br, gzip } = template(file, signedInHint, filling)
    const accepts = String(request.headers['accept-encoding'] ?? '')
    reply.header('vary', isPage ? 'accept-encoding, cookie' : 'accept-encoding')
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(br)
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzip)
    return reply.send(body)
  }

  return async function plugin(app: FastifyInstance) {
    const shellFile = path.join(distDir, 'index.html')
    if (!existsSync(shellFile)) {
      app.log.warn(`No client build at ${distDir}: run npm run build (npm start does it for you).`)
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Pages and templates are filled in before they are sent, by the handler below.
      globIgnore: ['**/*.html', 'sitemap.xml', 'robots.txt'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      },
    })
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (pathname.startsWith('/api/')) {
        return reply.status(404).send({
          error: { code: 'not_found', message: `No route for GET ${pathname}`, requestId: request.id },
        })
      }
      const templateType = TEMPLATE_FILES[pathname]
      const templateFile = path.join(distDir, pathname)
      if (templateType && facts(templateFile).exists) {
        reply.header('cache-control', 'public, max-age=300').type(templateType)
        return sendTemplate(request, reply, templateFile, false)
      }
      const asset = path.normalize(path.join(distDir, pathname))
      if (asset.startsWith(distDir) && path.extname(asset) && !asset.endsWith('.html') && existsSync(asset)) {
        return reply.sendFile(path.relative(distDir, asset))
      }
      const known = isKnownPage(pathname)
      const trimmed = pathname.replace(/\/+$/, '')
      const prerendered = known
        ? path.join(distDir, trimmed === '' ? 'home.html' : path.join(trimmed, 'index.html'))
        : path.join(distDir, '404.html')
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .status(known ? 200 : 404)
      const file = prerendered.startsWith(distDir) && facts(prerendered).exists ? prerendered : shellFile
      if (!facts(file).exists) return reply.send('<!doctype html><title>Build missing</title>')
      if (file === shellFile) return sendTemplate(request, reply, file, true)
      const filler = fillers[trimmed]
      // A filled page is the same whatever version it starts from: the first one is kept.
      const filling = filler ? await filler() : undefined
      return sendTemplate(request, reply, filling ? file : oneVersionOf(file), true, filling)
    })
  }
}
