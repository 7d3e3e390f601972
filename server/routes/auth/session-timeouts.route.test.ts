import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { DEFAULT_IDLE_LIMITS } from '../../repositories/session.repository.ts'
import { BROWSER_SESSION_MS, STICKY_SESSION_MS } from '../../services/session.service.ts'
import { authState, newBrowser, postForm, type TestBrowser } from '../../testing/auth/auth-test-kit.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

const MINUTE = 60_000
const SECOND = 1000

/**
 * ASVS 7.3.1 and 7.3.2 (checklist row 23), through the real server: the clock the server reads is moved
 * (only Date is faked; timers and the database run as usual). Decision 011's limits: a browser session
 * ends after 30 minutes idle or 12 hours in all, a "keep me signed in" one after 7 days idle or 30 days.
 */
describe('session time limits on a moved clock', () => {
  const t = useSeededApp('pglite')
  afterEach(() => {
    vi.useRealTimers()
  })

  async function signedIn(sticky: boolean): Promise<{ browser: TestBrowser; start: number }> {
    vi.useRealTimers()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const browser = await newBrowser(t.app)
    const res = await postForm(t.app, browser, AUTH_PATHS.login, {
      username: 'traveler@fernway.test',
      passwd: DEMO_PASSWORD,
      sticky,
    })
    expect(res.statusCode).toBe(200)
    return { browser, start }
  }
  const signedInAt = async (browser: TestBrowser, at: number) => {
    vi.setSystemTime(at)
    return (await authState(t.app, browser)).loggedInSession as boolean
  }

  it('[ASVS #23 7.3.1] signs out a browser session idle for 30 minutes and a second, not one idle a second less', async () => {
    const idle = DEFAULT_IDLE_LIMITS.browserSeconds * SECOND
    expect(idle).toBe(30 * MINUTE)
    const a = await signedIn(false)
    expect(await signedInAt(a.browser, a.start + idle - SECOND)).toBe(true)
    const b = await signedIn(false)
    expect(await signedInAt(b.browser, b.start + idle + SECOND)).toBe(false)
    // Once over, using it again does not bring it back.
    expect(await signedInAt(b.browser, b.start + idle + 2 * SECOND)).toBe(false)
  })

  it('[ASVS #23 7.3.2] keeps a browser session used every 20 minutes until 12 hours, then signs it out', async () => {
    expect(BROWSER_SESSION_MS).toBe(12 * 60 * MINUTE)
    const { browser, start } = await signedIn(false)
    let at = start
    while (at + 20 * MINUTE < start + BROWSER_SESSION_MS) {
      at += 20 * MINUTE
      expect(await signedInAt(browser, at), `${(at - start) / MINUTE} minutes`).toBe(true)
    }
    expect(await signedInAt(browser, start + BROWSER_SESSION_MS - SECOND)).toBe(true)
    expect(await signedInAt(browser, start + BROWSER_SESSION_MS + SECOND)).toBe(false)
  })

  it('[ASVS #23 7.1.1] a kept sign-in ends after 7 days idle, and after 30 days however used', async () => {
    const idle = DEFAULT_IDLE_LIMITS.stickySeconds * SECOND
    expect(idle).toBe(7 * 24 * 60 * MINUTE)
    const a = await signedIn(true)
    expect(await signedInAt(a.browser, a.start + idle - SECOND)).toBe(true)
    expect(await signedInAt(a.browser, a.start + 2 * idle - 2 * SECOND)).toBe(true)
    const b = await signedIn(true)
    expect(await signedInAt(b.browser, b.start + idle + SECOND)).toBe(false)

    const c = await signedIn(true)
    for (let day = 6; day < 30; day += 6)
      expect(await signedInAt(c.browser, c.start + day * 86_400_000)).toBe(true)
    expect(await signedInAt(c.browser, c.start + STICKY_SESSION_MS - SECOND)).toBe(true)
    expect(await signedInAt(c.browser, c.start + STICKY_SESSION_MS + SECOND)).toBe(false)
  })
})
