import { OPTIONAL_CATEGORIES, type TConsentCategory } from './privacy-contract.ts'

/**
 * The `consent` cookie (spec section 9): this browser's current choices, so that a page knows them without
 * a database read. The server is the authority (it writes the cookie, HttpOnly, with every record); the
 * records in the database are the proof (decision 028).
 */
export interface TConsentCookie {
  /** The browser's consent subject: every record of this browser carries it. */
  subjectId: string
  /** Chosen categories (strictlyNecessary implied); null while no choice was made. */
  categories: TConsentCategory[] | null
  /** When the categories were chosen (unix seconds), for the 13-month re-ask. */
  categoriesAt: number | null
  /** California opt-out: false when sharing is refused; null when never chosen. */
  allowDataSharing: boolean | null
  /** The opt-out came from a Global Privacy Control signal. */
  gpc: boolean
  /** Acknowledged dialogs: the text version the visitor acknowledged. */
  acks: { twoParty?: string; dataTransfer?: string }
  /**
   * A tag of the signed-in account whose saved choices this cookie already carries, so that later pages of
   * that account need no database read; another account's sign-in reads its own (decision 028).
   */
  account?: string
}

const PREFIX = 'v1.'
const LETTERS: Record<string, TConsentCategory> = { f: 'functional', a: 'advertising', n: 'analytical' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const VERSION = /^[A-Za-z0-9._-]{1,40}$/

function letterOf(category: TConsentCategory): string {
  return Object.entries(LETTERS).find(([, c]) => c === category)?.[0] ?? ''
}

/** Compact JSON in base64url: cookie-safe, about 120 bytes. */
export function encodeConsentCookie(value: TConsentCookie): string {
  const compact = {
    s: value.subjectId,
    c:
      value.categories === null
        ? null
        : value.categories
            .filter((c) => (OPTIONAL_CATEGORIES as readonly string[]).includes(c))
            .map(letterOf)
            .sort()
            .join(''),
    t: value.categoriesAt,
    d: value.allowDataSharing,
    g: value.gpc ? 1 : 0,
    k: value.acks,
    ...(value.account ? { u: value.account } : {}),
  }
  return PREFIX + base64url(JSON.stringify(compact))
}

/** Anything malformed reads as no cookie at all: the visitor is simply asked again. */
export function decodeConsentCookie(raw: string | undefined | null): TConsentCookie | null {
  if (!raw?.startsWith(PREFIX) || raw.length > 600) return null
  try {
    const v = JSON.parse(fromBase64url(raw.slice(PREFIX.length))) as Record<string, unknown>
    if (typeof v.s !== 'string' || !UUID.test(v.s)) return null
    let categories: TConsentCategory[] | null = null
    if (typeof v.c === 'string') {
      if (![...v.c].every((l) => l in LETTERS)) return null
      categories = ['strictlyNecessary', ...new Set([...v.c].map((l) => LETTERS[l] as TConsentCategory))]
    } else if (v.c !== null) return null
    const t = typeof v.t === 'number' && Number.isSafeInteger(v.t) && v.t > 0 ? v.t : null
    const d = typeof v.d === 'boolean' ? v.d : null
    const acks: TConsentCookie['acks'] = {}
    const k = (v.k ?? {}) as Record<string, unknown>
    if (typeof k.twoParty === 'string' && VERSION.test(k.twoParty)) acks.twoParty = k.twoParty
    if (typeof k.dataTransfer === 'string' && VERSION.test(k.dataTransfer)) acks.dataTransfer = k.dataTransfer
    const account = typeof v.u === 'string' && /^[0-9a-f]{12}$/.test(v.u) ? { account: v.u } : {}
    return {
      ...account,
      subjectId: v.s,
      categories,
      categoriesAt: categories ? t : null,
      allowDataSharing: d,
      gpc: v.g === 1,
      acks,
    }
  } catch {
    return null
  }
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}
