import { describe, expect, it, vi } from 'vitest'
import { SOCIAL_POPUP_MESSAGE } from '../../../../shared/social/social-contract.ts'
import { AuthFailure } from '../../../api/auth.ts'
import { startOneTap } from '../../one-tap/one-tap.ts'
import { createGoogleServerSideLogin, SERVER_SIDE_UNSUPPORTED } from './google-server-side.ts'
import type { SocialApi } from './social-api.ts'
import { socialFailureAction } from './social-commands.ts'
import { socialPending } from './social-pending.ts'
import { centredFeatures, openSocialPopup, POPUP_CLOSE_GRACE_MS, PopupClosedError } from './social-popup.ts'

/** The page's window on our origin, 1000 by 800 at the screen's corner; `parts` are the rest it is asked for. */
const pageWindow = (parts: Record<string, unknown>) =>
  ({
    screenX: 0,
    screenY: 0,
    outerWidth: 1000,
    outerHeight: 800,
    location: { origin: 'https://fernway.example' },
    ...parts,
  }) as unknown as Window

/** A session storage of its own and a page with no dialog open, for the one-tap cases here. */
const openRoom = () => {
  const kept = new Map<string, string>()
  return {
    session: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    },
    room: { covered: () => false, watch: () => () => {} },
  }
}

