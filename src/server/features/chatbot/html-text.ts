/**
 * The readable text of a web page, without a parser dependency: scripts, styles, navigation, headers,
 * footers and forms are dropped; the page's <main> (or <article>) is preferred when it has one; block
 * elements become paragraph breaks; entities are decoded.
 */

const DROPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'iframe',
]
const BLOCKS =
  /<\/?(p|div|section|article|main|h[1-6]|li|ul|ol|table|tr|td|th|blockquote|pre|br|hr|dd|dt|figure|figcaption)\b[^>]*>/gi

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
  copy: '©',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED[entity.toLowerCase()] ?? match
  })
}

function inner(html: string, tag: string): string | undefined {
  const match = html.match(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'i'))
  return match?.[1]
}

export function htmlToText(html: string): { title: string | undefined; text: string } {
  const title = inner(html, 'title')
  let body = html.replace(/<!--[\s\S]*?-->/g, ' ')
  for (const tag of DROPPED) body = body.replace(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'gi'), ' ')
  const main = inner(body, 'main') ?? inner(body, 'article') ?? inner(body, 'body') ?? body
  const text = decodeEntities(
    main
      .replace(BLOCKS, '\n\n')
      .replace(/<[^>]*>/g, ' ')
      .replace(/[ \t\f\v\r]+/g, ' '),
  )
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
  const cleanTitle = title
    ? decodeEntities(title.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()
    : undefined
  return { title: cleanTitle || undefined, text }
}
