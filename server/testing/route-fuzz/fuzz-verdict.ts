import type { LightMyRequestResponse } from 'fastify'
import { ZErrorBodySchema } from '../../../shared/errors.ts'

/**
 * What no answer may hold, whatever its status: a stack frame, a file path of the server, a database's
 * or driver's own words, a JavaScript error's message.
 */
const LEAKS: readonly [string, RegExp][] = [
  ['stack frame', /\n\s+at [^\n]+:\d+:\d+|\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)/],
  ['server file path', /\/(?:work|home|usr|app|srv)\/[\w./-]*\.(?:ts|js|mjs)\b|node_modules\//],
  [
    'database error',
    /syntax error at or near|invalid input syntax for|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|invalid byte sequence for encoding|relation "[\w.]+" does not exist|column "\w+" (?:of relation|does not exist)|value too long for type|out of range for type|unterminated quoted string/i,
  ],
  ['driver name', /\b(?:PGlite|kysely|node-postgres|ioredis|ECONNREFUSED)\b/],
  [
    'JavaScript error',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b|Cannot read propert(?:y|ies) of|is not a function|Maximum call stack/,
  ],
]

/**
 * 503 codes that say a feature is not set up in this deployment (tested as such by their areas): the
 * fuzzer's app runs without a mailbox provider. Any other 5xx is a fault.
 */
const NOT_SET_UP = new Set(['INBOX_SYNC_UNAVAILABLE'])

function declaredUnavailable(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 503) return false
  try {
    const code = (JSON.parse(res.body) as { errors?: { code?: string }[] }).errors?.[0]?.code
    return code !== undefined && NOT_SET_UP.has(code)
  } catch {
    return false
  }
}

/** Why the answer breaks the rules of bad input (decision 062), or null when it keeps them. */
export function verdict(
  res: LightMyRequestResponse,
  route: { allowsHtml: boolean; servesFiles: boolean; ownPage: boolean },
): string | null {
  if (res.statusCode >= 500 && !declaredUnavailable(res)) return `status ${res.statusCode}`
  // Only what a browser navigates to may send it elsewhere; an API answers data or a refusal.
  if (res.statusCode >= 300 && res.statusCode < 400 && !route.allowsHtml)
    return `redirect ${res.statusCode} from a route no browser navigates to`
  const type = String(res.headers['content-type'] ?? '')
  // Built files (scripts, styles, source maps) and the site's pages are the same for every request: they
  // are read for leaks when they answer a refusal, not when they serve the build. A popup's step renders
  // what it was sent, so it is read whatever it answers.
  const served =
    res.statusCode < 400 && !route.ownPage && (route.servesFiles || !type.startsWith('application/json'))
  const leak = served ? undefined : LEAKS.find(([, pattern]) => pattern.test(res.body))
  if (leak) return `${leak[0]} in the body`
  if (res.statusCode >= 400 && res.body !== '') {
    // A route a browser navigates to refuses with a page (the site's not-found page, the popup's note).
    if (route.allowsHtml && type.startsWith('text/html')) return null
    if (!type.startsWith('application/json')) return `refusal of type ${type || 'none'}`
    let parsed: unknown
    try {
      parsed = JSON.parse(res.body)
    } catch {
      return 'refusal that is not JSON'
    }
    if (!ZErrorBodySchema.safeParse(parsed).success)
      return 'refusal not in the {errors:[{code,description}]} shape'
  }
  return null
}
