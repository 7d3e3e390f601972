import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import type { RouteEntry } from '../../types.ts'
import { mutated, oddJson, oddKey, oddString } from './fuzz-values.ts'

/** A valid request of a route (from its matrix sample or a seed of its own), to mutate. */
export interface RouteSeed {
  /** The path with its params filled with real ids. */
  path: string
  query: Record<string, string>
  body: unknown
}

/** A browser's session cookie and form token. */
export interface FuzzIdentity {
  cookie: string
  token: string
}

/** Whom the fuzzer sends as: mostly a signed-in member of the route, so that requests pass the gates. */
export interface FuzzCallers {
  /** The route's members: the fuzzer's admin (or a member of a role the route permits), support staff. */
  members: readonly FuzzIdentity[]
  /** A visitor's browser: a cookie and form token without a session. */
  visitor: FuzzIdentity
}

/** What the route's profile adds to generated requests (`route-profile.ts`). */
export interface RouteDomain {
  fields: readonly string[]
  queryFields: readonly string[]
  values: fc.Arbitrary<unknown> | null
  bodies: fc.Arbitrary<unknown> | null
  visitors: boolean
}
export const NO_DOMAIN: RouteDomain = {
  fields: [],
  queryFields: [],
  values: null,
  bodies: null,
  visitors: false,
}

/** One generated request, and how it was made (for the failure message and the route's rules). */
export interface FuzzRequest {
  options: InjectOptions
  bodyKind: string
  /**
   * The caller whose exact cookie and form token it carries (a member, or a visitor on a visitor's
   * route), when it has the route's method, no odd header and no body or a JSON one the parser reads:
   * a request that passes every gate. Otherwise null.
   */
  caller: FuzzIdentity | null
}

const OVERSIZED = JSON.stringify({ text: 'a'.repeat(1024 * 1024 + 16) })
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW'

/** encodeURIComponent, and for text it refuses (lone surrogates) their CESU-8 bytes, which are invalid UTF-8. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeURIComponent(text.toWellFormed()).replace(/%EF%BF%BD/g, '%ED%A0%80')
  }
}

/** What a header value may hold on the wire (light-my-request and Node refuse the rest). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8000)

const param = (seedValue: string | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    ...(seedValue === undefined ? [] : [{ arbitrary: fc.constant(seedValue), weight: 3 }]),
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: oddString().map((s) => encode(s.slice(0, 300)) || 'x'), weight: 3 },
    { arbitrary: fc.constantFrom('%zz', '%00', '..%2F..%2Fetc', '%2F%2Fevil', '%ED%A0%80'), weight: 1 },
  )

/** The route's url with each `:param` (and a wildcard) filled: from the seed, or odd values. */
function path(route: RouteEntry, seed: RouteSeed | null): fc.Arbitrary<string> {
  const template = route.url.split('/')
  const seedParts = seed?.path.split('/')
  const parts = template.map((part, i) => {
    if (part === '*')
      return fc.oneof(
        fc.constantFrom('', 'trips', 'business', 'signout', 'x/y/z', 'assets/x.js', '%2e%2e/%2e%2e'),
        fc.array(param(undefined), { maxLength: 4 }).map((p) => p.join('/')),
      )
    if (part.startsWith(':')) return param(seedParts?.[i])
    return fc.constant(part)
  })
  return fc.tuple(...parts).map((p) => p.join('/'))
}

/** A value as text, for a form or a query: the route's domain values too. */
const text = (domain: RouteDomain): fc.Arbitrary<string> =>
  domain.values
    ? fc.oneof(
        oddString(),
        domain.values.map((v) =>
          typeof v === 'object' && v !== null ? (JSON.stringify(v) ?? '') : String(v),
        ),
      )
    : oddString()

