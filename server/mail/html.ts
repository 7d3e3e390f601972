const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/** An absolute http(s) URL, or an error: links in mail come from our own code, never from a visitor. */
export function absoluteHttpUrl(value: string): string {
  const url = URL.parse(value)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('mail links must be absolute http(s) URLs')
  }
  return url.href
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g

/** Escapes plain text and turns the http(s) URLs in it into links. */
export function linkifyText(text: string): string {
  let html = ''
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0]
    html += escapeHtml(text.slice(last, match.index))
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return html + escapeHtml(text.slice(last))
}
