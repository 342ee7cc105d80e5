import { OUR_WORK_PAGE_SIZE } from '../catalogue/designs.ts'
import type { DesignCard } from '../schemas/portfolio.ts'

/**
 * The design grid of /our-work as HTML text: the one renderer of the cards, used by the page (React sets
 * it as the grid's inner HTML) and by the server, which writes the published designs into the
 * prerendered page at request time. Both produce the same text from the same designs, so the page
 * hydrates over the server's cards unchanged (docs/decisions/0041-a-portfolio-the-team-runs.md).
 */

/** Marks the grid in a served page, for the server to replace. */
export const DESIGNS_START = '<!--designs-->'
export const DESIGNS_END = '<!--/designs-->'

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

export interface DesignGrid {
  designs: readonly DesignCard[]
  /** The generated sample cards, shown only while the team has published no design. */
  examples: boolean
  /** 1-based; the cards of other pages are hidden (shown without JavaScript by the noscript style). */
  page: number
}

function card(design: DesignCard, index: number, onPage: boolean, examples: boolean): string {
  const image = [
    `<img src="${escapeHtml(design.image)}"`,
    `alt="${escapeHtml(`${design.title}: ${design.description}`)}"`,
    `width="${design.width}" height="${design.height}"`,
    `loading="${index < 3 ? 'eager' : 'lazy'}"`,
    // The page's scripts wait for the first image's paint (src/shared/page-boot.ts).
    index === 0 ? 'fetchpriority="high" elementtiming="hero"' : '',
    'decoding="async" class="aspect-square w-full bg-canvas object-cover">',
  ]
    .filter(Boolean)
    .join(' ')
  const label = examples
    ? '<p class="mt-3 inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink">Example</p>'
    : ''
  return (
    `<li data-design="${escapeHtml(design.id)}"${onPage ? '' : ' class="no-js-show" hidden'}>` +
    '<article class="h-full overflow-hidden rounded-card border border-line bg-white shadow-sm">' +
    image +
    '<div class="min-h-44 p-5">' +
    `<p class="text-xs font-semibold tracking-wide text-brand-700 uppercase">${escapeHtml(design.category)}</p>` +
    `<h3 class="mt-1 text-lg font-semibold">${escapeHtml(design.title)}</h3>` +
    `<p class="mt-2 text-sm text-muted">${escapeHtml(design.description)}</p>` +
    label +
    '</div></article></li>'
  )
}

/** The heading, the note on examples and the cards, between the markers the server looks for. */
export function designGridHtml({ designs, examples, page }: DesignGrid): string {
  const heading = examples ? 'Sample designs' : 'Designs we have made'
  const note = examples ? '<p class="mt-2 text-muted">Examples of the kinds of posts we design.</p>' : ''
  const cards = designs
    .map((design, index) =>
      card(design, index, Math.floor(index / OUR_WORK_PAGE_SIZE) + 1 === page, examples),
    )
    .join('')
  return (
    DESIGNS_START +
    `<h2 id="designs-heading" class="mt-14 scroll-mt-20 text-2xl font-bold">${heading}</h2>${note}` +
    `<ul class="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="designs-heading">${cards}</ul>` +
    DESIGNS_END
  )
}

/** The published designs as a served page carries them for the page's scripts (a JSON data block). */
export const PUBLISHED_DESIGNS_ELEMENT_ID = 'published-designs'

export function publishedDesignsScript(designs: readonly DesignCard[]): string {
  // `<` is escaped so the data can never close the script element.
  const json = JSON.stringify({ designs }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PUBLISHED_DESIGNS_ELEMENT_ID}">${json}</script>`
}

/** The preload of the page's largest image, so the browser fetches it as soon as it reads the head. */
export function heroPreloadLink(design: DesignCard | undefined): string {
  if (!design) return ''
  return `<link rel="preload" as="image" href="${escapeHtml(design.image)}" fetchpriority="high">`
}

/** A served page with the published designs written in: the grid, the data block and the preload. */
export function withPublishedDesigns(html: string, designs: readonly DesignCard[]): string {
  const start = html.indexOf(DESIGNS_START)
  const end = html.indexOf(DESIGNS_END)
  if (start < 0 || end < start) return html
  const grid = designGridHtml({ designs, examples: false, page: 1 })
  const filled = html.slice(0, start) + grid + html.slice(end + DESIGNS_END.length)
  const head = `${heroPreloadLink(designs[0])}${publishedDesignsScript(designs)}</head>`
  return filled.replace('</head>', () => head)
}
