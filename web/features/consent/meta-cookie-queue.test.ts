import { describe, expect, it } from 'vitest'
import { PRIVACY_LOG_MESSAGES } from '../../../shared/privacy/privacy-contract.ts'
import { listeningServer } from '../../testing/api/listening-server.ts'
import { consentEnvironment } from '../../testing/features/consent/consent-test-kit.tsx'
import { createMetaCookieQueue } from './meta-cookie-queue.ts'

describe('the meta-cookie queue', () => {
  const server = listeningServer()

  const calls = (env: ReturnType<typeof consentEnvironment>) =>
    env.jar.requests
      .filter((r) => !r.url.endsWith('/s/run/formtoken'))
      .map((r) => `${r.method} ${new URL(r.url).pathname}`)

  it('PUTs in order, one after another', async () => {
    const env = consentEnvironment(server.baseUrl, 'au')
    const queue = createMetaCookieQueue(env.api, env.log)
    const results = await Promise.all([
      queue.set('HIDE_COOKIES_MESSAGE', 'true'),
      queue.set('HIDE_COOKIES_MESSAGE_NP', 'true'),
      queue.set('HIDE_COOKIES_MESSAGE', null),
    ])
    expect(results).toEqual([true, true, true])
    expect(calls(env)).toEqual([
      'PUT /i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE',
      'PUT /i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE_NP',
      'PUT /i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE',
    ])
    expect(env.jar.cookies.get('HIDE_COOKIES_MESSAGE_NP')).toBe('true')
  })

  it('on a failure logs and stops: nothing after it is sent', async () => {
    const env = consentEnvironment(server.baseUrl, 'au', (f) => async (input, init) => {
      if (String(input).includes('HIDE_COOKIES_MESSAGE_NP')) throw new TypeError('Failed to fetch')
      return f(input, init)
    })
    const queue = createMetaCookieQueue(env.api, env.log)
    const results = await Promise.all([
      queue.set('HIDE_COOKIES_MESSAGE_NP', 'true'),
      queue.set('HIDE_COOKIES_MESSAGE', 'true'),
    ])
    expect(results).toEqual([false, false])
    expect(await queue.set('HIDE_DATA_TRANSFER_DISCLAIMER', 'x')).toBe(false)
    expect(env.log).toHaveBeenCalledOnce()
    expect(env.log).toHaveBeenCalledWith(expect.any(TypeError), {
      message: PRIVACY_LOG_MESSAGES.metaCookie,
      name: 'HIDE_COOKIES_MESSAGE_NP',
    })
    expect(calls(env)).toEqual([])
  })

  it('falls back to the legacy form post /s/cookie when the PUT route is unavailable (404, 405 or 501)', async () => {
    for (const status of [404, 405, 501]) {
      const refused: string[] = []
      const env = consentEnvironment(server.baseUrl, 'au', (f) => async (input, init) => {
        if (init?.method === 'PUT') {
          refused.push(new URL(String(input)).pathname)
          return new Response(JSON.stringify({ errors: [{ code: 'NOT_FOUND', description: 'gone' }] }), {
            status,
            headers: { 'content-type': 'application/json' },
          })
        }
        return f(input, init)
      })
      const queue = createMetaCookieQueue(env.api, env.log)
      expect(await queue.set('HIDE_COOKIES_MESSAGE', 'true')).toBe(true)
      expect(refused).toEqual(['/i/api/cookies/v2/meta/HIDE_COOKIES_MESSAGE'])
      expect(calls(env)).toEqual(['POST /s/cookie'])
      expect(env.jar.cookies.get('HIDE_COOKIES_MESSAGE')).toBe('true')
      expect(env.log).not.toHaveBeenCalled()
    }
  })

  it('a refused value is not sent the other way: it is logged and the queue stops', async () => {
    const env = consentEnvironment(server.baseUrl, 'kr')
    const queue = createMetaCookieQueue(env.api, env.log)
    expect(await queue.set('HIDE_DATA_TRANSFER_DISCLAIMER', 'not a version!')).toBe(false)
    expect(calls(env)).toEqual(['PUT /i/api/cookies/v2/meta/HIDE_DATA_TRANSFER_DISCLAIMER'])
    expect(env.log).toHaveBeenCalledOnce()
  })
})
