import { AUTH_PATHS, AuthStatus, DEFAULT_AUTH_CONFIG } from '../../shared/auth/auth-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import type { ApiClient } from './client.ts'
import { ApiError } from './errors.ts'
import { changingSession } from './session-change.ts'

/** What every auth call resolves to; calls that only acknowledge answer `{status: 0}`. */
export type TAuthResult = Partial<TAuthResponse> & { status: 0 }

/**
 * How an auth call fails (spec section 8, login failure): statusCode ERROR (1) when the server answered
 * with a refusal, carrying its errorField, message and errorCode; REQUEST_ERROR (2) when no usable answer
 * came (network, non-JSON, no form token).
 */
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure'
  readonly statusCode: typeof AuthStatus.ERROR | typeof AuthStatus.REQUEST_ERROR
  readonly errorCode: string | null
  readonly errorField: string | null
  /** The HTTP status, when there was an answer. */
  readonly httpStatus: number | null

  constructor(
    fields: Pick<AuthFailure, 'statusCode' | 'errorCode' | 'errorField' | 'httpStatus'> & { message: string },
    cause?: unknown,
  ) {
    super(fields.message, { cause })
    this.statusCode = fields.statusCode
    this.errorCode = fields.errorCode
    this.errorField = fields.errorField
    this.httpStatus = fields.httpStatus
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Any rejection of the generic client, as the spec's auth failure. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error instanceof AuthFailure) return error
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as Record<string, unknown>
    const first = error.errors[0]
    return new AuthFailure(
      {
        statusCode: AuthStatus.ERROR,
        errorCode: text(body.errorCode) ?? first?.code ?? error.code,
        errorField: text(body.errorField),
        message: text(body.message) ?? first?.localizedDescription ?? first?.description ?? error.message,
        httpStatus: error.status,
      },
      error,
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new AuthFailure(
    {
      statusCode: AuthStatus.REQUEST_ERROR,
      errorCode: null,
      errorField: null,
      message,
      httpStatus: error instanceof ApiError ? error.status : null,
    },
    error,
  )
}

/** A 2xx answer must still say status 0; anything else is a refusal (or, when not JSON, no answer). */
export function checked(answer: unknown): TAuthResult {
  if (typeof answer !== 'object' || answer === null) {
    throw new AuthFailure({
      statusCode: AuthStatus.REQUEST_ERROR,
      errorCode: null,
      errorField: null,
      message: 'The server gave no auth response.',
      httpStatus: null,
    })
  }
  const body = answer as Record<string, unknown>
  if (body.status === AuthStatus.OK) return body as TAuthResult
  throw new AuthFailure({
    statusCode: AuthStatus.ERROR,
    errorCode: text(body.errorCode),
    errorField: text(body.errorField),
    message: text(body.message) ?? '',
    httpStatus: null,
  })
}

async function call(request: () => Promise<unknown>): Promise<TAuthResult> {
  let answer: unknown
  try {
    answer = await request()
  } catch (error) {
    throw toAuthFailure(error)
  }
  return checked(answer)
}

export interface TLoginInput {
  username: string
  passwd: string
  sticky?: boolean
}

export interface TRegisterInput {
  username: string
  passwd: string
  consent: boolean
  optin?: boolean
  /** The page the visitor registered from. */
  regurl?: string
}

export interface AuthApi {
  login(input: TLoginInput): Promise<TAuthResult>
  register(input: TRegisterInput): Promise<TAuthResult>
  forgot(username: string): Promise<TAuthResult>
  sendCode(username: string): Promise<TAuthResult>
  verifyCode(input: { username: string; code: string; sticky?: boolean }): Promise<TAuthResult>
  logout(): Promise<TAuthResult>
  /** The next sign-in in this browser joins the signed-in accounts instead of replacing them. */
  addAccount(): Promise<TAuthResult>
  switchAccount(tokenId: string, business: boolean): Promise<TAuthResult>
  resetPassword(token: string, passwd: string): Promise<TAuthResult>
  confirmAccount(token: string): Promise<TAuthResult>
  resendConfirmation(): Promise<TAuthResult>
}

/** `client` may be a getter: the browser's client exists only once a call is made in a browser. */
export function createAuthApi(clientOrGetter: ApiClient | (() => ApiClient)): AuthApi {
  const client = () => (typeof clientOrGetter === 'function' ? clientOrGetter() : clientOrGetter)
  const post = (path: string, fields: Record<string, string | boolean | undefined>) =>
    call(() => client().postForm(path, fields))
  const sessionPost: typeof post = (path, fields) => changingSession(() => post(path, fields))
  return {
    login: ({ username, passwd, sticky = DEFAULT_AUTH_CONFIG.rememberMeDefault }) =>
      sessionPost(AUTH_PATHS.login, { username, passwd, sticky, userInfo: true }),
    register: ({ username, passwd, consent, optin = DEFAULT_AUTH_CONFIG.emailDealsDefault, regurl }) =>
      sessionPost(AUTH_PATHS.register, { username, passwd, optin, regurl, consent }),
    forgot: (username) => post(AUTH_PATHS.forgot, { username }),
    sendCode: (username) => post(AUTH_PATHS.codeSend, { username }),
    verifyCode: ({ username, code, sticky = DEFAULT_AUTH_CONFIG.rememberMeDefault }) =>
      sessionPost(AUTH_PATHS.codeVerify, { username, code, sticky }),
    logout: () => sessionPost(AUTH_PATHS.logout, {}),
    addAccount: () => changingSession(() => call(() => client().get(AUTH_PATHS.add))),
    switchAccount: (tokenId, business) =>
      changingSession(() => call(() => client().get(AUTH_PATHS.switch, { tokenId, business }))),
    resetPassword: (token, passwd) => sessionPost(AUTH_PATHS.reset, { token, passwd }),
    confirmAccount: (token) => sessionPost(AUTH_PATHS.confirm, { token }),
    resendConfirmation: () => post(AUTH_PATHS.resendConfirmation, {}),
  }
}

let api: AuthApi | null = null

/** The browser's auth calls, over its one API client (made at the first call, never during server render). */
export function browserAuthApi(): AuthApi {
  api ??= createAuthApi(browserApiClient)
  return api
}
