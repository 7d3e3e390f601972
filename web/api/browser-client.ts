import { GLOBAL_STATE_ELEMENT_ID } from '../../shared/constants.ts'
import { type ApiClient, createApiClient } from './client.ts'

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

/**
 * The browser's one client, made on first use: this module is also bundled for server rendering,
 * where there is no window, so nothing here may touch it at import time.
 */
export function browserApiClient(): ApiClient {
  if (client) return client
  if (typeof window === 'undefined')
    throw new Error('browserApiClient() is for the browser; the server has no page')
  const page = readPageState(window.document)
  client = createApiClient({
    baseUrl: '',
    // Called through window: an unbound fetch throws "Illegal invocation".
    fetch: (input, init) => window.fetch(input, init),
    getPageToken: () => page.formtoken,
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