describe('social sign-in in the browser', () => {
  it('centres the 500 x 640 popup over the window', () => {
    expect(centredFeatures({ left: 100, top: 50, width: 1300, height: 900 })).toBe(
      'popup=yes,width=500,height=640,left=500,top=180',
    )
    expect(centredFeatures({ left: 0, top: 0, width: 300, height: 300 })).toContain('left=0,top=0')
  })

  it("takes the popup's answer only from our own origin and from that very window", async () => {
    const listeners: ((e: MessageEvent) => void)[] = []
    const popup = { closed: false } as Window
    const win = pageWindow({
      open: vi.fn(() => popup),
      setInterval: () => 1,
      clearInterval: () => {},
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: () => {},
    })
    const answer = openSocialPopup('google', 'a@b.test', win)
    expect(vi.mocked(win.open).mock.calls[0]?.[0]).toBe('/k/run/googleauth/redirect?loginHint=a%40b.test')
    const data = { type: SOCIAL_POPUP_MESSAGE, provider: 'google', idToken: 'x.y.z' }
    const send = (origin: string, source: unknown, payload: unknown) => {
      for (const l of listeners) l({ origin, source, data: payload } as MessageEvent)
    }
    send('https://evil.example', popup, { ...data, idToken: 'evil' })
    send('https://fernway.example', {}, { ...data, idToken: 'other-window' })
    send('https://fernway.example', popup, { ...data, provider: 'naver' })
    send('https://fernway.example', popup, data)
    await expect(answer).resolves.toMatchObject({ idToken: 'x.y.z' })
    const blocked = openSocialPopup('naver', undefined, { ...win, open: () => null } as unknown as Window)
    await expect(blocked).rejects.toBeInstanceOf(PopupClosedError)
  })

  it('a popup that closes right after posting its answer still counts; one that closes silently fails', async () => {
    vi.useFakeTimers()
    try {
      const listeners: ((e: MessageEvent) => void)[] = []
      const popup = { closed: false }
      const win = pageWindow({
        open: () => popup,
        setInterval: (f: () => void, ms: number) => setInterval(f, ms),
        clearInterval: (id: number) => clearInterval(id),
        setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
        clearTimeout: (id: number) => clearTimeout(id),
        addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
        removeEventListener: (_: string, l: (e: MessageEvent) => void) =>
          listeners.splice(listeners.indexOf(l), 1),
      })
      const late = openSocialPopup('google', undefined, win)
      popup.closed = true
      await vi.advanceTimersByTimeAsync(600)
      const data = { type: SOCIAL_POPUP_MESSAGE, provider: 'google', idToken: 'late' }
      for (const l of [...listeners])
        l({ origin: 'https://fernway.example', source: popup, data } as MessageEvent)
      await expect(late).resolves.toMatchObject({ idToken: 'late' })

      popup.closed = false
      const silent = openSocialPopup('google', undefined, win)
      const outcome = silent.catch((e: unknown) => e)
      popup.closed = true
      await vi.advanceTimersByTimeAsync(500 + POPUP_CLOSE_GRACE_MS - 1)
      expect(listeners).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(10)
      expect(await outcome).toBeInstanceOf(PopupClosedError)
      expect(listeners).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('social failures: with an errorCode, that error; otherwise not linkable (spec section 8)', () => {
    const failure = (errorCode: string | null, errorField: string | null = null) =>
      new AuthFailure({ statusCode: 1, errorCode, errorField, message: 'no', httpStatus: 400 })
    const key = (error: unknown) => (socialFailureAction(error) as { error: { key: string } }).error.key
    expect(key(failure('IDENTITY_IN_USE'))).toBe('signIn.social.errors.notLinkable')
    expect(key(failure('INVALID_SOCIAL_TOKEN'))).toBe('signIn.social.errors.tryAgain')
    expect(key(failure(null))).toBe('signIn.social.errors.notLinkable')
    expect(key(new Error('network'))).toBe('signIn.social.errors.notLinkable')
    expect(socialFailureAction(failure('INVALID_CREDENTIALS', 'passwd'))).toMatchObject({
      error: { field: 'passwd', key: 'signIn.errors.invalidCredentials' },
    })
  })

  it("the server-side Google login's ready step and unsupported actions (spec section 8)", async () => {
    const wait = vi.fn(async () => {})
    await expect(
      createGoogleServerSideLogin({ enabled: false, clientId: 'id' }, wait).ready(),
    ).rejects.toMatchObject({
      errorCode: 'SERVICE_DISABLED',
      message: 'Google service is disabled',
    })
    await expect(
      createGoogleServerSideLogin({ enabled: true, clientId: null }, wait).ready(),
    ).rejects.toMatchObject({
      errorCode: 'MISSING_CLIENT_ID_OR_SCOPE',
    })
    await expect(
      createGoogleServerSideLogin({ enabled: true, clientId: 'id' }, wait).ready(),
    ).resolves.toBeUndefined()
    expect(wait).toHaveBeenCalledWith(250)
    const login = createGoogleServerSideLogin({ enabled: true, clientId: 'id' }, wait)
    for (const action of SERVER_SIDE_UNSUPPORTED)
      await expect(login.unsupported(action)).rejects.toThrow(
        `'${action}' functionality not support in Server Side Login`,
      )
  })

  it('one-tap: success reloads after 300 ms unless a success callback is given; a new visitor goes to the dialog; failures are only logged', async () => {
    const timers: [() => void, number][] = []
    let prompted = false
    let callback: (r: { credential?: string }) => void = () => {}
    const answer = { verifyStatus: 0, socialEmail: 'a@b.test', socialName: null }
    const api = {
      googleNonce: vi.fn(async () => 'n.1.m'),
      login: vi.fn(async () => answer),
    } as unknown as SocialApi
    const deps = {
      api,
      loadLibrary: vi.fn(async () => ({
        initialize: (o: { nonce: string; callback: typeof callback }) => {
          expect(o.nonce).toBe('n.1.m')
          callback = o.callback
        },
        prompt: () => {
          prompted = true
        },
        cancel: () => {},
      })),
      reload: vi.fn(),
      setTimer: (run: () => void, ms: number) => void timers.push([run, ms]),
      signal: new AbortController().signal,
      ...openRoom(),
    }
    const openDialog = vi.fn()
    await startOneTap({ clientId: 'c', scriptUrl: 'https://gsi.example/client', openDialog }, deps)
    expect(prompted).toBe(true)
    // Nothing is posted before the visitor picks an account.
    expect(api.login).not.toHaveBeenCalled()
    callback({ credential: 'a.b.c' })
    await vi.waitFor(() => expect(timers).toHaveLength(1))
    expect(timers[0]?.[1]).toBe(300)
    expect(api.login).toHaveBeenCalledWith(
      { provider: 'google', idToken: 'a.b.c' },
      { confirm: 0, sticky: true },
    )

    const onSuccess = vi.fn()
    await startOneTap({ clientId: 'c', scriptUrl: 'u', openDialog, onSuccess }, deps)
    callback({ credential: 'a.b.c' })
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(timers).toHaveLength(1)

    answer.verifyStatus = 2
    callback({ credential: 'a.b.c' })
    await vi.waitFor(() => expect(openDialog).toHaveBeenCalled())
    expect(socialPending.get()).toMatchObject({ step: 'confirmRegister', oneTap: true })
    socialPending.set(null)

    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startOneTap(
      { clientId: 'c', scriptUrl: 'u', openDialog },
      { ...deps, loadLibrary: async () => Promise.reject(new Error('blocked')) },
    )
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it("one-tap asks for no nonce once the page's session is changing, and a nonce cancelled on its way is not an error", async () => {
    const page = new AbortController()
    const loadLibrary = vi.fn(async () => ({ initialize: () => {}, prompt: () => {}, cancel: () => {} }))
    const googleNonce = vi.fn(async (signal?: AbortSignal) => {
      // The page signs in while the call is on its way; fetch rejects as it does on abort.
      page.abort()
      signal?.throwIfAborted()
      return 'n.1.m'
    })
    const deps = {
      api: { googleNonce, login: vi.fn() } as unknown as SocialApi,
      loadLibrary,
      reload: vi.fn(),
      setTimer: vi.fn(),
      signal: page.signal,
      ...openRoom(),
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startOneTap({ clientId: 'c', scriptUrl: 'u', openDialog: vi.fn() }, deps)
    expect(googleNonce).toHaveBeenCalledWith(page.signal)
    expect(loadLibrary).not.toHaveBeenCalled()
    // Already changing: nothing is asked at all.
    await startOneTap({ clientId: 'c', scriptUrl: 'u', openDialog: vi.fn() }, deps)
    expect(googleNonce).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
