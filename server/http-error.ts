import { ErrorCode } from '../shared/errors.ts'

/** An error a service or route raises on purpose: it reaches the client as its status and code. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly code: string
  constructor(statusCode: number, code: string, description: string) {
    super(description)
    this.statusCode = statusCode
    this.code = code
  }
}

export const notFound = (what = 'The resource') =>
  new HttpError(404, ErrorCode.NOT_FOUND, `${what} was not found.`)
export const forbidden = (description = 'You do not have permission to do this.') =>
  new HttpError(403, ErrorCode.PERMISSION_DENIED, description)
