// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestUser, signInBrowser } from '../../../../server/testing/account/account-test-support.ts'
import { browserIdentity } from '../../../../server/testing/test-app.ts'
import { createEventBus } from '../../../../shared/event-bus.ts'
import { PRIVACY_API, PRIVACY_LOG_MESSAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { signedInAuth, testGlobalState } from '../../../testing/app/global-state.ts'
import { realServer } from '../../../testing/app/real-server.ts'
import {
  dataSharingEnvironment,
  renderWithApp,
  usPrivacyState,
} from '../../../testing/features/consent/data-sharing/data-sharing-test-kit.tsx'
import { heard } from '../../../testing/features/pickers/picker-test-kit.tsx'
import { createConsentStore } from '../consent-store.ts'
import DataSharingDialog from './data-sharing-dialog.tsx'
import { honourBrowserGpc } from './data-sharing-sync.ts'

describe('the data-sharing dialog', () => {
  const server = realServer()

  const putAs = async (who: { cookie: string; token: string }, body: unknown) => {
    const res = await server.t.app.inject({
      method: 'PUT',
      url: PRIVACY_API.dataSharingOptOut,
      headers: { cookie: who.cookie, 'x-csrf': who.token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
    const consent = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('consent='))
    return consent?.split(';')[0] as string
  }

  function open(
    env: ReturnType<typeof dataSharingEnvironment>['env'],
    options: { signedIn?: boolean; privacy?: Parameters<typeof usPrivacyState>[0] } = {},
  ) {
    const privacy = usPrivacyState(options.privacy)
    const store = createConsentStore(privacy)
    const bus = createEventBus()
    const onDone = vi.fn()
    const state = testGlobalState({
      privacy,
      ...(options.signedIn ? { auth: signedInAuth() } : {}),
    })
    renderWithApp(
      <DataSharingDialog store={store} privacy={privacy} onDone={onDone} active env={env} />,
      state,
      bus,
    )
    return { store, bus, onDone }
  }
  const theSwitch = () => screen.getByRole('switch', { name: 'Do not sell or share my personal information' })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400))

  it('is a dialog of at most 400 px with the switch, the link to /privacy#ccpa, and reads the value when it opens', async () => {
    const me = await browserIdentity(server.t.app)
    const consent = await putAs(me, { allowDataSharing: false })
    const { env, jar } = dataSharingEnvironment(server.baseUrl, me)
    jar.cookies.set('consent', consent.slice('consent='.length))
    open(env)
    const dialog = screen.getByRole('dialog', { name: 'Your privacy choices' })
    expect(dialog.closest('.fw-modal')?.getAttribute('style')).toContain('--fw-modal-max-width: 400px')
    expect(screen.getByRole('link', { name: /California privacy rights/ }).getAttribute('href')).toBe(
      '/privacy#ccpa',
    )
    // The page said "sharing"; the GET says opted out, and the switch follows it.
    await waitFor(() => expect((theSwitch() as HTMLInputElement).checked).toBe(true))
    expect(
      jar.requests.filter((r) => r.method === 'GET' && r.url.endsWith(PRIVACY_API.dataSharingOptOut)),
    ).toHaveLength(1)
    expect(screen.queryByText(/Opt-out signal honoured/)).toBeNull()
  })

  it('sends the inverse of the opt-out, debounced: rapid toggles make one PUT with the last value', async () => {
    const me = await browserIdentity(server.t.app)
    const { env, updates } = dataSharingEnvironment(server.baseUrl, me)
    open(env)
    // The GET has answered: no late answer can move the switch under the clicks.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/is on/))
    // Three clicks in one task: no timer can run between them however busy the machine is.
    fireEvent.click(theSwitch())
    fireEvent.click(theSwitch())
    fireEvent.click(theSwitch())
    expect((theSwitch() as HTMLInputElement).checked).toBe(true)
    expect(updates).toHaveLength(0)
    await waitFor(() => expect(updates).toHaveLength(1))
    await settle()
    expect(updates).toHaveLength(1)
    expect(updates[0]).toMatchObject({ allowDataSharing: false })
    await waitFor(() => expect((theSwitch() as HTMLInputElement).checked).toBe(true))
    // Two more toggles that end where they started send nothing.
    fireEvent.click(theSwitch())
    fireEvent.click(theSwitch())
    await settle()
    expect(updates).toHaveLength(1)
  })

  it('closing the dialog within the debounce still saves the last choice', async () => {
    const me = await browserIdentity(server.t.app)
    const { env, updates } = dataSharingEnvironment(server.baseUrl, me)
    const { store } = open(env)
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/is on/))
    await userEvent.setup().click(theSwitch())
    cleanup()
    await waitFor(() => expect(updates).toEqual([{ allowDataSharing: false, consentId: expect.any(String) }]))
    await waitFor(() => expect(store.get().allowDataSharing).toBe(false))
  })

  it('on success updates the consent store and publishes the cookie-sharing, share and ccpa sync updates', async () => {
    const me = await browserIdentity(server.t.app)
    const { env } = dataSharingEnvironment(server.baseUrl, me)
    const { store, bus } = open(env)
    const cookieSharing = heard(bus, 'privacy:cookieSharingUpdated')
    const share = heard(bus, 'privacy:shareUpdated')
    const ccpa = heard(bus, 'privacy:ccpaSyncUpdated')
    await userEvent.setup().click(theSwitch())
    await waitFor(() => expect(ccpa).toHaveLength(1))
    expect(cookieSharing).toEqual([{ allowDataSharing: false }])
    expect(share).toEqual([{ allowDataSharing: false }])
    expect(ccpa).toEqual([{ allowDataSharing: false, gpc: false }])
    expect(store.get()).toMatchObject({ allowDataSharing: false, gpc: false })
    expect(store.allows('advertising')).toBe(false)
    expect(env.assign).not.toHaveBeenCalled()
  })

  it('on failure the switch reverts and the signed-out visitor goes to /privacy/manage in this window, logged', async () => {
    const me = await browserIdentity(server.t.app)
    const { env } = dataSharingEnvironment(server.baseUrl, me, { failUpdates: true })
    const { bus, store } = open(env)
    const ccpa = heard(bus, 'privacy:ccpaSyncUpdated')
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/is on/))
    await userEvent.setup().click(theSwitch())
    expect((theSwitch() as HTMLInputElement).checked).toBe(true)
    await waitFor(() => expect(env.assign).toHaveBeenCalledWith('/privacy/manage'))
    expect((theSwitch() as HTMLInputElement).checked).toBe(false)
    expect(env.log).toHaveBeenCalledWith(expect.anything(), { message: PRIVACY_LOG_MESSAGES.dataSharing })
    expect(ccpa).toEqual([])
    expect(store.get().allowDataSharing).toBe(true)
  })

  it('on failure a signed-in visitor goes to /profile/account', async () => {
    const user = await createTestUser(server.t)
    const signed = await signInBrowser(server.t, user)
    const { env } = dataSharingEnvironment(server.baseUrl, signed, { failUpdates: true })
    open(env, { signedIn: true })
    await userEvent.setup().click(theSwitch())
    await waitFor(() => expect(env.assign).toHaveBeenCalledWith('/profile/account'))
  })

  it('a failed read also goes to the privacy management page, but not again when already there', async () => {
    const me = await browserIdentity(server.t.app)
    const elsewhere = dataSharingEnvironment(server.baseUrl, me, { failReads: true })
    open(elsewhere.env)
    await waitFor(() => expect(elsewhere.env.assign).toHaveBeenCalledWith('/privacy/manage'))
    expect(elsewhere.env.log).toHaveBeenCalledWith(expect.anything(), {
      message: PRIVACY_LOG_MESSAGES.dataSharing,
    })
    cleanup()
    const there = dataSharingEnvironment(server.baseUrl, me, { failReads: true, pathname: '/privacy/manage' })
    open(there.env)
    await waitFor(() => expect(there.env.log).toHaveBeenCalled())
    expect(there.env.assign).not.toHaveBeenCalled()
  })

  it('when GPC decided it, shows the switch opted out with the "opt-out signal honoured" note, locked while the browser signals', async () => {
    const me = await browserIdentity(server.t.app)
    const consent = await putAs(me, { allowDataSharing: false, gpc: true })
    const { env, jar, updates } = dataSharingEnvironment(server.baseUrl, me, { browserGpc: true })
    jar.cookies.set('consent', consent.slice('consent='.length))
    open(env)
    await screen.findByText(/Opt-out signal honoured/)
    expect((theSwitch() as HTMLInputElement).checked).toBe(true)
    await waitFor(() => expect((theSwitch() as HTMLInputElement).disabled).toBe(true))
    expect(theSwitch().getAttribute('aria-describedby')).toBe('fw-data-sharing-gpc')
    await userEvent.setup().click(theSwitch())
    await settle()
    expect(updates).toHaveLength(0)
  })

  it('the browser’s navigator.globalPrivacyControl opts out once through the PUT, with the gpc marker', async () => {
    const me = await browserIdentity(server.t.app)
    const { env, updates } = dataSharingEnvironment(server.baseUrl, me, { browserGpc: true })
    const store = createConsentStore(usPrivacyState())
    const bus = createEventBus()
    const ccpa = heard(bus, 'privacy:ccpaSyncUpdated')
    await honourBrowserGpc(env, store, bus)
    await honourBrowserGpc(env, store, bus)
    expect(updates).toEqual([{ allowDataSharing: false, gpc: true }])
    expect(store.get()).toMatchObject({ allowDataSharing: false, gpc: true })
    expect(ccpa).toEqual([{ allowDataSharing: false, gpc: true }])
    // Without the signal nothing is sent.
    const quiet = dataSharingEnvironment(server.baseUrl, me)
    await honourBrowserGpc(quiet.env, createConsentStore(usPrivacyState()), bus)
    expect(quiet.updates).toEqual([])
  })
})
