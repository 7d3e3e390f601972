// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { SocialApi } from '../sign-in/social/social-api.ts'
import { type GsiId, type GsiMoment, type OneTapDeps, startOneTap } from './one-tap.ts'
import { documentRoom, ONE_TAP_DISMISSED_KEY } from './prompt-room.ts'

/** A Google library that records its prompts and cancels, and whose prompt the test can close. */
function fakeGoogle() {
  const calls: string[] = []
  let listener: ((moment: GsiMoment) => void) | undefined
  const id = {
    initialize: () => {},
    prompt: (l?: (moment: GsiMoment) => void) => {
      listener = l
      calls.push('prompt')
    },
    cancel: () => {
      calls.push('cancel')
      listener?.({ isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' })
    },
  }
  const closeByVisitor = () => listener?.({ isSkippedMoment: () => true })
  return { id, calls, closeByVisitor }
}

function depsWith(id: GsiId, overrides: Partial<OneTapDeps> = {}) {
  const kept = new Map<string, string>()
  const googleNonce = vi.fn(async () => 'n.1.m')
  const deps: OneTapDeps = {
    api: { googleNonce, login: vi.fn() } as unknown as SocialApi,
    loadLibrary: async () => id,
    reload: vi.fn(),
    setTimer: vi.fn(),
    signal: new AbortController().signal,
    session: { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v) },
    room: documentRoom(document),
    ...overrides,
  }
  return { deps, googleNonce, kept }
}

const options = { clientId: 'c', scriptUrl: 'u', openDialog: () => {} }
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the one-tap prompt (issue 27 item 8)', () => {
  it('waits while a dialog or the cookie banner is open, steps aside when one opens, and comes back when it closes', async () => {
    const banner = document.createElement('section')
    banner.className = 'fw-cookie-banner'
    document.body.append(banner)
    const google = fakeGoogle()
    const { deps, kept } = depsWith(google.id)
    await startOneTap(options, deps)
    expect(google.calls).toEqual([])

    banner.remove()
    await mutationsSeen()
    expect(google.calls).toEqual(['prompt'])

    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    await mutationsSeen()
    expect(google.calls).toEqual(['prompt', 'cancel'])
    // Stepping aside for a dialog is not the visitor closing it.
    expect(kept.has(ONE_TAP_DISMISSED_KEY)).toBe(false)

    dialog.remove()
    await mutationsSeen()
    expect(google.calls).toEqual(['prompt', 'cancel', 'prompt'])
    document.body.innerHTML = ''
  })

  it('once the visitor closes it, it stays closed for the session: no nonce asked, no prompt on the next page', async () => {
    const google = fakeGoogle()
    const { deps, kept, googleNonce } = depsWith(google.id)
    await startOneTap(options, deps)
    expect(google.calls).toEqual(['prompt'])
    google.closeByVisitor()
    expect(kept.get(ONE_TAP_DISMISSED_KEY)).toBe('1')

    // Neither a dialog coming and going nor the next page brings it back.
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    await mutationsSeen()
    dialog.remove()
    await mutationsSeen()
    expect(google.calls).toEqual(['prompt'])
    await startOneTap(options, deps)
    expect(googleNonce).toHaveBeenCalledTimes(1)
    expect(google.calls).toEqual(['prompt'])
  })

  it('stops watching the page once the page signs in or out', async () => {
    const google = fakeGoogle()
    const page = new AbortController()
    const { deps } = depsWith(google.id, { signal: page.signal })
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    document.body.append(dialog)
    await startOneTap(options, deps)
    page.abort()
    dialog.remove()
    await mutationsSeen()
    expect(google.calls).toEqual([])
  })
})

/** A Google library whose callback the test calls, as Google does once an account is picked. */
function googleCallingBack() {
  const callback = { answer: (_response: { credential?: string }) => {} }
  const google = {
    ...fakeGoogle().id,
    initialize: (o: { callback(response: { credential?: string }): void }) => {
      callback.answer = o.callback
    },
  }
  return { google, callback }
}

describe('one-tap failures are reported with their source (spec section 8)', () => {
  it('reports a library Google failed to give, or a callback without a credential, as google’s', async () => {
    const report = vi.fn()
    const failed = new Error('the Google library did not load')
    const { deps } = depsWith(fakeGoogle().id, {
      loadLibrary: async () => Promise.reject(failed),
      report,
    })
    await startOneTap(options, deps)
    expect(report).toHaveBeenCalledWith(failed, { feature: 'one-tap', source: 'google' })

    const { google, callback } = googleCallingBack()
    const second = depsWith(google, { report })
    await startOneTap(options, second.deps)
    callback.answer({})
    expect(report).toHaveBeenLastCalledWith(expect.any(Error), { feature: 'one-tap', source: 'google' })
    expect(second.deps.api.login).not.toHaveBeenCalled()
  })

  it('reports our own failures (the nonce, the login with Google’s credential) as fernway’s', async () => {
    const report = vi.fn()
    const refused = new Error('nonce refused')
    const { deps } = depsWith(fakeGoogle().id, {
      api: { googleNonce: async () => Promise.reject(refused), login: vi.fn() } as unknown as SocialApi,
      report,
    })
    await startOneTap(options, deps)
    expect(report).toHaveBeenCalledWith(refused, { feature: 'one-tap', source: 'fernway' })

    const { google, callback } = googleCallingBack()
    const loginFailed = new Error('login failed')
    const second = depsWith(google, {
      api: {
        googleNonce: async () => 'n.1.m',
        login: async () => Promise.reject(loginFailed),
      } as unknown as SocialApi,
      report,
    })
    await startOneTap(options, second.deps)
    callback.answer({ credential: 'id-token' })
    await vi.waitFor(() =>
      expect(report).toHaveBeenLastCalledWith(loginFailed, { feature: 'one-tap', source: 'fernway' }),
    )
  })
})
