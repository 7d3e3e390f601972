import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EMBED_CLIENT_LIMIT,
  EMBED_FRAME_INIT_GUARD_MS,
  EMBED_MESSAGE,
  EMBED_ORIGIN_HEADER,
  EmbedErrorCode,
} from '../../shared/embed/embed-contract.ts'
import { RELAY_HEADERS, relayRuleFor } from '../../shared/embed/relay-allow-list.ts'
import { relayAsks } from '../../shared/testing/relay-asks.ts'
import { configuredParentOrigin, type RelayWindow, startEmbeddedRelay } from './embedded-relay.ts'

const HOST = 'https://partner.example'
const SEARCH = '/i/api/catalogue/v1/flight/search'

/** A frame's window with a parent that records what it was sent, and real timers (vitest's fake clock). */
function frame() {
  const posted: { message: Record<string, unknown>; targetOrigin: string }[] = []
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) =>
      posted.push({ message: message as Record<string, unknown>, targetOrigin }),
  }
  const win: RelayWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler, ms) => setInterval(handler, ms) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  }
  const calls: { url: string; init: RequestInit }[] = []
  const metrics: [string, string, number][] = []
  const stop = startEmbeddedRelay({
    win,
    hostOrigin: HOST,
    fetch: async (url, init) => {
      calls.push({ url, init })
      return new Response(JSON.stringify({ offers: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    },
    now: () => Date.now(),
    reportMetric: (type, name, value) => metrics.push([type, name, value]),
  })
  const send = async (data: unknown, origin = HOST, source: unknown = parent) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent)
    await vi.advanceTimersByTimeAsync(0)
  }
  const replies = () => posted.filter((p) => p.message.type !== EMBED_MESSAGE.ready)
  return { posted, replies, calls, metrics, send, stop, parent }
}

const ask = (extra: Record<string, unknown> = {}) => ({
  type: EMBED_MESSAGE.request,
  id: 'r1',
  method: 'GET',
  url: SEARCH,
  params: { from: 'seoul', to: 'tokyo', date: '2026-12-01' },
  ...extra,
})

