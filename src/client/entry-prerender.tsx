import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { matchRoutes, StaticRouter } from 'react-router'
import { BRAND } from '#shared/brand.ts'
import { faqStructuredData } from '#shared/catalogue/faq.ts'
import { Providers } from './app/providers.tsx'
import { AppRoutes, routes } from './app/router.tsx'
import { documentTitle, type HeadData, takeServerHead } from './components/page-head.tsx'
import { preloadDeferredSections } from './lib/deferred-section.tsx'
import { isLazyComponent } from './lib/lazy-component.tsx'

const structuredData: Record<string, () => object> = { faq: () => faqStructuredData() }

/** Filled in by the server when it serves the page (server/plugins/client-pages.ts). */
const APP_URL = '__APP_URL__'

export interface RenderedPage {
  html: string
  head: HeadData | undefined
}

/** Renders one public page at build time (scripts/prerender.ts), exactly as the browser hydrates it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const matches = matchRoutes(routes, url) ?? []
  await Promise.all(
    matches.map(({ route }) => (isLazyComponent(route.Component) ? route.Component.preload() : null)),
  )
  await preloadDeferredSections()
  takeServerHead()
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  )
  return { html, head: takeServerHead() }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The head tags of a prerendered page. */
export function headTags(head: HeadData): { title: string; tags: string } {
  const title = escapeHtml(documentTitle(head))
  const description = escapeHtml(head.description)
  const url = `${APP_URL}${head.path}`
  const tags = [
    `<meta name="description" content="${description}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ]
  if (head.structuredData) {
    const data = structuredData[head.structuredData]
    if (!data) throw new Error(`Unknown structured data: ${head.structuredData}`)
    // `<` is escaped so the data can never close the script element.
    const json = JSON.stringify(data()).replace(/</g, '\\u003c')
    tags.push(
      `<script type="application/ld+json" id="structured-data" data-name="${head.structuredData}">${json}</script>`,
    )
  }
  return { title, tags: tags.join('\n    ') }
}
