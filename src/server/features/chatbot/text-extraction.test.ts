import { describe, expect, it } from 'vitest'
import { makeDocx, makeDocxBomb, makePdf } from '../../../../tests/support/training-documents.ts'
import { CHUNK_MAX_CHARS, chunkText } from './chunking.ts'
import { detectDocumentType, UnreadableDocument } from './document-text.ts'
import { extractContained } from './extraction/contained.ts'
import { EXTRACTION_LIMITS, extractionFailures } from './extraction/limits.ts'
import { htmlToText } from './html-text.ts'

const MB = 1024 * 1024

describe('HTML to text', () => {
  it('keeps the main text and drops scripts, styles, navigation and footers', () => {
    const { title, text } = htmlToText(`<html><head><title> Our &amp; Your  Page </title>
      <style>.a{}</style><script>alert(1)</script></head><body>
      <header>Logo</header><nav><a href="/">Home</a></nav>
      <main><h1>Heading</h1><p>First <b>bold</b> paragraph.</p><!-- hidden --><ul><li>One</li><li>Two</li></ul></main>
      <aside>Related</aside><footer>© 2026</footer></body></html>`)
    expect(title).toBe('Our & Your Page')
    expect(text).toBe('Heading\n\nFirst bold paragraph.\n\nOne\n\nTwo')
  })

  it('uses the article, then the body, then the whole page when there is no main element', () => {
    expect(htmlToText('<body><div>Body</div><article>Article</article></body>').text).toBe('Article')
    expect(htmlToText('<body><nav>Menu</nav><div>Body text</div></body>').text).toBe('Body text')
    expect(htmlToText('Just <i>text</i><br>on two lines').text).toBe('Just text\n\non two lines')
  })

  it('decodes named and numeric entities, in text and title', () => {
    expect(htmlToText('<p>&pound;15 &#8211; &#x2014; &lt;b&gt; &amp;&amp;</p>').text).toBe('£15 – — <b> &&')
    expect(htmlToText('<title>Caf&eacute;</title>').title).toBe('Café')
  })

  it('drops a self-closed dropped element without losing the rest', () => {
    expect(htmlToText('<p>Before<svg/>after</p><p>More</p>').text).toBe('Beforeafter\n\nMore')
  })

  const size = 2 * MB
  it.each([
    ["'<' repeated", '<'.repeat(size)],
    ['deeply nested tags', '<div>'.repeat(size / 5)],
    ['nested tags closed by tags never opened', '<b><i>'.repeat(size / 12) + '</x>'.repeat(size / 8)],
    ['an unclosed comment', `<p>Start<!--${'-'.repeat(size)}`],
    ['unclosed dropped elements', '<nav><script>'.repeat(size / 13)],
    ['an unclosed attribute', `<a href="${'x'.repeat(size)}`],
  ])('reads 2 MB of hostile markup (%s) in under a second', (_name, html) => {
    const started = performance.now()
    htmlToText(html)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('reading documents in a worker thread', () => {
  it('tells PDF and Word documents by their content', async () => {
    expect(detectDocumentType(await makePdf(['Hello']))).toBe('pdf')
    expect(detectDocumentType(await makeDocx(['Hello']))).toBe('docx')
    expect(detectDocumentType(Buffer.from('PK\u0003\u0004 a zip without a document'))).toBeUndefined()
    expect(detectDocumentType(Buffer.from('plain text'))).toBeUndefined()
  })

  it('extracts their text, and a page’s', async () => {
    const pdf = await extractContained({ kind: 'pdf', bytes: await makePdf(['Line one', 'Line two']) })
    expect(pdf.text).toContain('Line one')
    const docx = await extractContained({ kind: 'docx', bytes: await makeDocx(['First', 'Second']) })
    expect(docx.text).toContain('Second')
    const page = await extractContained({ kind: 'html', body: '<title>T</title><main>Main</main>' })
    expect(page).toEqual({ text: 'Main', title: 'T' })
  })

  it.each([
    [
      'a damaged PDF',
      { kind: 'pdf', bytes: Buffer.from('%PDF-1.7 broken') },
      extractionFailures.unreadablePdf,
    ],
    [
      'a damaged Word document',
      { kind: 'docx', bytes: Buffer.from('PK\u0003\u0004 no') },
      extractionFailures.unreadableDocx,
    ],
    ['a page without text', { kind: 'html', body: '<nav>Menu</nav>' }, extractionFailures.noTextOnPage],
  ] as const)('refuses %s in words', async (_name, request, reason) => {
    await expect(extractContained(request)).rejects.toThrow(new UnreadableDocument(reason))
  })

  it('refuses a PDF without text in words', async () => {
    await expect(extractContained({ kind: 'pdf', bytes: await makePdf([]) })).rejects.toThrow(
      extractionFailures.noTextInFile,
    )
  })

  it('refuses a .docx whose part unpacks past the cap, counting while it inflates', async () => {
    const bomb = makeDocxBomb(40 * MB)
    expect(bomb.length).toBeLessThan(200 * 1024)
    await expect(extractContained({ kind: 'docx', bytes: bomb })).rejects.toThrow(
      extractionFailures.entryTooLarge(EXTRACTION_LIMITS),
    )
  })

  it('refuses a .docx whose parts together unpack past the cap', async () => {
    const limits = { ...EXTRACTION_LIMITS, entryMaxBytes: MB, totalMaxBytes: 2 * MB }
    const filler = Buffer.alloc(900 * 1024, 0x20)
    const docx = makeDocxBomb(1000, [
      { name: 'word/media/a.bin', data: filler },
      { name: 'word/media/b.bin', data: filler },
      { name: 'word/media/c.bin', data: filler },
    ])
    await expect(extractContained({ kind: 'docx', bytes: docx }, limits)).rejects.toThrow(
      extractionFailures.totalTooLarge(limits),
    )
  })

  it('refuses text past its cap, from a document or a page', async () => {
    const limits = { ...EXTRACTION_LIMITS, textMaxChars: 1000 }
    const tooMuch = new UnreadableDocument(extractionFailures.tooMuchText(limits))
    await expect(extractContained({ kind: 'docx', bytes: makeDocxBomb(20_000) }, limits)).rejects.toThrow(
      tooMuch,
    )
    const pdf = await makePdf(
      Array.from({ length: 30 }, () => 'A line of some fifty characters, give or take a few'),
    )
    await expect(extractContained({ kind: 'pdf', bytes: pdf }, limits)).rejects.toThrow(tooMuch)
    const page = `<p>${'word '.repeat(400)}</p>`
    await expect(extractContained({ kind: 'html', body: page }, limits)).rejects.toThrow(tooMuch)
  })

  it('stops a reading that needs more memory than its heap cap', async () => {
    const limits = { ...EXTRACTION_LIMITS, heapMb: 32 }
    await expect(extractContained({ kind: 'docx', bytes: makeDocxBomb(20 * MB) }, limits)).rejects.toThrow(
      extractionFailures.outOfMemory(limits),
    )
  })

  it('stops a reading that takes longer than its time limit', async () => {
    const limits = { ...EXTRACTION_LIMITS, timeoutMs: 5 }
    await expect(extractContained({ kind: 'pdf', bytes: await makePdf(['Slow']) }, limits)).rejects.toThrow(
      extractionFailures.tooSlow(limits),
    )
  })
})

describe('chunking', () => {
  it('keeps paragraphs together up to the limit and never exceeds it', () => {
    const sentence = 'This sentence is about social media posts for a bakery. '
    const text = [sentence.repeat(5), sentence.repeat(30), 'Short closing paragraph.'].join('\n\n')
    const chunks = chunkText(text)
    expect(chunks.length).toBeGreaterThan(2)
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX_CHARS)
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim())
  })

  it('cuts a single overlong sentence at a word', () => {
    const chunks = chunkText('word '.repeat(500), 100)
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(100)
    expect(chunks.join(' ').split(' ').length).toBe(500)
  })
})
