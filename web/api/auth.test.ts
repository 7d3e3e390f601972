import { describe, expect, it, vi } from 'vitest'
import { AUTH_MESSAGES, AUTH_PATHS, AuthErrorCode, AuthStatus } from '../../shared/auth/auth-contract.ts'
import { fakeLocation, MemoryStorage } from '../testing/api/fake-browser.ts'
import { AuthFailure, createAuthApi, toAuthFailure } from './auth.ts'
import { createApiClient } from './client.ts'

interface Sent {
  method: string
  url: string
  headers: Headers
  body: string
}

type Answer = { status: number; json?: unknown; text?: string; contentType?: string } | Error

/** A fetch that answers from a table by path and records what was sent. */
function fakeServer(answers: Record<string, Answer>) {
  const sent: Sent[] = []
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input)
    sent.push({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: init?.body ? String(init.body) : '',
    })
    const answer = answers[new URL(url, 'http://site.test').pathname]
    if (!answer) return new Response('no route', { status: 404 })
    if (answer instanceof Error) throw answer
    const body = answer.json === undefined ? (answer.text ?? '') : JSON.stringify(answer.json)
    return new Response(body, {
      status: answer.status,
      headers: {
        'content-type': answer.contentType ?? (answer.json === undefined ? 'text/plain' : 'application/json'),
      },
    })
  })
  const client = createApiClient({
    baseUrl: 'http://site.test',
    fetch,
    getPageToken: () => 'page-token',
    storage: new MemoryStorage(),
    location: fakeLocation(),
    now: () => 0,
    log: vi.fn(),
  })
  return { api: createAuthApi(client), sent }
}

const ok = (extra: Record<string, unknown> = {}) => ({ status: 200, json: { status: 0, ...extra } })

/** The server's failure body: the auth response fields and the common errors list. */
function refusal(status: number, errorCode: string, message: string, errorField: string | null = null) {
  return {
    status,
    json: {
      status: 1,
      errorCode,
      errorField,
      message,
      userInfo: null,
      formToken: null,
      loginRedirectUrl: null,
      businessRedirectUrl: null,
      errors: [{ code: errorCode, description: message }],
    },
  }
}

async function failureOf(promise: Promise<unknown>): Promise<AuthFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AuthFailure)
  return error as AuthFailure
}

describe('auth calls', () => {
  it('posts the login form URL-encoded with the form token, sticky and userInfo', async () => {
    const { api, sent } = fakeServer({
      [AUTH_PATHS.login]: ok({ formToken: 'new-token', loginRedirectUrl: '/trips' }),
    })
    const result = await api.login({ username: 'a@b.test', passwd: 'pass phrase here', sticky: false })
    expect(result).toMatchObject({ status: 0, formToken: 'new-token', loginRedirectUrl: '/trips' })
    const [request] = sent
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('x-csrf')).toBe('page-token')
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      username: 'a@b.test',
      passwd: 'pass phrase here',
      sticky: 'false',
      userInfo: 'true',
    })
  })

  it('sends the configured defaults: remember me, and no deals by e-mail on register unless asked for', async () => {
    const { api, sent } = fakeServer({ [AUTH_PATHS.login]: ok(), [AUTH_PATHS.register]: ok() })
    await api.login({ username: 'a@b.test', passwd: 'x' })
    await api.register({ username: 'a@b.test', passwd: 'y', consent: true, regurl: '/trips' })
    expect(new URLSearchParams(sent[0]?.body).get('sticky')).toBe('true')
    expect(Object.fromEntries(new URLSearchParams(sent[1]?.body))).toEqual({
      username: 'a@b.test',
      passwd: 'y',
      optin: 'false',
      regurl: '/trips',
      consent: 'true',
    })
  })

  it('calls add and switch as GET with the form token, the switch with tokenId and business', async () => {
    const { api, sent } = fakeServer({
      [AUTH_PATHS.add]: ok(),
      [AUTH_PATHS.switch]: ok({ businessRedirectUrl: '/business' }),
    })
    await api.addAccount()
    const switched = await api.switchAccount('tok_123456789', true)
    expect(switched.businessRedirectUrl).toBe('/business')
    expect(sent.map((s) => s.method)).toEqual(['GET', 'GET'])
    expect(sent.every((s) => s.headers.get('x-csrf') === 'page-token')).toBe(true)
    expect(sent[1]?.url).toBe(`http://site.test${AUTH_PATHS.switch}?tokenId=tok_123456789&business=true`)
  })

  it('posts the remaining forms with their fields', async () => {
    const paths = [
      AUTH_PATHS.forgot,
      AUTH_PATHS.codeSend,
      AUTH_PATHS.codeVerify,
      AUTH_PATHS.reset,
      AUTH_PATHS.confirm,
      AUTH_PATHS.resendConfirmation,
      AUTH_PATHS.logout,
    ]
    const { api, sent } = fakeServer(Object.fromEntries(paths.map((p) => [p, ok()])))
    await api.forgot('a@b.test')
    await api.sendCode('a@b.test')
    await api.verifyCode({ username: 'a@b.test', code: '123456' })
    await api.resetPassword('t'.repeat(30), 'new pass')
    await api.confirmAccount('c'.repeat(30))
    await api.resendConfirmation()
    await api.logout()
    expect(
      sent.map((s) => [new URL(s.url).pathname, Object.fromEntries(new URLSearchParams(s.body))]),
    ).toEqual([
      [AUTH_PATHS.forgot, { username: 'a@b.test' }],
      [AUTH_PATHS.codeSend, { username: 'a@b.test' }],
      [AUTH_PATHS.codeVerify, { username: 'a@b.test', code: '123456', sticky: 'true' }],
      [AUTH_PATHS.reset, { token: 't'.repeat(30), passwd: 'new pass' }],
      [AUTH_PATHS.confirm, { token: 'c'.repeat(30) }],
      [AUTH_PATHS.resendConfirmation, {}],
      [AUTH_PATHS.logout, {}],
    ])
  })
})

