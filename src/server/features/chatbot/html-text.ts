import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2'

/**
 * The readable text of a web page: scripts, styles, navigation, headers, footers and forms are dropped;
 * the page's <main> (or <article>, or <body>) is preferred when it has one; block elements become
 * paragraph breaks; entities are decoded.
 *
 * Built on htmlparser2's tokenizer alone, in one pass with counters and no stack of open elements:
 * its Parser keeps such a stack and searches it on every end tag, which makes deeply nested or
 * mismatched markup quadratic. Here every character is looked at a bounded number of times.
 */

const DROPPED = new Set([
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
])
const BLOCKS = new Set(
  'p div section article main h1 h2 h3 h4 h5 h6 li ul ol table tr td th blockquote pre br hr dd dt figure figcaption'.split(
    ' ',
  ),
)
/** Text gathered into paragraphs as it arrives: a run of whitespace is one space. */
class Paragraphs {
  private readonly finished: string[] = []
  private parts: string[] = []
  /** Whether the region was present in the page at all. */
  seen = false

  add(text: string): void {
    this.parts.push(text)
  }

  end(): void {
    if (this.parts.length === 0) return
    const paragraph = this.parts.join('').replace(/\s+/g, ' ').trim()
    this.parts = []
    if (paragraph) this.finished.push(paragraph)
  }

  text(): string {
    this.end()
    return this.finished.join('\n\n')
  }
}

const noop = () => {}

export function htmlToText(html: string): { title: string | undefined; text: string } {
  const page = new Paragraphs()
  const regions = { main: new Paragraphs(), article: new Paragraphs(), body: new Paragraphs() }
  const depth = { main: 0, article: 0, body: 0, dropped: 0, title: 0 }
  const title = new Paragraphs()
  let titleDone = false
  let tagName = ''
  // Text between two tags is written once: the tokenizer reports it in pieces (a run of stray '<'
  // one character at a time, each entity on its own).
  let pieces: string[] = []
  let rangeStart = -1
  let rangeEnd = -1
  const takeRange = () => {
    if (rangeStart < 0) return
    pieces.push(html.slice(rangeStart, rangeEnd))
    rangeStart = -1
  }

  const write = (text: string) => {
    if (depth.title > 0) {
      if (!titleDone) title.add(text)
      return
    }
    if (depth.dropped > 0) return
    page.add(text)
    if (depth.main > 0) regions.main.add(text)
    if (depth.article > 0) regions.article.add(text)
    if (depth.body > 0) regions.body.add(text)
  }
  const flush = () => {
    takeRange()
    if (pieces.length === 0) return
    write(pieces.length === 1 ? (pieces[0] as string) : pieces.join(''))
    pieces = []
  }
  const endParagraph = () => {
    page.end()
    regions.main.end()
    regions.article.end()
    regions.body.end()
  }
  const open = (name: string) => {
    if (DROPPED.has(name)) depth.dropped++
    else if (name === 'title') depth.title++
    else if (name === 'main' || name === 'article' || name === 'body') {
      depth[name]++
      regions[name].seen = true
    }
    if (BLOCKS.has(name)) endParagraph()
  }
  const close = (name: string) => {
    if (DROPPED.has(name)) depth.dropped = Math.max(0, depth.dropped - 1)
    else if (name === 'title' && depth.title > 0) {
      depth.title--
      titleDone = true
    } else if (name === 'main' || name === 'article' || name === 'body')
      depth[name] = Math.max(0, depth[name] - 1)
    if (BLOCKS.has(name)) endParagraph()
  }

  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => {
      if (start !== rangeEnd) takeRange()
      if (rangeStart < 0) rangeStart = start
      rangeEnd = end
    },
    ontextentity: (codepoint) => {
      takeRange()
      pieces.push(String.fromCodePoint(codepoint))
    },
    onopentagname: (start, end) => {
      flush()
      tagName = html.slice(start, end).toLowerCase()
    },
    onopentagend: () => open(tagName),
    onselfclosingtag: () => {
      // '<svg/>' or '<br/>': opened and closed at once.
      open(tagName)
      close(tagName)
    },
    onclosetag: (start, end) => {
      flush()
      close(html.slice(start, end).toLowerCase())
    },
    onattribdata: noop,
    onattribentity: noop,
    onattribend: noop,
    onattribname: noop,
    oncdata: noop,
    oncomment: flush,
    ondeclaration: flush,
    onprocessinginstruction: flush,
    onend: flush,
  }
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(html)
  tokenizer.end()

  const source = [regions.main, regions.article, regions.body].find((region) => region.seen) ?? page
  return { title: title.text() || undefined, text: source.text() }
}
