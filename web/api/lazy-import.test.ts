import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cacheBusted, failedModuleUrl, importOnce, importWithRetry } from './lazy-import.ts'

const CHUNK = 'http://localhost:3000/assets/dialog-abc123.js'
const chromeError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('importWithRetry', () => {
  it('resolves at once when the first import works', async () => {
    const factory = vi.fn(async () => ({ default: 'ok' }))
    await expect(importWithRetry(factory)).resolves.toEqual({ default: 'ok' })
    expect(factory).toHaveBeenCalledTimes(1)
  })

  it('retries after 200 ms then 400 ms, importing the failed URL with a fresh cache-busting parameter', async () => {
    const factory = vi.fn(() => Promise.reject(chromeError(CHUNK)))
    const importUrl = vi.fn(async (url: string) => {
      if (importUrl.mock.calls.length === 1) throw chromeError(url)
      return { default: 'third time' }
    })
    const log = vi.fn()
    const result = importWithRetry(factory, { importUrl, log })

    await vi.advanceTimersByTimeAsync(199)
    expect(importUrl).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(importUrl).toHaveBeenLastCalledWith(`${CHUNK}?t=1200`)
    await vi.advanceTimersByTimeAsync(399)
    expect(importUrl).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    // The second failure names the busted URL; its `t` is replaced, not repeated.
    expect(importUrl).toHaveBeenLastCalledWith(`${CHUNK}?t=1600`)
    await expect(result).resolves.toEqual({ default: 'third time' })
    expect(factory).toHaveBeenCalledTimes(1)
    expect(log).not.toHaveBeenCalled()
  })

  it('calls the factory again when the error names no URL (Safari), then logs and rethrows the last error', async () => {
    const errors = [1, 2, 3].map((n) => new TypeError(`Importing a module script failed. (${n})`))
    let call = 0
    const factory = vi.fn(() => Promise.reject(errors[call++]))
    const importUrl = vi.fn()
    const log = vi.fn()
    const result = importWithRetry(factory, { importUrl, log }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(600)
    expect(await result).toBe(errors[2])
    expect(factory).toHaveBeenCalledTimes(3)
    expect(importUrl).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledExactlyOnceWith(errors[2], { where: 'lazy-import', attempts: 3 })
  })

  it('honours custom retries and delay', async () => {
    const factory = vi.fn(() => Promise.reject(new Error('nope')))
    const result = importWithRetry(factory, { retries: 1, initialDelayMs: 50, log: vi.fn() }).catch(
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(49)
    expect(factory).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toEqual(new Error('nope'))
    expect(factory).toHaveBeenCalledTimes(2)
  })
})

describe('failedModuleUrl and cacheBusted', () => {
  it('reads the module URL from Chrome and Firefox messages', () => {
    expect(failedModuleUrl(chromeError(CHUNK))).toBe(CHUNK)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}.`))).toBe(CHUNK)
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull()
    expect(failedModuleUrl(undefined)).toBeNull()
  })

  it('sets t, keeping the other parameters', () => {
    expect(cacheBusted(`${CHUNK}?v=1&t=5`, 9)).toBe(`${CHUNK}?v=1&t=9`)
  })
})

describe('importOnce', () => {
  it('shares one load between callers, and after a failure lets the next call try again', async () => {
    let calls = 0
    let fail = true
    const load = importOnce(
      async () => {
        calls++
        if (fail) throw new Error('offline')
        return { ok: calls }
      },
      { retries: 0, log: () => {} },
    )
    const [a, b] = await Promise.allSettled([load(), load()])
    expect([a.status, b.status]).toEqual(['rejected', 'rejected'])
    expect(calls).toBe(1)
    fail = false
    const first = await load()
    expect(first).toEqual({ ok: 2 })
    // Loaded once: later calls answer the same module without importing again.
    expect(await load()).toBe(first)
    expect(calls).toBe(2)
  })
})