describe('auth failures (spec section 8)', () => {
  it.each([
    [401, AuthErrorCode.INVALID_CREDENTIALS, 'Wrong e-mail or password.', 'passwd'],
    [403, AuthErrorCode.ACCOUNT_LOCKED, AUTH_MESSAGES.ACCOUNT_LOCKED, null],
    [403, AuthErrorCode.ACCOUNT_DISABLED, AUTH_MESSAGES.ACCOUNT_DISABLED, null],
    [429, AuthErrorCode.TOO_MANY_ATTEMPTS, 'Too many attempts.', null],
    [400, 'VALIDATION_ERROR', 'Enter an e-mail address.', 'username'],
  ])(
    'a %i %s rejects with statusCode ERROR, its errorField, message and errorCode',
    async (status, code, message, field) => {
      const { api } = fakeServer({ [AUTH_PATHS.login]: refusal(status, code, message, field) })
      const failure = await failureOf(api.login({ username: 'a@b.test', passwd: 'x' }))
      expect(failure).toMatchObject({
        statusCode: AuthStatus.ERROR,
        errorCode: code,
        errorField: field,
        message,
        httpStatus: status,
      })
    },
  )

  it('takes the code and text from the errors list when the body has no auth fields', async () => {
    const { api } = fakeServer({
      [AUTH_PATHS.forgot]: {
        status: 503,
        json: { errors: [{ code: 'BUSY', description: 'Busy.', localizedDescription: '바쁩니다.' }] },
      },
    })
    const failure = await failureOf(api.forgot('a@b.test'))
    expect(failure).toMatchObject({ statusCode: AuthStatus.ERROR, errorCode: 'BUSY', message: '바쁩니다.' })
  })

  it('a network failure or a non-JSON answer rejects with statusCode REQUEST_ERROR', async () => {
    const { api } = fakeServer({
      [AUTH_PATHS.login]: new TypeError('Failed to fetch'),
      [AUTH_PATHS.logout]: { status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' },
    })
    const network = await failureOf(api.login({ username: 'a@b.test', passwd: 'x' }))
    expect(network).toMatchObject({ statusCode: AuthStatus.REQUEST_ERROR, errorCode: null, httpStatus: null })
    expect(network.cause).toBeInstanceOf(TypeError)
    const gateway = await failureOf(api.logout())
    expect(gateway).toMatchObject({ statusCode: AuthStatus.REQUEST_ERROR, httpStatus: 502 })
  })

  it('a success that is not an auth response, or says another status, is refused too', async () => {
    const { api } = fakeServer({
      [AUTH_PATHS.forgot]: { status: 200, text: 'ok' },
      [AUTH_PATHS.codeSend]: {
        status: 200,
        json: { status: 1, errorCode: 'CODE_INVALID', errorField: 'code', message: 'Wrong code.' },
      },
    })
    expect(await failureOf(api.forgot('a@b.test'))).toMatchObject({ statusCode: AuthStatus.REQUEST_ERROR })
    expect(await failureOf(api.sendCode('a@b.test'))).toMatchObject({
      statusCode: AuthStatus.ERROR,
      errorCode: 'CODE_INVALID',
      errorField: 'code',
    })
  })

  it('keeps an AuthFailure as it is and wraps anything else', () => {
    const failure = new AuthFailure({
      statusCode: AuthStatus.ERROR,
      errorCode: 'X',
      errorField: null,
      message: 'm',
      httpStatus: 400,
    })
    expect(toAuthFailure(failure)).toBe(failure)
    expect(toAuthFailure('boom')).toMatchObject({ statusCode: AuthStatus.REQUEST_ERROR, message: 'boom' })
  })
})

describe('browserAuthApi', () => {
  it('can be made where there is no window (server render); only a call needs the browser', async () => {
    const { browserAuthApi } = await import('./auth.ts')
    const api = browserAuthApi()
    expect(await failureOf(api.logout())).toMatchObject({ statusCode: AuthStatus.REQUEST_ERROR })
  })
})