/** A query string: none, the seed's, the seed's mutated, odd keys and values, repeated keys, bad escapes. */
function query(seed: RouteSeed | null, domain: RouteDomain): fc.Arbitrary<string> {
  const seedQuery = seed?.query ?? {}
  const keys = [
    ...Object.keys(seedQuery),
    ...domain.queryFields,
    'redir',
    'page',
    'size',
    'query',
    'tokenId',
    'returnTo',
    'next',
  ]
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), oddKey()), text(domain)), {
    maxLength: 5,
  })
  const render = (entries: [string, string][]) =>
    entries.length ? `?${entries.map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 3000))}`).join('&')}` : ''
  return fc.oneof(
    { arbitrary: fc.constant(render(Object.entries(seedQuery))), weight: 3 },
    { arbitrary: pairs.map((p) => render([...Object.entries(seedQuery), ...p])), weight: 3 },
    { arbitrary: pairs.map(render), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '?%zz',
        '?a[b]=c&a[c]=d',
        '?page=1&page=2',
        '?=&&==',
        `?q=${'%41'.repeat(3000)}`,
      ),
      weight: 1,
    },
  )
}

const json = (seed: RouteSeed | null, domain: RouteDomain) =>
  fc.oneof(
    ...(seed?.body !== undefined
      ? [
          {
            arbitrary: mutated(seed.body, { values: domain.values ?? undefined, keys: domain.fields }).map(
              (b) => ({ kind: 'json:seed', payload: JSON.stringify(b) }),
            ),
            weight: 5,
          },
        ]
      : []),
    ...(domain.fields.length
      ? [
          {
            arbitrary: fc
              .dictionary(
                fc.constantFrom(...domain.fields),
                domain.values ? fc.oneof(domain.values, oddJson()) : oddJson(),
                { maxKeys: 6 },
              )
              .map((b) => ({ kind: 'json:fields', payload: JSON.stringify(b) })),
            weight: 4,
          },
        ]
      : []),
    ...(domain.bodies
      ? [
          {
            arbitrary: domain.bodies.map((b) => ({
              kind: 'json:domain',
              payload: JSON.stringify(b) ?? 'null',
            })),
            weight: 4,
          },
        ]
      : []),
    { arbitrary: oddJson().map((b) => ({ kind: 'json', payload: JSON.stringify(b) ?? 'null' })), weight: 4 },
    {
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          '[1,]',
          '{"a":1}{"b":2}',
          "{'a':1}",
          'NaN',
          '\u0000',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
        )
        .map((payload) => ({ kind: 'json:broken', payload })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'json:oversized', payload: OVERSIZED }), weight: 1 },
  )

const fieldsOf = (seed: RouteSeed | null): string[] =>
  seed?.body && typeof seed.body === 'object' ? Object.keys(seed.body) : []

const form = (seed: RouteSeed | null, domain: RouteDomain) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('redir', 'username', 'passwd', ...fieldsOf(seed), ...domain.fields),
          oddKey(),
        ),
        text(domain),
      ),
      {
        maxLength: 6,
      },
    )
    .map((pairs) => ({
      kind: 'form',
      payload: pairs.map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 5000))}`).join('&'),
    }))

/** A multipart body: fields and files with odd names, file names and types; sometimes cut short. */
const multipart = (seed: RouteSeed | null) =>
  fc
    .record({
      parts: fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('file', 'logo', 'message', 'csv', ...fieldsOf(seed)), oddKey()),
          filename: fc.option(
            fc.oneof(fc.constantFrom('a.png', 'x.csv', '../../x', 'a\u0000.png'), oddString()),
          ),
          type: fc.constantFrom('image/png', 'text/csv', 'application/octet-stream', 'text/html', 'x/y'),
          content: fc.oneof(oddString(), fc.constant('\x89PNG\r\n\x1a\n'), fc.constant('a'.repeat(100_000))),
        }),
        { maxLength: 4 },
      ),
      truncated: fc.boolean(),
    })
    .map(({ parts, truncated }) => {
      const body = parts
        .map((p) => {
          const file = p.filename === null ? '' : `; filename="${headerSafe(p.filename.slice(0, 200))}"`
          return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${headerSafe(p.name)}"${file}\r\nContent-Type: ${p.type}\r\n\r\n${p.content}\r\n`
        })
        .join('')
      return { kind: 'multipart', payload: truncated ? body : `${body}--${BOUNDARY}--\r\n` }
    })

/** A content type and a body that may or may not match it. */
function body(
  seed: RouteSeed | null,
  domain: RouteDomain,
): fc.Arbitrary<{ kind: string; type: string | null; payload?: string }> {
  const typed = (type: string | null, arb: fc.Arbitrary<{ kind: string; payload: string }>) =>
    arb.map((b) => ({ ...b, type }))
  return fc.oneof(
    { arbitrary: typed('application/json', json(seed, domain)), weight: 8 },
    { arbitrary: typed('application/json; charset=utf-8', json(seed, domain)), weight: 1 },
    { arbitrary: typed('application/x-www-form-urlencoded', form(seed, domain)), weight: 3 },
    { arbitrary: typed(`multipart/form-data; boundary=${BOUNDARY}`, multipart(seed)), weight: 2 },
    { arbitrary: fc.constant({ kind: 'none', type: null }), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/json; charset=utf-16',
            'multipart/form-data',
            'application/x-www-form-urlencoded; charset=latin1',
            'garbage',
            ';;;',
            'application/json, text/html',
          ),
          fc.oneof(oddString(), fc.constant('{}')),
        )
        .map(([type, payload]) => ({ kind: 'odd-type', type, payload })),
      weight: 2,
    },
  )
}

