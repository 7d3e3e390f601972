import { describe, expect, it } from 'vitest'
import { INVALID_SESSION_RELOAD_KEY } from '../../shared/constants.ts'
import { fakeBrowser, fakeLocation, MemoryStorage } from '../testing/api/fake-browser.ts'
import { SCENARIO, scenarioServer } from '../testing/api/scenario-routes.ts'
import { ApiError, InvalidSessionError } from './errors.ts'

const server = scenarioServer()

const MINUTE = 60_000

describe('INVALID_SESSION', () => {
  it('reloads at most once in 10 minutes, recording the time first, and always rejects', async () => {
    const location = fakeLocation('/trips')
    const storage = new MemoryStorage()
    const b = fakeBrowser(server.baseUrl, { location, storage })
    const start = b.clock.time
    location.reload.mockImplementation(() => {
      // Written before the reload, or a reloading page could not see it.
      expect(storage.getItem(INVALID_SESSION_RELOAD_KEY)).toBe(String(b.clock.time))
    })
    const call = () => b.client.get(`${SCENARIO}/invalid-session`)

    await expect(call()).rejects.toBeInstanceOf(InvalidSessionError)
    expect(location.reload).toHaveBeenCalledTimes(1)

    b.clock.time = start + 10 * MINUTE - 1
    await expect(call()).rejects.toMatchObject({ status: 401, code: 'INVALID_SESSION' })
    expect(location.reload).toHaveBeenCalledTimes(1)
    expect(storage.getItem(INVALID_SESSION_RELOAD_KEY)).toBe(String(start))

    b.clock.time = start + 10 * MINUTE
    await expect(call()).rejects.toBeInstanceOf(InvalidSessionError)
    expect(location.reload).toHaveBeenCalledTimes(2)
  })

  it('reloads when the recorded time is unreadable or in the future', async () => {
    for (const recorded of ['garbage', String(Date.now() * 2)]) {
      const storage = new MemoryStorage()
      storage.setItem(INVALID_SESSION_RELOAD_KEY, recorded)
      const b = fakeBrowser(server.baseUrl, { storage })
      await expect(b.client.get(`${SCENARIO}/invalid-session`)).rejects.toBeInstanceOf(InvalidSessionError)
      expect(b.deps.location.reload).toHaveBeenCalledTimes(1)
    }
  })

  it('does not reload when storage is blocked (the throttle could not hold), and logs it', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => undefined,
    }
    const b = fakeBrowser(server.baseUrl, { storage: blocked })
    await expect(b.client.get(`${SCENARIO}/invalid-session`)).rejects.toBeInstanceOf(InvalidSessionError)
    expect(b.deps.location.reload).not.toHaveBeenCalled()
    expect(b.deps.log).toHaveBeenCalledTimes(1)
  })
})

describe('MISSING_TWO_FACTOR_AUTHENTICATION', () => {
  it('sends the browser to /business/verify with redir set to the current path and query, then rejects', async () => {
    const location = fakeLocation('/business/admin/users', '?q=ann&page=2')
    const b = fakeBrowser(server.baseUrl, { location })
    const error = await b.client.get(`${SCENARIO}/missing-2fa`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'MISSING_TWO_FACTOR_AUTHENTICATION' })
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      `/business/verify?redir=${encodeURIComponent('/business/admin/users?q=ann&page=2')}`,
    )
  })

  it('stays put when already on the verify page', async () => {
    const location = fakeLocation('/business/verify', '?redir=%2Ftrips')
    const b = fakeBrowser(server.baseUrl, { location })
    await expect(b.client.get(`${SCENARIO}/missing-2fa`)).rejects.toBeInstanceOf(ApiError)
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('follows the configured business base path, and never sends a scheme-relative redir', async () => {
    const location = fakeLocation('//evil.example/x')
    const b = fakeBrowser(server.baseUrl, { location, businessBasePath: '/corp' })
    await expect(b.client.get(`${SCENARIO}/missing-2fa`)).rejects.toBeInstanceOf(ApiError)
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/corp/verify?redir=%2F')
  })
})
