import { PasskeyErrorCode, SILENT_PASSKEY_CODES } from '../../../shared/passkey/passkey-contract.ts'
import { ApiError } from '../../api/errors.ts'

/**
 * A passkey call refused with 400–499 (spec section 8): rejects with the server's errors list, its first
 * error's code and description. `silent` marks the codes the spec keeps quiet about.
 */
export class PasskeyRequestError extends ApiError {
  override readonly name = 'PasskeyRequestError'
  readonly description: string
  readonly silent: boolean

  constructor(source: ApiError) {
    super(source.status, source.url, source.body, source.code, source.message)
    this.description = source.errors[0]?.description ?? source.message
    this.silent = SILENT_PASSKEY_CODES.includes(this.code)
  }
}

/**
 * What a failed call rejects with: a PasskeyRequestError for 400–499 with an errors list; nothing at
 * all for 500 and above, a network failure or an answer that was not ours (spec: "reject empty").
 */
export function passkeyRejection(error: unknown): PasskeyRequestError | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length > 0) {
    return new PasskeyRequestError(error)
  }
  return undefined
}

/** NO_SUCH_USER at sign-in: passkeys are not used and the normal login carries on. */
export const isNotUsedAtLogin = (error: unknown) => error instanceof PasskeyRequestError && error.silent

/** The browser's own refusals (the user closed the prompt, another request took over, no passkey). */
export function isCeremonyCancelled(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown } | null
  return e?.name === 'NotAllowedError' || e?.name === 'AbortError' || e?.code === 'ERROR_CEREMONY_ABORTED'
}

/** Registration: the device already holds a passkey of this account (excludeCredentials matched). */
export function isAlreadyOnDevice(error: unknown): boolean {
  const e = error as { name?: unknown; code?: unknown } | null
  return e?.name === 'InvalidStateError' || e?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
}

export { PasskeyErrorCode }
