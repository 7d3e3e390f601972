/**
 * The longest start of `text` of at most `length` UTF-16 units (as `maxLength` counts them) that does not
 * split a character: an emoji is kept whole or left out.
 */
export function cutToLength(text: string, length: number): string {
  if (text.length <= length) return text
  let out = ''
  for (const ch of text) {
    if (out.length + ch.length > length) break
    out += ch
  }
  return out
}
