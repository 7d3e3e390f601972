import { ErrorCode } from '../shared/errors.ts'
import type { FieldIssue } from '../shared/field-issues.ts'

export interface HttpErrorOptions {
  /** Seconds for a Retry-After header (429 and 503). */
  retryAfterSeconds?: number
  /**
   * Sign-in routes answer failures in the spec's auth response shape as well (status ERROR,
   * errorCode, errorField, message), next to the common errors list.
   */
  authField?: string | null
  /** The field a refusal is about and why, for the form to show beside it (decision 078). */
  issue?: FieldIssue
  /**
   * Several fields refused at once, each with its own code (a booking's travellers, decision 084): the
   * errors list carries one item per problem, the first one's code being the error's.
   */
  issues?: readonly CodedFieldIssue[]
}

/** A field problem with the feature's own code for it. */
export interface CodedFieldIssue extends FieldIssue {
  code: string
  /** An English sentence for API clients; the field's common sentence when absent. */
  description?: string
}

/** An error a service or route raises on purpose: it reaches the client as its status and code. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly options: HttpErrorOptions
  constructor(statusCode: number, code: string, description: string, options: HttpErrorOptions = {}) {
    super(description)
    this.statusCode = statusCode
    this.code = code
    this.options = options
  }
}

export const notFound = (what = 'The resource') =>
  new HttpError(404, ErrorCode.NOT_FOUND, `${what} was not found.`)
/** The session is gone (signed out, expired, revoked): the client's shared handler asks to sign in. */
export const sessionGone = () => new HttpError(401, ErrorCode.INVALID_SESSION, 'Sign in to continue.')
export const forbidden = (description = 'You do not have permission to do this.') =>
  new HttpError(403, ErrorCode.PERMISSION_DENIED, description)

/** A 400 about one field, in the same terms as the schema's refusals. */
export const fieldRefused = (description: string, issue: FieldIssue) =>
  new HttpError(400, ErrorCode.VALIDATION_ERROR, description, { issue })
