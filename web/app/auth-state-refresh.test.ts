import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../shared/auth-state.ts'
import { AUTH_STATE_STALE_MS, createAuthRefresh } from './auth-state-refresh.ts'

const signedIn = (email: string): TAuthState => ({
  ...ANONYMOUS_AUTH_STATE,
  loggedInSession: true,
  userInfoState: { accountName: email, accountEmail: email, userImgUrl: null, userDisplayEmail: email },
})

function harness(initial: TAuthState | null, server: TAuthState) {
  let clock = 0
  const calls = { fetches: 0, reloads: 0 }
  const refresh = createAuthRefresh({
    initial,
    fetchState: async () => {
      calls.fetches++
      return server
    },
    reload: () => {
      calls.reloads++
    },
    now: () => clock,
    onError: () => {},
  })
  return { refresh, calls, advance: (ms: number) => (clock += ms) }
}

describe('auth state refresh', () => {
  it('fetches on load only when the page carries none, and starts over if someone is signed in', async () => {
    const carried = harness(signedIn('a@x.test'), signedIn('a@x.test'))
    await carried.refresh.start()
    expect(carried.calls.fetches).toBe(0)
    const missing = harness(null, signedIn('a@x.test'))
    await missing.refresh.start()
    expect(missing.calls).toEqual({ fetches: 1, reloads: 1 })
  })

  it('checks again when shown after the stale time or from the back-forward cache, reloading only on a change', async () => {
    const h = harness(signedIn('a@x.test'), ANONYMOUS_AUTH_STATE)
    await h.refresh.shown(false)
    expect(h.calls.fetches).toBe(0)
    h.advance(AUTH_STATE_STALE_MS)
    await h.refresh.shown(false)
    expect(h.calls).toEqual({ fetches: 1, reloads: 1 })
    const same = harness(signedIn('a@x.test'), signedIn('a@x.test'))
    await same.refresh.shown(true)
    expect(same.calls).toEqual({ fetches: 1, reloads: 0 })
  })
})
