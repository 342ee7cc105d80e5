import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { BRAND } from '#shared/brand.ts'
import { faqStructuredData } from '#shared/catalogue/faq.ts'
import { publicPageAt } from './app/public-pages.ts'
import { PublicSite } from './app/public-site.tsx'
import { documentTitle, type HeadData, takeServerHead } from './components/page-head.tsx'
import { preloadDeferredSections } from './lib/deferred-section.tsx'
import { StaticNavigation } from './lib/document-navigation.tsx'

const structuredData: Record<string, () => object> = { faq: () => faqStructuredData() }

/** Filled in by the server when it serves the page (server/plugins/client-pages.ts). */
const APP_URL = '__APP_URL__'

export interface RenderedPage {
  html: string
  head: HeadData | undefined
}

/** Renders one public page at build time (scripts/prerender.ts), exactly as public-main.tsx hydrates it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const Page = publicPageAt(new URL(url, 'http://prerender.invalid').pathname)
  await Page.preload()
  await preloadDeferredSections()
  takeServerHead()
  const html = renderToString(
    <StrictMode>
      <StaticNavigation url={url}>
        <PublicSite Page={Page} />
      </StaticNavigation>
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
