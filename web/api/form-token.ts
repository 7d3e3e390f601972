import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  FORM_TOKEN_MISSING_ERROR,
  FORM_TOKEN_PATH,
} from '../../shared/constants.ts'

export interface FormTokenSource {
  baseUrl: string
  fetch: typeof fetch
  getPageToken(): string | null
}

export interface FormTokens {
  /** The fetched token if there is one, else the page's, else a fetched one (fetched once, then kept). */
  current(): Promise<string>
  /** Fetches a new token and keeps it in place of the page's (after the server refused the one sent). */
  refresh(): Promise<string>
}

// The token travels in a header, which takes visible ASCII only; an HTML page (a proxy's or the
// bot check's) answered in its place must not be taken for a token.
const TOKEN_SHAPE = /^[\x21-\x7e]{1,512}$/

export function createFormTokens(source: FormTokenSource): FormTokens {
  let fetched: string | null = null
  // Calls made at the same time share one request.
  let pending: Promise<string> | null = null

  function request(): Promise<string> {
    pending ??= retrieve(source)
      .then((token) => {
        fetched = token
        return token
      })
      .finally(() => {
        pending = null
      })
    return pending
  }

  return {
    async current() {
      if (fetched) return fetched
      const onPage = source.getPageToken()
      return onPage ? onPage : request()
    },
    refresh: request,
  }
}

async function retrieve({ baseUrl, fetch }: FormTokenSource): Promise<string> {
  let token = ''
  try {
    const response = await fetch(`${baseUrl}${FORM_TOKEN_PATH}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [AJAX_HEADER]: AJAX_HEADER_VALUE },
      body: '',
    })
    if (response.ok) token = (await response.text()).trim()
  } catch (cause) {
    throw new Error(FORM_TOKEN_MISSING_ERROR, { cause })
  }
  if (!TOKEN_SHAPE.test(token)) throw new Error(FORM_TOKEN_MISSING_ERROR)
  return token
}
