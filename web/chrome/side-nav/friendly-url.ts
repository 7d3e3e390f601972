import {
  FRIENDLY_SEARCH_URL_PATH,
  FRIENDLY_URL_ERROR,
  isSafeConvertedUrl,
} from '../../../shared/chrome/friendly-url.ts'
import { FORM_TOKEN_HEADER } from '../../../shared/constants.ts'

export interface TFriendlyUrlRequest {
  originalVertical: string
  conversionVertical: string
  searchUrlToConvert: string
  /** Where the visitor goes when the call fails. */
  plainUrl: string
}

export interface TFriendlyUrlDeps {
  fetch: typeof fetch
  formToken: string | null
  baseUrl?: string
  log(message: string, error: unknown): void
}

/**
 * Spec sections 4, 7 and 8: asks the server for the friendly form of a search URL in the other vertical;
 * any failure (an error status, no or an unsafe convertedUrl, no network) is logged and gives the plain link.
 */
export async function resolveFriendlyUrl(
  request: TFriendlyUrlRequest,
  deps: TFriendlyUrlDeps,
): Promise<string> {
  const { plainUrl, ...fields } = request
  try {
    const headers: Record<string, string> = {
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    }
    if (deps.formToken) headers[FORM_TOKEN_HEADER] = deps.formToken
    const response = await deps.fetch(`${deps.baseUrl ?? ''}${FRIENDLY_SEARCH_URL_PATH}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers,
      credentials: 'same-origin',
    })
    if (!response.ok) throw new Error(`${response.status} ${FRIENDLY_SEARCH_URL_PATH}`)
    const body = (await response.json()) as { convertedUrl?: unknown } | null
    if (!isSafeConvertedUrl(body?.convertedUrl)) throw new Error('no usable convertedUrl')
    return body.convertedUrl
  } catch (error) {
    deps.log(FRIENDLY_URL_ERROR, error)
    return plainUrl
  }
}
