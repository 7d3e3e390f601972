import { describe, expect, it, vi } from 'vitest'
import type { SignedInBrowser } from '../../server/testing/account/account-test-support.ts'
import { adminBrowser, createCompany } from '../../server/testing/company/company-test-kit.ts'
import { INVALID_SESSION_RELOAD_KEY } from '../../shared/constants.ts'
import { fakeBrowser } from '../testing/api/fake-browser.ts'
import { listeningServer } from '../testing/api/listening-server.ts'
import { createBusinessOnboardingApi } from './business-onboarding.ts'
import { ApiError } from './errors.ts'

/** The web's onboarding module against the real server, as one browser tab. */
describe('business onboarding API module', () => {
  const server = listeningServer()

  function tabOf(browser: SignedInBrowser | null) {
    const b = fakeBrowser(server.baseUrl, browser ? { getPageToken: () => browser.token } : {})
    if (browser) b.jar.cookies.set('fw_sg', browser.cookie.slice('fw_sg='.length))
    return { api: createBusinessOnboardingApi(() => b.client), ...b }
  }

  it('says who the session acts as', async () => {
    const member = await adminBrowser(server.t, await createCompany(server.t), { role: 'traveler' })
    const { api } = tabOf(member)
    expect(await api.currentIdentity()).toMatchObject({ mode: 'self', email: member.email })
  })

  it('swallows an invalid session: currentIdentity answers null, after the shared handler reloaded once', async () => {
    const tab = tabOf(null)
    expect(await tab.api.currentIdentity()).toBeNull()
    expect(tab.deps.location.reload).toHaveBeenCalledTimes(1)
    expect(tab.deps.storage.getItem(INVALID_SESSION_RELOAD_KEY)).not.toBeNull()
  })

  it('still rejects other failures of currentIdentity', async () => {
    const member = await adminBrowser(server.t, await createCompany(server.t))
    // Personal mode: a session, but no business context, so 403 rather than an invalid session.
    await server.t.database.db
      .updateTable('sessions')
      .set({ business_mode: false })
      .where('id', '=', member.sessionId)
      .execute()
    server.t.app.services.sessionEvictions.publish({ userId: member.userId })
    const { api } = tabOf(member)
    await expect(api.currentIdentity()).rejects.toBeInstanceOf(ApiError)
  })

  it('reads tasks and sets a status with the spec query parameters', async () => {
    const admin = await adminBrowser(server.t, await createCompany(server.t))
    const { api, jar } = tabOf(admin)
    const before = await api.tasks()
    const after = await api.setTaskStatus({ taskId: 'downloadApp', status: 'skipped' })
    expect(after.account.progress).toBeGreaterThan(before.account.progress)
    expect(jar.requests.map((r) => new URL(r.url).search)).toContain('?taskId=downloadApp&status=skipped')
  })

  it("confirming signs the founder in, so it first cancels the page's background calls (their form token retires)", async () => {
    // A fresh copy of the page's modules, as a newly loaded document has: files before this one in the
    // same worker (decision 069) may have changed the session already.
    vi.resetModules()
    const { backgroundSignal } = await import('./session-change.ts')
    const fresh = await import('./business-onboarding.ts')
    const b = fakeBrowser(server.baseUrl, {})
    const api = fresh.createBusinessOnboardingApi(() => b.client)
    expect(backgroundSignal().aborted).toBe(false)
    // The token is not a real one: the call is refused, but the page's background calls stop all the same.
    await expect(api.confirm('not-a-token')).rejects.toBeInstanceOf(ApiError)
    expect(backgroundSignal().aborted).toBe(true)
  })
})
