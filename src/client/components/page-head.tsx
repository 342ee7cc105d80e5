import { useEffect } from 'react'
import { BRAND } from '#shared/brand.ts'

/** What a page puts in the document head: title, description, canonical path and structured data. */
export interface HeadData {
  /** The page's own title; the brand is added after it (the home page gives the full title). */
  title: string
  description: string
  /** The canonical path, so pages reachable at two paths name one of them. */
  path: string
  /**
   * Names the structured data (JSON-LD) the prerender writes into the head, such as 'faq'. The data
   * is left out of the browser bundle: search engines read it from the served HTML.
   */
  structuredData?: string
  /** True when `title` is already complete (the home page). */
  fullTitle?: boolean
  /** Kept out of search results (the not-found page); such a page names no canonical address. */
  noindex?: boolean
}

export function documentTitle(head: Pick<HeadData, 'title' | 'fullTitle'>): string {
  return head.fullTitle ? head.title : `${head.title} | ${BRAND.name}`
}

let serverHead: HeadData | undefined

/** The head data the last server render declared (read by the prerender after each page). */
export function takeServerHead(): HeadData | undefined {
  const head = serverHead
  serverHead = undefined
  return head
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function applyHead(head: HeadData) {
  document.title = documentTitle(head)
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  // The prerendered canonical link carries the deployment's address; keep its origin.
  const origin = canonical ? new URL(canonical.href).origin : window.location.origin
  if (!canonical) {
    canonical = document.createElement('link')
    canonical.rel = 'canonical'
    document.head.append(canonical)
  }
  canonical.href = `${origin}${head.path}`
  setMeta('meta[name="robots"]', 'name', 'robots', head.noindex ? 'noindex' : 'index, follow')
  setMeta('meta[name="description"]', 'name', 'description', head.description)
  setMeta('meta[property="og:title"]', 'property', 'og:title', documentTitle(head))
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description)
  setMeta('meta[property="og:url"]', 'property', 'og:url', canonical.href)
  const structuredData = document.getElementById('structured-data')
  if (structuredData && structuredData.dataset.name !== head.structuredData) structuredData.remove()
}

/**
 * Declares the page's head. Prerendering writes it into the HTML; in the browser it keeps the head
 * right as the visitor moves between pages.
 */
export function PageHead(head: HeadData) {
  if (typeof document === 'undefined') serverHead = head
  const { title, description, path, structuredData, fullTitle, noindex } = head
  useEffect(() => {
    applyHead({ title, description, path, structuredData, fullTitle, noindex })
  }, [title, description, path, structuredData, fullTitle, noindex])
  return null
}
