import { describe, expect, it } from 'vitest'
import { FORM_TOKEN_MISSING_ERROR, FORM_TOKEN_PATH } from '../../shared/constants.ts'
import { fakeBrowser } from '../testing/api/fake-browser.ts'
import { type EchoAnswer, SCENARIO, scenarioServer } from '../testing/api/scenario-routes.ts'
import { ApiError, CaptchaRequiredError } from './errors.ts'

const server = scenarioServer()

const echoCalls = (b: ReturnType<typeof fakeBrowser>) =>
  b.jar.requests.filter((r) => r.url.includes('/echo')).length

/** Answers the form-token call with `to` (given the cookie-keeping fetch), leaving every other call alone. */
function rerouteToken(to: (f: typeof fetch) => Promise<Response>) {
  return (f: typeof fetch): typeof fetch =>
    (input, init) =>
      String(input).endsWith(FORM_TOKEN_PATH) ? to(f) : f(input, init)
}

describe('a background call', () => {
  it('carries its signal to fetch: once the page is changing its session, it is cancelled, not sent', async () => {
    const b = fakeBrowser(server.baseUrl)
    const page = new AbortController()
    await expect(
      b.client.postForm<EchoAnswer>(`${SCENARIO}/echo`, { n: 1 }, { signal: page.signal }),
    ).resolves.toMatchObject({ method: 'POST' })
    page.abort()
    await expect(
      b.client.postForm(`${SCENARIO}/echo`, { n: 2 }, { signal: page.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('form token', () => {
  it('fetches the token once when the page has none, shares it between calls, and the server accepts it', async () => {
    const b = fakeBrowser(server.baseUrl)
    const [a, c] = await Promise.all([
      b.client.postJson<EchoAnswer>(`${SCENARIO}/echo`, { n: 1 }),
      b.client.put<EchoAnswer>(`${SCENARIO}/echo`, { n: 2 }),
    ])
    const d = await b.client.get<EchoAnswer>(`${SCENARIO}/echo`)
    expect(b.tokenCalls()).toBe(1)
    expect(b.jar.cookies.has('fw_sg')).toBe(true)
    const token = a.headers['x-csrf']
    expect(token).toMatch(/^[\w-]{20,}$/)
    expect([c.headers['x-csrf'], d.headers['x-csrf']]).toEqual([token, token])
  })

  it('uses the page token without fetching one', async () => {
    let pageToken: string | null = null
    const b = fakeBrowser(server.baseUrl, { getPageToken: () => pageToken })
    // What a page load gives: the cookie and, embedded in the page, its token.
    const res = await b.jar.fetch(`${server.baseUrl}${FORM_TOKEN_PATH}`, { method: 'POST' })
    pageToken = await res.text()
    const answer = await b.client.postForm<EchoAnswer>(`${SCENARIO}/echo`, { a: '1' })
    expect(answer.headers['x-csrf']).toBe(pageToken)
    expect(b.tokenCalls()).toBe(1)
  })

  it.each([
    ['a 500', `${SCENARIO}/token/fail`],
    ['an empty answer', `${SCENARIO}/token/empty`],
  ])(
    "rejects with 'Failed to retrieve formToken' on %s, and tries again on the next call",
    async (_, path) => {
      const reroute = rerouteToken((f) => f(`${server.baseUrl}${path}`, { method: 'POST' }))
      const b = fakeBrowser(server.baseUrl, { getPageToken: () => '' }, reroute)
      await expect(b.client.get(`${SCENARIO}/echo`)).rejects.toThrow(new Error(FORM_TOKEN_MISSING_ERROR))
      await expect(b.client.get(`${SCENARIO}/echo`)).rejects.toThrow(FORM_TOKEN_MISSING_ERROR)
      expect(b.jar.requests.filter((r) => r.url.endsWith(path))).toHaveLength(2)
      expect(echoCalls(b)).toBe(0)
    },
  )

  it("rejects with 'Failed to retrieve formToken' when the token call cannot reach the server", async () => {
    const b = fakeBrowser(
      server.baseUrl,
      {},
      rerouteToken(() => Promise.reject(new TypeError('fetch failed'))),
    )
    const error = await b.client.delete(`${SCENARIO}/echo`).catch((e: unknown) => e)
    expect(error).toEqual(new Error(FORM_TOKEN_MISSING_ERROR))
    expect((error as Error).cause).toBeInstanceOf(TypeError)
  })

  it('the server refuses a missing token with 403 INVALID_FORM_TOKEN; the client retries once, then rejects', async () => {
    const raw = await fetch(`${server.baseUrl}${SCENARIO}/echo`, { method: 'POST' })
    expect(raw.status).toBe(403)
    expect((await raw.json()).errors[0].code).toBe('INVALID_FORM_TOKEN')

    const stripToken =
      (f: typeof fetch): typeof fetch =>
      (input, init) => {
        const headers = new Headers(init?.headers)
        headers.delete('x-csrf')
        return f(input, { ...init, headers })
      }
    const b = fakeBrowser(server.baseUrl, {}, stripToken)
    const error = await b.client.postJson(`${SCENARIO}/echo`, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 403,
      code: 'INVALID_FORM_TOKEN',
      errors: [{ code: 'INVALID_FORM_TOKEN' }],
    })
    expect([b.tokenCalls(), echoCalls(b)]).toEqual([2, 2])
  })

  it('replaces a foreign (stale) page token with a fresh one after one 403 and keeps using it', async () => {
    const other = fakeBrowser(server.baseUrl)
    const foreign = (await other.client.get<EchoAnswer>(`${SCENARIO}/echo`)).headers['x-csrf'] ?? null
    const b = fakeBrowser(server.baseUrl, { getPageToken: () => foreign })
    await b.jar.fetch(`${server.baseUrl}${FORM_TOKEN_PATH}`, { method: 'POST' }) // this browser's own cookie
    const first = await b.client.postJson<EchoAnswer>(`${SCENARIO}/echo`, { n: 1 })
    const second = await b.client.put<EchoAnswer>(`${SCENARIO}/echo`, { n: 2 })
    expect(first.headers['x-csrf']).not.toBe(foreign)
    expect(second.headers['x-csrf']).toBe(first.headers['x-csrf'])
    expect(echoCalls(b)).toBe(3)
  })
})

describe('requests', () => {
  it('sends the AJAX marker, JSON bodies with their content-type, and credentials same-origin', async () => {
    const seen: RequestInit[] = []
    const b = fakeBrowser(server.baseUrl, {}, (f) => (input, init) => {
      if (init) seen.push(init)
      return f(input, init)
    })
    const answer = await b.client.postJson<EchoAnswer>(`${SCENARIO}/echo`, { city: 'Zürich', n: [1, 2] })
    expect(answer).toMatchObject({ method: 'POST', body: { city: 'Zürich', n: [1, 2] } })
    expect(answer.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    })
    expect(seen.every((init) => init.credentials === 'same-origin')).toBe(true)
    expect((await b.client.put<EchoAnswer>(`${SCENARIO}/echo`, { on: true })).body).toEqual({ on: true })
    expect((await b.client.delete<EchoAnswer>(`${SCENARIO}/echo`)).method).toBe('DELETE')
  })

  it('posts fields URL-encoded, and as multipart when a file is present', async () => {
    const b = fakeBrowser(server.baseUrl)
    const form = await b.client.postForm<EchoAnswer>(`${SCENARIO}/echo`, {
      username: 'a@b.c',
      sticky: true,
      skip: undefined,
    })
    expect(form.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(form.body).toEqual({ username: 'a@b.c', sticky: 'true' })
    const file = new File(['hello'], 'logo.png', { type: 'image/png' })
    const multi = await b.client.postForm<{ fields: object; files: object[] }>(`${SCENARIO}/multipart`, {
      subject: 'Hi',
      attachment: file,
    })
    expect(multi.fields).toEqual({ subject: 'Hi' })
    expect(multi.files).toEqual([
      { field: 'attachment', filename: 'logo.png', type: 'image/png', text: 'hello' },
    ])
  })

  it('adds paging to the query of GET and POST, keeping the query already there', async () => {
    const b = fakeBrowser(server.baseUrl)
    const get = await b.client.getPaginated<EchoAnswer>(
      `${SCENARIO}/echo?v=2`,
      { page: 3, size: 15 },
      { q: 'a b' },
    )
    expect(get.query).toEqual({ v: '2', q: 'a b', page: '3', size: '15' })
    const post = await b.client.postPaginated<EchoAnswer>(
      `${SCENARIO}/echo`,
      { page: 0, size: 50 },
      { query: 'ann' },
    )
    expect([post.query, post.body]).toEqual([{ page: '0', size: '50' }, { query: 'ann' }])
  })

  it('resolves null on 204 and the text of a non-JSON success', async () => {
    const b = fakeBrowser(server.baseUrl)
    expect(await b.client.get(`${SCENARIO}/empty`)).toBeNull()
    expect(await b.client.delete(`${SCENARIO}/empty`)).toBeNull()
    expect(await b.client.get(`${SCENARIO}/text`)).toBe('kmk-123')
  })
})

describe('errors', () => {
  it('rejects with the JSON error body', async () => {
    const error = await fakeBrowser(server.baseUrl)
      .client.get(`${SCENARIO}/json-error`)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'TRIP_FULL',
      errors: [
        { code: 'TRIP_FULL', description: 'The trip is full.', localizedDescription: 'Die Reise ist voll.' },
      ],
    })
  })

  it('rejects a non-JSON error with a message of status, code and url', async () => {
    const error = await fakeBrowser(server.baseUrl)
      .client.get(`${SCENARIO}/text-error`)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`502 BAD_GATEWAY ${server.baseUrl}${SCENARIO}/text-error`)
    expect(error).toMatchObject({ status: 502, code: 'BAD_GATEWAY', body: 'upstream down', errors: [] })
  })

  it.each(['get', 'postJson'] as const)(
    'rejects %s redirected to the bot check with CAPTCHA_REQUIRED',
    async (method) => {
      const error = await fakeBrowser(server.baseUrl)
        .client[method](`${SCENARIO}/bot`)
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(CaptchaRequiredError)
      expect(error).toMatchObject({ code: 'CAPTCHA_REQUIRED', errors: [{ code: 'CAPTCHA_REQUIRED' }] })
    },
  )
})
