import { ErrorCode } from '../../shared/error-codes.ts'
import type { TApiError, TErrorBody } from '../../shared/errors.ts'

/**
 * The server's error shape, checked by hand rather than with the zod schema in shared/errors.ts so that
 * the client (part of the initial bundle) does not pull zod in.
 */
export function isApiErrorBody(value: unknown): value is TErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const errors = (value as { errors?: unknown }).errors
  return Array.isArray(errors) && errors.length > 0 && errors.every(isApiErrorItem)
}

function isApiErrorItem(item: unknown): item is TApiError {
  if (typeof item !== 'object' || item === null) return false
  const { code, description, localizedDescription } = item as Record<string, unknown>
  return (
    typeof code === 'string' &&
    typeof description === 'string' &&
    (localizedDescription === undefined || typeof localizedDescription === 'string')
  )
}

/** True when an errors list (of a body or an ApiError) holds `code`. */
export function hasErrorCode(value: unknown, code: string): boolean {
  return isApiErrorBody(value) && value.errors.some((e) => e.code === code)
}

/**
 * Every HTTP failure of the client. With a JSON body it carries that body and exposes its `errors` list
 * directly, so callers may treat the rejection as the body itself (spec: "rejects with that body").
 * Without one, `errors` is empty and the message is "status code url".
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError'
  readonly status: number
  readonly url: string
  /** The parsed JSON body, or the response text when it was not JSON. */
  readonly body: unknown
  readonly code: string
  readonly errors: readonly TApiError[]

  constructor(status: number, url: string, body: unknown, code: string, message: string) {
    super(message)
    this.status = status
    this.url = url
    this.body = body
    this.code = code
    this.errors = isApiErrorBody(body) ? body.errors : []
  }

  static fromBody(status: number, url: string, body: unknown): ApiError {
    const first = isApiErrorBody(body) ? body.errors[0] : undefined
    return new ApiError(
      status,
      url,
      body,
      first?.code ?? httpCode(status, ''),
      first?.description ?? `${status} ${url}`,
    )
  }

  static fromText(status: number, statusText: string, url: string, text: string): ApiError {
    const code = httpCode(status, statusText)
    return new ApiError(status, url, text, code, `${status} ${code} ${url}`)
  }
}

/** "Bad Gateway" → BAD_GATEWAY; HTTP_502 when the status line has no text (HTTP/2 never has one). */
function httpCode(status: number, statusText: string): string {
  const words = statusText
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
  return words.replace(/^_|_$/g, '') || `HTTP_${status}`
}

/** A call was redirected to the bot-check page: the user must pass it before retrying. */
export class CaptchaRequiredError extends ApiError {
  override readonly name = 'CaptchaRequiredError'
  constructor(status: number, url: string) {
    const body: TErrorBody = {
      errors: [{ code: ErrorCode.CAPTCHA_REQUIRED, description: 'A bot check must be passed first.' }],
    }
    super(status, url, body, ErrorCode.CAPTCHA_REQUIRED, `${ErrorCode.CAPTCHA_REQUIRED} ${url}`)
  }
}

/** The session ended; the client has already reloaded the page when the throttle allowed it. */
export class InvalidSessionError extends ApiError {
  override readonly name = 'InvalidSessionError'
  constructor(status: number, url: string, body: unknown) {
    super(status, url, body, ErrorCode.INVALID_SESSION, `${ErrorCode.INVALID_SESSION} ${url}`)
  }
}

// A server's description is never shown to a user: it is English, and was once a validator's own words.
// web/i18n/field-errors.ts says a refusal in the page's language (decision 078).
