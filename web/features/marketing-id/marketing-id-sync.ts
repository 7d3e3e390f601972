import { FORM_TOKEN_HEADER } from '../../../shared/constants.ts'
import {
  MARKETING_ID_PARAM,
  MARKETING_ID_PATHS,
  MARKETING_ID_PATTERN,
} from '../../../shared/marketing-id/marketing-id-contract.ts'

export interface TMarketingIdSyncDeps {
  fetch: typeof fetch
  /**
   * The page's form token; a first visit's page has none (decision 092) and asks `fetchFormToken`, which
   * answers null rather than fail (browserFormToken).
   */
  formToken: string | null
  fetchFormToken?: () => Promise<string | null>
  /** The page's query: a campaign link may carry an id to suggest (?kmkid=…). */
  search: string
  baseUrl?: string
  /** Cancels the sync when the page's session changes (its form token is retired then). */
  signal?: AbortSignal
}

/**
 * Spec section 7: POST form /s/run/kmkid/sync, once advertising is allowed (decision 048). Answers the id
 * the server keeps, or null: a failed sync is ignored silently (spec section 8), nothing is logged.
 */
export async function syncMarketingId(deps: TMarketingIdSyncDeps): Promise<string | null> {
  try {
    const body = new URLSearchParams()
    const suggested = new URLSearchParams(deps.search).get(MARKETING_ID_PARAM)
    // Only a well-formed id is worth suggesting; the server refuses anything else.
    if (suggested && MARKETING_ID_PATTERN.test(suggested)) body.set('suggestedKmkid', suggested)
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    }
    const token = deps.formToken || (await deps.fetchFormToken?.()) || null
    if (token) headers[FORM_TOKEN_HEADER] = token
    const response = await deps.fetch(`${deps.baseUrl ?? ''}${MARKETING_ID_PATHS.sync}`, {
      method: 'POST',
      body,
      headers,
      credentials: 'same-origin',
      signal: deps.signal,
    })
    if (!response.ok) {
      // An unread body keeps the request open in some browsers.
      await response.body?.cancel().catch(() => {})
      return null
    }
    const answer = (await response.json()) as { kmkid?: unknown } | null
    return typeof answer?.kmkid === 'string' && MARKETING_ID_PATTERN.test(answer.kmkid) ? answer.kmkid : null
  } catch {
    return null
  }
}
