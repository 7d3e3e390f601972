import { AUTH_PAGES } from './auth/auth-contract.ts'
import type { TGlobalState } from './global-state.ts'

/**
 * What the server gives the web render bundle (dist/ssr/entry-server.js) and gets back.
 * The server loads the bundle by path at start, so neither side imports the other.
 */
export interface TRenderInput {
  url: string
  state: TGlobalState
}

export interface TRenderOutput {
  status: number
  /** Title and meta tags, already escaped. */
  head: string
  /** The server-rendered app markup (header and footer shell included). */
  html: string
  /** Router data the client hydrates from, JSON-safe. */
  hydration: unknown
}

export type TRenderFunction = (input: TRenderInput) => Promise<TRenderOutput>

/** Paths answered with JSON, never with a page: an unknown one is a JSON 404. */
export const API_PREFIXES = ['/i/api/', '/s/run/', '/k/run/', '/horizon/', '/auth/', '/trips/api/'] as const
/** Pages that e-mailed links open, although they sit under the /auth/ API prefix. */
const PAGES_UNDER_API_PREFIXES: readonly string[] = Object.values(AUTH_PAGES)

export function isApiPath(pathname: string): boolean {
  if (PAGES_UNDER_API_PREFIXES.includes(pathname)) return false
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}
