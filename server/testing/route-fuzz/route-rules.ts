import type { LightMyRequestResponse } from 'fastify'
import { unstorableText } from '../../plugins/text-input.ts'
import type { RouteEntry } from '../../types.ts'
import type { FuzzRequest, RouteSeed } from './fuzz-requests.ts'
import type { RouteProfile, SentRequest } from './route-profile.ts'

/** Statuses any clean request may get: a rate limit, which a long run reaches. */
const ALWAYS = [429]
/** What a path of generated parameters may get: malformed (400), naming nothing (404), too long (414). */
const GENERATED_PATH = [400, 404, 414]

/** Keys Fastify's JSON parser refuses outright (prototype poisoning). */
const PROTOTYPE_KEY = /"(?:__proto__|constructor)"\s*:/

const decode = (text: string) => {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/**
 * A query string or form as Fastify's parser (fast-querystring) reads it: `+` is a space, an escape that
 * does not decode stays as sent, a repeated key gives an array.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = Object.create(null)
  for (const pair of text.split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    const key = decode(at === -1 ? pair : pair.slice(0, at))
    const value = decode(at === -1 ? '' : pair.slice(at + 1))
    const before = parsed[key]
    parsed[key] = before === undefined ? value : [before, value].flat()
  }
  return parsed
}

/** The path's parameters as the router decodes them, or null when one does not decode. */
function paramsOf(template: string, path: string): Record<string, string> | null {
  const names = template.split('/')
  const parts = path.split('/')
  const params: Record<string, string> = {}
  for (const [i, name] of names.entries()) {
    if (!name.startsWith(':')) continue
    try {
      params[name.slice(1)] = decodeURIComponent(parts[i] ?? '')
    } catch {
      return null
    }
  }
  return params
}

/** The body as the server parses it: JSON or a form; undefined for none (handlers read it as {}) or others. */
function bodyOf(request: FuzzRequest): unknown {
  const { payload, method, headers } = request.options
  if (typeof payload !== 'string' || method === 'GET' || method === 'HEAD') return undefined
  const type = String((headers as Record<string, string>)['content-type'] ?? '')
  if (type === 'application/x-www-form-urlencoded') return parseQueryString(payload)
  if (type !== 'application/json' && type !== 'application/json; charset=utf-8') return undefined
  try {
    return JSON.parse(payload) ?? undefined
  } catch {
    return undefined
  }
}

/** The request as the server reads it; `clean` when it passed every gate as one of the route's callers. */
export function sentRequest(
  route: RouteEntry,
  seed: RouteSeed | null,
  request: FuzzRequest,
  clean: boolean,
): SentRequest {
  const url = String(request.options.url)
  const at = url.indexOf('?')
  const path = at === -1 ? url : url.slice(0, at)
  const params = paramsOf(route.url, path)
  const query = parseQueryString(at === -1 ? '' : url.slice(at + 1))
  const body = bodyOf(request)
  return {
    clean,
    params,
    seeded: seed ? path === seed.path : !route.url.includes(':'),
    query,
    body,
    unreadable:
      unstorableText(params) ||
      unstorableText(query) ||
      unstorableText(body) ||
      (body !== undefined && PROTOTYPE_KEY.test(String(request.options.payload))),
  }
}

/** Which part of the request the route's schemas refuse, if any. */
function invalidPart(profile: RouteProfile, sent: SentRequest): 'body' | 'query' | null {
  if (profile.body && sent.body !== undefined && !profile.body.safeParse(sent.body).success) return 'body'
  if (profile.query && !profile.query.safeParse(sent.query).success) return 'query'
  return null
}

function redirectProblem(profile: RouteProfile, res: LightMyRequestResponse): string | null {
  if (!profile.redirect || res.statusCode >= 400) return null
  const location = String(res.headers.location ?? '')
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\'))
    return `sends the browser to ${location || 'nowhere'}, not a path of our own site`
  const { param, value } = profile.redirect
  const found = new URL(location, 'http://site.invalid').searchParams.get(param)
  return found === value ? null : `sends the browser to ${location}, without ${param}=${value}`
}

function answerProblem(profile: RouteProfile, res: LightMyRequestResponse): string | null {
  if (!profile.answer || res.statusCode >= 300) return null
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return null
  return profile.answer.safeParse(res.json()).success ? null : 'accepted with an answer not in its shape'
}

/**
 * Why the answer to a request of the route's own method breaks the route's own rules (its profile,
 * `route-profile.ts`), or null. The rules of every route are `fuzz-verdict.ts`'s.
 */
export function routeVerdict(
  profile: RouteProfile,
  sent: SentRequest,
  res: LightMyRequestResponse,
): string | null {
  const status = res.statusCode
  if (profile.accepts && status < 400 && !profile.accepts.includes(status))
    return `accepted with ${status}, where it accepts only with ${profile.accepts.join(' or ')}`
  const elsewhere = redirectProblem(profile, res) ?? answerProblem(profile, res)
  if (elsewhere) return elsewhere
  const invalid = invalidPart(profile, sent)
  if (invalid && status < 400) return `accepted a ${invalid} its schema refuses (${status})`
  if (!sent.clean) return null
  const allowed = new Set(ALWAYS)
  if (sent.unreadable || sent.params === null) allowed.add(400)
  if (!sent.seeded) for (const s of GENERATED_PATH) allowed.add(s)
  if (invalid && profile.invalidStatus !== undefined) allowed.add(profile.invalidStatus)
  else if (profile.statuses) {
    const expected = typeof profile.statuses === 'function' ? profile.statuses(sent) : profile.statuses
    for (const s of expected) allowed.add(s)
  } else return null
  return allowed.has(status)
    ? null
    : `status ${status}, where ${[...allowed].sort().join(', ')} were expected`
}
