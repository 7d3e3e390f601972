import { GLOBAL_STATE_ELEMENT_ID } from '../../shared/constants.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { createFormTokens, type FormTokenSource, type FormTokens } from './form-token.ts'

interface PageState {
  formtoken: string | null
  businessBasePath: string | undefined
}

/**
 * Reads what the client needs from the page's embedded state
 * (`<script id="fw-state" type="application/json">{"state":{...},"hydration":...}</script>`).
 * A missing or unreadable element gives no token, so the client fetches one.
 */
export function readPageState(doc: Pick<Document, 'getElementById'>): PageState {
  try {
    const text = doc.getElementById(GLOBAL_STATE_ELEMENT_ID)?.textContent
    const state = (JSON.parse(text || 'null') as { state?: Record<string, unknown> } | null)?.state
    const { formtoken, businessBasePath } = state ?? {}
    return {
      formtoken: typeof formtoken === 'string' && formtoken !== '' ? formtoken : null,
      businessBasePath: typeof businessBasePath === 'string' ? businessBasePath : undefined,
    }
  } catch {
    return { formtoken: null, businessBasePath: undefined }
  }
}

let client: ApiClient | null = null
let tokens: FormTokens | null = null

function browserOnly(what: string): void {
  if (typeof window === 'undefined') throw new Error(`${what} is for the browser; the server has no page`)
}

/**
 * The page's form token, or one asked for once and kept: a first visit's page carries none (decision 092).
 * Every caller that sends the token outside the client (the friendly-URL and marketing-id calls, the
 * embed's metrics) takes it from here, so that there is one token per page.
 */
export function browserFormTokens(): FormTokens {
  if (tokens) return tokens
  browserOnly('browserFormTokens()')
  tokens = createFormTokens(pageTokenSource())
  return tokens
}

/** This page's origin, fetch and embedded token: what the client and the tokens both call with. */
function pageTokenSource(): FormTokenSource {
  const page = readPageState(window.document)
  return {
    baseUrl: '',
    // Called through window: an unbound fetch throws "Illegal invocation".
    fetch: (input, init) => window.fetch(input, init),
    getPageToken: () => page.formtoken,
  }
}

/** The form token for a call made outside the client, or null when none can be had (the call then fails as it would). */
export function browserFormToken(): Promise<string | null> {
  return browserFormTokens()
    .current()
    .catch(() => null)
}

/**
 * The browser's one client, made on first use: this module is also bundled for server rendering,
 * where there is no window, so nothing here may touch it at import time.
 */
export function browserApiClient(): ApiClient {
  if (client) return client
  browserOnly('browserApiClient()')
  const page = readPageState(window.document)
  client = createApiClient({
    ...pageTokenSource(),
    formTokens: browserFormTokens(),
    // localStorage is reached on each use: its getter itself throws where storage is blocked,
    // and the client treats a throwing storage as "cannot throttle".
    storage: {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => window.localStorage.setItem(key, value),
    },
    location: {
      get pathname() {
        return window.location.pathname
      },
      get search() {
        return window.location.search
      },
      assign: (url) => window.location.assign(url),
      reload: () => window.location.reload(),
    },
    now: () => Date.now(),
    log: (error, context) => console.error('[api]', error, context),
    businessBasePath: page.businessBasePath,
  })
  return client
}
