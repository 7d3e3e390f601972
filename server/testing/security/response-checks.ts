import type { LightMyRequestResponse } from 'fastify'

/**
 * What every answer must carry (checklist rows 31, 32 and 34; decision 063), as checks that return
 * what is wrong, so that a crawl over every route can list all problems at once.
 */

/** Media types that are text and so must name their character set (ASVS 4.1.1: text/*, *\/xml, *+xml, JSON). */
const TEXTUAL =
  /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded)\b|[\w.-]+\/[\w.-]+\+(json|xml)\b)/

/** A Content-Type on every answer with a body, and `charset=utf-8` on every textual one. */
export function contentTypeProblem(res: LightMyRequestResponse, method: string): string | null {
  const type = res.headers['content-type']
  const hasBody =
    method === 'HEAD' ? Number(res.headers['content-length'] ?? 0) > 0 : res.rawPayload.length > 0
  if (!type) return hasBody ? 'a body without a Content-Type' : null
  const value = String(type).toLowerCase()
  if (TEXTUAL.test(value) && !/;\s*charset=utf-8\b/.test(value)) return `${value} without charset=utf-8`
  return null
}

/** No answer lets another origin read it: no Access-Control-Allow-Origin naming it (or *), no credentials. */
export function corsProblem(res: LightMyRequestResponse): string | null {
  const allow = res.headers['access-control-allow-origin']
  const credentials = res.headers['access-control-allow-credentials']
  if (allow !== undefined) return `Access-Control-Allow-Origin: ${allow}`
  if (credentials !== undefined) return `Access-Control-Allow-Credentials: ${credentials}`
  return null
}

/** The headers every answer of the production server has, whatever its type (values allowed). */
export const EVERY_ANSWER: Record<string, readonly string[]> = {
  'strict-transport-security': ['max-age=63072000; includeSubDomains'],
  'x-content-type-options': ['nosniff'],
  // Answers that carry a secret (the social popup, the SSO return) send no Referer at all.
  'referrer-policy': ['strict-origin-when-cross-origin', 'no-referrer'],
  'x-frame-options': ['DENY'],
  'cross-origin-opener-policy': ['same-origin-allow-popups', 'same-origin'],
  'cross-origin-resource-policy': ['same-origin'],
}

/** The social sign-in popup's return page must keep its opener (decision 018): the one exception to COOP. */
const POPUP_RETURN = /^\/k\/run\/(google|naver|apple)auth\//

/** A CSP as directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/**
 * A page's CSP: scripts only from us or with this answer's nonce (every script element carries it, no
 * 'unsafe-inline'), no style attribute of our own, no plugins, no <base>, no framing.
 */
export function pagePolicyProblems(html: string, header: string): string[] {
  const csp = parseCsp(header)
  const problems: string[] = []
  const want = (name: string, sources: string[]) => {
    const got = csp.get(name)?.join(' ')
    if (got !== sources.join(' ')) problems.push(`${name} is "${got}", not "${sources.join(' ')}"`)
  }
  const fallback = csp.get('default-src')?.join(' ')
  if (fallback !== "'self'" && fallback !== "'none'") problems.push(`default-src is "${fallback}"`)
  // object-src falls back to default-src; base-uri and frame-ancestors do not.
  if ((csp.get('object-src')?.join(' ') ?? fallback) !== "'none'") problems.push('object-src is not none')
  want('base-uri', ["'none'"])
  want('frame-ancestors', ["'none'"])
  const scripts = csp.get('script-src') ?? []
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1)
  if (!nonce || nonce.length < 16) problems.push(`script-src has no nonce: ${scripts.join(' ')}`)
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'"))
    problems.push('unsafe script-src')
  // Our own markup writes no style attribute (React Aria's visually hidden inputs are the one exception).
  for (const styled of html.matchAll(/<[a-z][^>]*\sstyle="([^"]*)"/gi))
    if (!styled[1]?.startsWith('border:0;clip:rect(0 0 0 0)'))
      problems.push(`a style attribute of our own: ${styled[0]}`)
  // Data blocks (type="application/json") never run; every other script and style needs the nonce.
  for (const tag of html.match(/<(script|style)\b[^>]*>/g) ?? []) {
    if (!tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/json"'))
      problems.push(`an element without this answer's nonce: ${tag}`)
  }
  return problems
}

/**
 * Every header of EVERY_ANSWER; a page's policy (pagePolicyProblems); anything else the strictest one,
 * `default-src 'none'` (JSON, text, images and assets are never documents that run anything).
 */
export function securityHeaderProblems(res: LightMyRequestResponse, method: string, url: string): string[] {
  const problems: string[] = []
  for (const [name, values] of Object.entries(EVERY_ANSWER)) {
    const value = String(res.headers[name])
    const popupOpener =
      name === 'cross-origin-opener-policy' && POPUP_RETURN.test(url) && value === 'unsafe-none'
    if (!values.includes(value) && !popupOpener) problems.push(`${name}: ${value}`)
  }
  const header = String(res.headers['content-security-policy'] ?? '')
  if (String(res.headers['content-type']).startsWith('text/html')) {
    if (method !== 'HEAD') problems.push(...pagePolicyProblems(res.body, header))
  } else if (parseCsp(header).get('default-src')?.join(' ') !== "'none'") {
    problems.push(`content-security-policy: ${header}`)
  }
  return problems
}

/** The session cookie's name on an https origin: the browser then pins it to this host (ASVS 3.3.1). */
export const SESSION_COOKIE = '__Host-fw_sg'

/**
 * What is wrong with one Set-Cookie of the production server: the session cookie must be exactly
 * `__Host-fw_sg; Path=/; HttpOnly; Secure; SameSite=Lax` without Domain; any other cookie that holds
 * a value must be Secure and SameSite (a deletion, already expired, holds none).
 */
export function cookieProblems(setCookie: string): string[] {
  const [pair = '', ...parts] = setCookie.split(';').map((p) => p.trim())
  const name = pair.slice(0, pair.indexOf('='))
  const attrs = new Map(parts.map((p) => [p.split('=')[0]?.toLowerCase() ?? '', p.split('=')[1] ?? '']))
  const problems: string[] = []
  const expired = attrs.get('max-age') === '0' || /1970/.test(attrs.get('expires') ?? '')
  if (name === 'fw_sg') problems.push('the session cookie without the __Host- prefix')
  if (name === SESSION_COOKIE) {
    if (attrs.get('path') !== '/') problems.push('not Path=/')
    if (!attrs.has('httponly')) problems.push('not HttpOnly')
    if (attrs.get('samesite')?.toLowerCase() !== 'lax') problems.push('not SameSite=Lax')
    if (attrs.has('domain')) problems.push('a Domain')
  }
  if (!expired && !attrs.has('secure')) problems.push('not Secure')
  if (!expired && !attrs.has('samesite')) problems.push('no SameSite')
  return problems.map((p) => `${name}: ${p}`)
}
