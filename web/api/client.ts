import {
  AJAX_HEADER,
  AJAX_HEADER_VALUE,
  BOT_CHECK_PATH,
  DEFAULT_BUSINESS_BASE_PATH,
  FORM_TOKEN_HEADER,
} from '../../shared/constants.ts'
import { ErrorCode } from '../../shared/error-codes.ts'
import { ApiError, CaptchaRequiredError, hasErrorCode, InvalidSessionError } from './errors.ts'
import { formBody, type TFormFields } from './form-body.ts'
import { createFormTokens, type FormTokenSource, type FormTokens } from './form-token.ts'
import { type TPaging, type TQueryParams, withPaging, withQuery } from './request-url.ts'
import { reloadForInvalidSession, type SessionErrorDeps, verifyRedirect } from './session-errors.ts'

export type { TFormFields, TFormValue } from './form-body.ts'
export type { TPaging, TQueryParams, TQueryValue } from './request-url.ts'

export interface ApiClientDeps extends FormTokenSource, SessionErrorDeps {
  /** Where the second-factor page lives (BUSINESS_BASE_PATH); /business unless set. */
  businessBasePath?: string
  /** Tokens shared with other callers of the page; the client's own otherwise. */
  formTokens?: FormTokens
}

/**
 * The generic client of spec section 7. Every call resolves to the parsed JSON (null on 204) and
 * rejects with an ApiError (or its subclasses CaptchaRequiredError, InvalidSessionError), or with
 * Error('Failed to retrieve formToken'), or with fetch's own error when the network fails.
 */
export interface ApiClient {
  get<T = unknown>(path: string, params?: TQueryParams): Promise<T>
  getPaginated<T = unknown>(path: string, paging: TPaging, params?: TQueryParams): Promise<T>
  postJson<T = unknown>(path: string, body?: unknown): Promise<T>
  postPaginated<T = unknown>(path: string, paging: TPaging, body?: unknown): Promise<T>
  /** `signal` cancels a background call (see session-change.ts). */
  postForm<T = unknown>(path: string, fields: TFormFields, options?: { signal?: AbortSignal }): Promise<T>
  put<T = unknown>(path: string, body?: unknown): Promise<T>
  delete<T = unknown>(path: string): Promise<T>
}

interface Outgoing {
  method: string
  path: string
  body?: BodyInit
  contentType?: string
  signal?: AbortSignal
}

interface Answer {
  status: number
  statusText: string
  url: string
  /** Whether the body was JSON (by content-type, and parsed); `json` holds it then. */
  isJson: boolean
  json: unknown
  text: string
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const tokens = deps.formTokens ?? createFormTokens(deps)
  const businessBasePath = deps.businessBasePath ?? DEFAULT_BUSINESS_BASE_PATH

  async function exchange(out: Outgoing, token: string): Promise<Answer> {
    const url = `${deps.baseUrl}${out.path}`
    const headers: Record<string, string> = {
      accept: 'application/json',
      [AJAX_HEADER]: AJAX_HEADER_VALUE,
      [FORM_TOKEN_HEADER]: token,
    }
    if (out.contentType) headers['content-type'] = out.contentType
    // Redirects are followed (the default): with redirect 'manual' a browser hands back an opaque
    // response with no status or Location, so a bot-check redirect could not be told from any other.
    const response = await deps.fetch(url, {
      method: out.method,
      headers,
      body: out.body,
      credentials: 'same-origin',
      signal: out.signal,
    })
    if (response.redirected && pathOf(response.url).startsWith(BOT_CHECK_PATH)) {
      throw new CaptchaRequiredError(response.status, url)
    }
    const text = response.status === 204 ? '' : await response.text()
    const parsed = /\bjson\b/i.test(response.headers.get('content-type') ?? '') ? parseJson(text) : undefined
    const base = { status: response.status, statusText: response.statusText, url, text }
    return parsed
      ? { ...base, isJson: true, json: parsed.value }
      : { ...base, isJson: false, json: undefined }
  }

  async function send<T>(out: Outgoing): Promise<T> {
    let answer = await exchange(out, await tokens.current())
    // The token is bound to the browser's session group, which is replaced at sign-in: a page loaded
    // before signing in (or in another tab) holds a stale token. One fresh token and one retry recover
    // that; a second refusal is final, so blocked cookies cannot loop.
    if (answer.status === 403 && hasErrorCode(answer.json, ErrorCode.INVALID_FORM_TOKEN)) {
      answer = await exchange(out, await tokens.refresh())
    }
    return settle<T>(answer)
  }

  function settle<T>(answer: Answer): T {
    const { status, url, json } = answer
    // A success that is not JSON (a text/plain id) is handed over as its text; an empty one as null.
    if (status >= 200 && status < 300) return (answer.isJson ? json : answer.text || null) as T
    if (typeof json !== 'object' || json === null)
      throw ApiError.fromText(status, answer.statusText, url, answer.text)
    if (hasErrorCode(json, ErrorCode.INVALID_SESSION)) {
      reloadForInvalidSession(deps)
      throw new InvalidSessionError(status, url, json)
    }
    if (hasErrorCode(json, ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION)) {
      const target = verifyRedirect(deps.location, businessBasePath)
      if (target) deps.location.assign(target)
    }
    throw ApiError.fromBody(status, url, json)
  }

  const jsonBody = (value: unknown): Pick<Outgoing, 'body' | 'contentType'> =>
    value === undefined ? {} : { body: JSON.stringify(value), contentType: 'application/json' }

  return {
    get: (path, params) => send({ method: 'GET', path: withQuery(path, params) }),
    getPaginated: (path, paging, params) => send({ method: 'GET', path: withPaging(path, paging, params) }),
    postJson: (path, body) => send({ method: 'POST', path, ...jsonBody(body) }),
    postPaginated: (path, paging, body) =>
      send({ method: 'POST', path: withPaging(path, paging), ...jsonBody(body) }),
    postForm: (path, fields, options) =>
      send({ method: 'POST', path, body: formBody(fields), signal: options?.signal }),
    put: (path, body) => send({ method: 'PUT', path, ...jsonBody(body) }),
    delete: (path) => send({ method: 'DELETE', path }),
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return ''
  }
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}
