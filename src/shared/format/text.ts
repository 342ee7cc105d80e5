/** A short preview of a longer text: the first `max` characters, with an ellipsis when cut. */
export function previewText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const characters = Array.from(flat)
  if (characters.length <= max) return flat
  return `${characters.slice(0, max).join('').trimEnd()}…`
}