describe('[ASVS #33 3.5.5] the embedded relay in the frame', () => {
  afterEach(() => vi.useRealTimers())

  it('ignores messages from another origin or another window: no reply, no call', async () => {
    vi.useFakeTimers()
    const f = frame()
    await f.send(ask(), 'https://evil.example')
    await f.send(ask(), HOST, {})
    await f.send(ask(), 'null')
    expect(f.replies()).toEqual([])
    expect(f.calls).toEqual([])
    f.stop()
  })

  it('relays an allowed call to its host only, never to *, without the user’s cookies for public data', async () => {
    vi.useFakeTimers()
    const f = frame()
    await f.send(ask())
    expect(f.calls).toEqual([
      {
        url: `${SEARCH}?from=seoul&to=tokyo&date=2026-12-01`,
        init: {
          method: 'GET',
          credentials: 'omit',
          headers: { [EMBED_ORIGIN_HEADER]: HOST },
          redirect: 'error',
        },
      },
    ])
    expect(f.replies()).toEqual([
      {
        targetOrigin: HOST,
        message: { type: EMBED_MESSAGE.response, id: 'r1', status: 200, ok: true, data: { offers: [] } },
      },
    ])
    expect(f.posted.every((p) => p.targetOrigin === HOST)).toBe(true)
    f.stop()
  })

  it('refuses an absolute URL, a state change and a cookie header with a clear error to the host', async () => {
    vi.useFakeTimers()
    const f = frame()
    await f.send(ask({ id: 'a', url: 'https://evil' }))
    await f.send(ask({ id: 'b', method: 'DELETE', url: '/i/api/business/company/v1/sso', params: undefined }))
    await f.send(ask({ id: 'c', headers: { Cookie: 'fw_sg=stolen' } }))
    await f.send({ type: EMBED_MESSAGE.request, id: 'd', url: SEARCH })
    expect(f.calls).toEqual([])
    expect(f.replies().map((r) => [r.message.id, (r.message.error as { code: string }).code])).toEqual([
      ['a', EmbedErrorCode.URL_REFUSED],
      ['b', EmbedErrorCode.PATH_REFUSED],
      ['c', EmbedErrorCode.HEADER_REFUSED],
      ['d', EmbedErrorCode.BAD_MESSAGE],
    ])
    f.stop()
  })

  it('limits a host to its requests per window', async () => {
    vi.useFakeTimers()
    const f = frame()
    for (let i = 0; i <= EMBED_CLIENT_LIMIT.max; i += 1) await f.send(ask({ id: `r${i}` }))
    expect(f.calls.length).toBe(EMBED_CLIENT_LIMIT.max)
    expect(f.replies().at(-1)?.message).toMatchObject({ error: { code: EmbedErrorCode.RATE_LIMITED } })
    await vi.advanceTimersByTimeAsync(EMBED_CLIENT_LIMIT.windowMs)
    await f.send(ask({ id: 'later' }))
    expect(f.calls.length).toBe(EMBED_CLIENT_LIMIT.max + 1)
    f.stop()
  })

  it('announces itself every 128 ms until its host speaks, then reports the init time (frame init guard)', async () => {
    vi.useFakeTimers()
    const f = frame()
    const readies = () => f.posted.filter((p) => p.message.type === EMBED_MESSAGE.ready).length
    expect(readies()).toBe(1)
    await vi.advanceTimersByTimeAsync(EMBED_FRAME_INIT_GUARD_MS * 3)
    expect(readies()).toBe(4)
    // A stranger's word does not count as the host's.
    await f.send(ask(), 'https://evil.example')
    await vi.advanceTimersByTimeAsync(EMBED_FRAME_INIT_GUARD_MS)
    expect(readies()).toBe(5)
    await f.send({ type: 'hello' })
    await vi.advanceTimersByTimeAsync(EMBED_FRAME_INIT_GUARD_MS * 5)
    expect(readies()).toBe(5)
    expect(f.metrics[0]).toEqual(['timing', 'embed.frameInit', EMBED_FRAME_INIT_GUARD_MS * 4])
    f.stop()
  })

  it('never fetches anything outside the allow-list, whatever the host sends (fast-check)', async () => {
    vi.useFakeTimers()
    // Mostly well-formed requests from the generator the allow-list's own property uses, some junk.
    const messages = fc.oneof(
      { weight: 1, arbitrary: fc.anything() },
      {
        weight: 6,
        arbitrary: fc
          .tuple(relayAsks, fc.string({ minLength: 1, maxLength: 8 }))
          .map(([ask, id]) => ({ type: EMBED_MESSAGE.request, id, ...ask })),
      },
    )
    let fetched = 0
    await fc.assert(
      fc.asyncProperty(messages, async (message) => {
        const f = frame()
        await f.send(message)
        f.stop()
        fetched += f.calls.length
        for (const { url, init } of f.calls) {
          const target = new URL(url, 'https://fernway.test')
          expect(target.origin).toBe('https://fernway.test')
          expect(relayRuleFor(String(init.method), target.pathname)).not.toBeNull()
          const headers = Object.keys(init.headers as Record<string, string>)
          for (const h of headers) expect([...RELAY_HEADERS, EMBED_ORIGIN_HEADER]).toContain(h)
          expect(init.body).toBeUndefined()
        }
        expect(f.posted.every((p) => p.targetOrigin === HOST)).toBe(true)
      }),
      { numRuns: 300 },
    )
    expect(fetched).toBeGreaterThan(5)
  })
})

describe('the parent origin the frame talks to', () => {
  it('is the configured host its ancestors or referrer name, or none', () => {
    expect(configuredParentOrigin([HOST], [HOST], '')).toBe(HOST)
    expect(configuredParentOrigin([HOST], ['https://evil.example'], `${HOST}/page`)).toBeNull()
    expect(configuredParentOrigin([HOST], undefined, `${HOST}/page?x=1`)).toBe(HOST)
    expect(configuredParentOrigin([HOST], undefined, 'not a url')).toBeNull()
    expect(configuredParentOrigin([], [HOST], '')).toBeNull()
  })
})
