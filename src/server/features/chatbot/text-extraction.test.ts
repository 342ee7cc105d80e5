import { describe, expect, it } from 'vitest'
import { makeDocx, makePdf } from '../../../../tests/support/training-documents.ts'
import { CHUNK_MAX_CHARS, chunkText } from './chunking.ts'
import { detectDocumentType, extractDocumentText, UnreadableDocument } from './document-text.ts'
import { decodeEntities, htmlToText } from './html-text.ts'

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

  it('uses the body when there is no main element', () => {
    expect(htmlToText('<body><nav>Menu</nav><div>Body text</div></body>').text).toBe('Body text')
  })

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('&pound;15 &#8211; &#x2014; &nbsp;&lt;b&gt; &unknown;')).toBe(
      '£15 – —  <b> &unknown;',
    )
  })
})

describe('documents', () => {
  it('tells PDF and Word documents by their content', async () => {
    expect(detectDocumentType(await makePdf(['Hello']))).toBe('pdf')
    expect(detectDocumentType(await makeDocx(['Hello']))).toBe('docx')
    expect(detectDocumentType(Buffer.from('PK\u0003\u0004 a zip without a document'))).toBeUndefined()
    expect(detectDocumentType(Buffer.from('plain text'))).toBeUndefined()
  })

  it('extracts their text', async () => {
    expect(await extractDocumentText('pdf', await makePdf(['Line one', 'Line two']))).toContain('Line one')
    expect(await extractDocumentText('docx', await makeDocx(['First', 'Second']))).toContain('Second')
  })

  it('refuses a damaged or empty document in words', async () => {
    await expect(extractDocumentText('pdf', Buffer.from('%PDF-1.7 broken'))).rejects.toBeInstanceOf(
      UnreadableDocument,
    )
    await expect(extractDocumentText('pdf', await makePdf([]))).rejects.toThrow('No text was found')
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
