import { AUTH_STATE_PATH } from '../constants.ts'
import { TRIP_VERTICALS } from '../trips/trips-contract.ts'
import { EMBED_MESSAGE_LIMITS, EmbedErrorCode, type TEmbedErrorCode } from './embed-contract.ts'

/**
 * What a host may have the frame fetch (decision 049). Read-only calls only: a relayed call that
 * changed something would act for the user on the host's word (confused deputy), so none exists.
 * `credentials` says whether the user's cookies go along; the browser sends our SameSite=Lax cookies
 * only when the host is on our own site, so a host elsewhere always reads as a signed-out visitor.
 */
export interface RelayRule {
  id: 'catalogueSearch' | 'authState' | 'tripsStore'
  method: 'GET'
  /** The whole path, anchored. */
  path: RegExp
  /** Query names the host may set; the route behind validates the values. */
  params: readonly string[]
  credentials: 'omit' | 'same-origin'
}

export const RELAY_RULES: readonly RelayRule[] = [
  {
    // Public offers, the same for everyone: never with the user's cookies.
    id: 'catalogueSearch',
    method: 'GET',
    path: new RegExp(`^/i/api/catalogue/v1/(${TRIP_VERTICALS.join('|')})/search$`),
    params: ['from', 'to', 'date', 'destination', 'checkin', 'checkout', 'pickup', 'dropoff'],
    credentials: 'omit',
  },
  {
    // Whether the visitor is signed in, for the host's own greeting; same-site hosts only (see above).
    id: 'authState',
    method: 'GET',
    path: new RegExp(`^${AUTH_STATE_PATH}$`),
    params: [],
    credentials: 'same-origin',
  },
  {
    // The trips drawer's read (trips and saved count), never the store's POST.
    id: 'tripsStore',
    method: 'GET',
    path: /^\/trips\/api\/store$/,
    params: ['props'],
    credentials: 'same-origin',
  },
]

/** Headers a host may set; everything else is refused (never cookies, X-CSRF or authorization). */
export const RELAY_HEADERS = ['accept', 'accept-language'] as const

/**
 * A path the relay will consider: slash-separated segments of letters, digits, `_` and `-`. That one
 * shape refuses absolute and scheme-relative URLs, backslashes, dot segments, percent-encoding, queries
 * and fragments (params travel apart), whitespace and anything beyond ASCII, before a rule is looked at.
 */
export const RELAY_PATH_SHAPE = /^(\/[A-Za-z0-9_-]+)+$/

export function relayRuleFor(method: string, path: string): RelayRule | null {
  if (!RELAY_PATH_SHAPE.test(path)) return null
  return RELAY_RULES.find((rule) => rule.method === method && rule.path.test(path)) ?? null
}

export interface TRelayAsk {
  method: string
  url: string
  params?: Record<string, string | number | boolean> | undefined
  data?: unknown
  headers?: Record<string, string> | undefined
}

export type TRelayDecision =
  | {
      ok: true
      rule: RelayRule
      method: 'GET'
      /** Path and query, same-origin by construction. */
      url: string
      headers: Record<string, string>
      credentials: RelayRule['credentials']
    }
  | { ok: false; code: TEmbedErrorCode; description: string }

const refuse = (code: TEmbedErrorCode, description: string): TRelayDecision => ({
  ok: false,
  code,
  description,
})

/** The one gate of the relay: a host's ask becomes a call only if every part of it is allowed. */
export function decideRelay(ask: TRelayAsk): TRelayDecision {
  const { url, method } = ask
  if (typeof url !== 'string' || url.length > EMBED_MESSAGE_LIMITS.urlLength || !RELAY_PATH_SHAPE.test(url))
    return refuse(
      EmbedErrorCode.URL_REFUSED,
      'Only a plain same-origin API path is relayed (no scheme, host, query, dot segments or encoding).',
    )
  const forPath = RELAY_RULES.filter((r) => r.path.test(url))
  if (forPath.length === 0) return refuse(EmbedErrorCode.PATH_REFUSED, `The path ${url} is not relayed.`)
  const rule = forPath.find((r) => r.method === method)
  if (!rule) return refuse(EmbedErrorCode.METHOD_REFUSED, `Only ${forPath[0]?.method} is relayed for ${url}.`)
  if (ask.data !== undefined && ask.data !== null)
    return refuse(EmbedErrorCode.BODY_REFUSED, 'Relayed calls carry no body.')
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(ask.params ?? {})) {
    if (!rule.params.includes(name))
      return refuse(EmbedErrorCode.PARAM_REFUSED, `The parameter "${name}" is not relayed for ${url}.`)
    const text = String(value)
    if (text.length > EMBED_MESSAGE_LIMITS.paramValueLength)
      return refuse(EmbedErrorCode.PARAM_REFUSED, `The parameter "${name}" is too long.`)
    query.set(name, text)
  }
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(ask.headers ?? {})) {
    const lower = name.toLowerCase()
    if (!(RELAY_HEADERS as readonly string[]).includes(lower))
      return refuse(EmbedErrorCode.HEADER_REFUSED, `The header "${name}" may not be set by a host.`)
    // Printable ASCII only: no header splitting whatever fetch would do with it.
    if (
      typeof value !== 'string' ||
      !/^[\x20-\x7e]*$/.test(value) ||
      value.length > EMBED_MESSAGE_LIMITS.headerValueLength
    )
      return refuse(EmbedErrorCode.HEADER_REFUSED, `The header "${name}" has a value that is not relayed.`)
    headers[lower] = value
  }
  const search = query.toString()
  return {
    ok: true,
    rule,
    method: rule.method,
    url: search ? `${url}?${search}` : url,
    headers,
    credentials: rule.credentials,
  }
}
