/**
 * Cuts a document's text into passages the search can rank and an answer can quote: whole paragraphs
 * where they fit, sentences where a paragraph is too long, never more than `maxChars` (except a single
 * sentence longer than that, which is cut at a word).
 */
export const CHUNK_MAX_CHARS = 900

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9£"'(])/

function pieces(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph]
  const out: string[] = []
  for (const sentence of paragraph.split(SENTENCE_END)) {
    if (sentence.length <= maxChars) {
      out.push(sentence)
      continue
    }
    let rest = sentence
    while (rest.length > maxChars) {
      const cut = rest.lastIndexOf(' ', maxChars)
      const at = cut > maxChars / 2 ? cut : maxChars
      out.push(rest.slice(0, at).trim())
      rest = rest.slice(at).trim()
    }
    if (rest) out.push(rest)
  }
  return out
}

/** Normalises white space: paragraphs separated by a blank line, lines inside joined by spaces. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
}

export function chunkText(text: string, maxChars = CHUNK_MAX_CHARS): string[] {
  const chunks: string[] = []
  let current = ''
  for (const paragraph of paragraphsOf(text)) {
    for (const piece of pieces(paragraph, maxChars)) {
      if (current && current.length + piece.length + 1 > maxChars) {
        chunks.push(current)
        current = ''
      }
      current = current ? `${current}\n${piece}` : piece
    }
  }
  if (current) chunks.push(current)
  return chunks
}