/** The session cookie as a browser would send it, or none, a forged one, or one among odd cookies. */
function cookie(identity: FuzzIdentity): fc.Arbitrary<string | null> {
  return fc.oneof(
    { arbitrary: fc.constant(identity.cookie), weight: 10 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: oddString().map((s) => `fw_sg=${encode(s.slice(0, 500))}`), weight: 1 },
    {
      arbitrary: oddString().map((s) => `${identity.cookie}; fw_consent=${encode(s.slice(0, 500))}; x=%zz`),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        `${identity.cookie}; ${identity.cookie}x`,
        'fw_sg=%00',
        '=;;=;',
        `a=${'b'.repeat(7000)}`,
      ),
      weight: 1,
    },
  )
}

const ODD_HEADERS: Record<string, fc.Arbitrary<string>> = {
  accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', '', 'x;q=abc'),
  'accept-language': fc.oneof(fc.constantFrom('en-GB', 'ko-KR,ko;q=0.9', '*', 'xx-YY;q=2', ''), oddString()),
  origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
  referer: fc.oneof(fc.constant('https://evil.example/x'), oddString()),
  'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'),
  'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1', 'garbage, 1.1.1.1'), oddString()),
  'x-forwarded-host': fc.oneof(fc.constant('evil.example'), oddString()),
  'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
  'user-agent': fc.oneof(fc.constant('x'.repeat(7000)), oddString()),
  'x-request-id': oddString(),
  'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
}

/** JSON bodies the body parser refuses before any route sees them (router-refusals.test.ts pins those). */
const GATED_JSON = ['json:broken', 'json:oversized']

/** Every request the fuzzer sends to one route: its own method mostly, otherwise another. */
export function fuzzRequest(
  route: RouteEntry,
  seed: RouteSeed | null,
  callers: FuzzCallers,
  domain: RouteDomain = NO_DOMAIN,
): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { arbitrary: fc.constant(route.method), weight: 12 },
    { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 },
  )
  const extra = fc
    .dictionary(fc.constantFrom(...Object.keys(ODD_HEADERS)), fc.constant(''), { maxKeys: 3 })
    .chain((d) =>
      fc.record(Object.fromEntries(Object.keys(d).map((k) => [k, ODD_HEADERS[k] as fc.Arbitrary<string>]))),
    )
  const caller = fc.oneof(
    { arbitrary: fc.constantFrom(...callers.members).map((id) => ({ id, member: true })), weight: 9 },
    { arbitrary: fc.constant({ id: callers.visitor, member: false }), weight: domain.visitors ? 9 : 2 },
  )
  const browser = caller.chain(({ id, member }) =>
    fc.record({
      id: fc.constant(id),
      member: fc.constant(member),
      cookie: cookie(id),
      token: fc.oneof(
        { arbitrary: fc.constant<string | null>(id.token), weight: 10 },
        { arbitrary: fc.constant<string | null>(null), weight: 1 },
        { arbitrary: oddString(), weight: 1 },
      ),
    }),
  )
  return fc
    .record({
      method,
      path: path(route, seed),
      query: query(seed, domain),
      body: body(seed, domain),
      browser,
      extra,
    })
    .map(({ method, path, query, body, browser, extra }) => {
      const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }
      for (const [name, value] of Object.entries(extra)) headers[name] = headerSafe(value)
      if (body.type) headers['content-type'] = body.type
      if (browser.cookie !== null) headers.cookie = headerSafe(browser.cookie)
      if (browser.token !== null) headers['x-csrf'] = headerSafe(browser.token)
      const sendsBody = body.payload !== undefined && method !== 'GET' && method !== 'HEAD'
      const passesGates =
        (browser.member || domain.visitors) &&
        browser.cookie === browser.id.cookie &&
        browser.token === browser.id.token &&
        Object.keys(extra).length === 0 &&
        method === route.method &&
        (!sendsBody || (body.kind.startsWith('json') && !GATED_JSON.includes(body.kind)))
      return {
        bodyKind: body.kind,
        caller: passesGates ? browser.id : null,
        options: {
          method: method as InjectOptions['method'],
          url: `${path}${query}`,
          headers,
          ...(sendsBody ? { payload: body.payload } : {}),
        },
      }
    })
}
