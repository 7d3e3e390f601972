import { describe, expect, it } from 'vitest'
import { RETURNING_USER_SIGN_IN_DELAY_MS, STORAGE_KEYS } from '../../../shared/constants.ts'
import { createEventBus, type TAppEvents } from '../../../shared/event-bus.ts'
import { MemoryStorage } from '../../testing/api/fake-browser.ts'
import {
  type ReturningUserDeps,
  rememberReturningUser,
  scheduleReturningUserPrompt,
} from './returning-user.ts'

function setup(overrides: Partial<ReturningUserDeps> = {}) {
  const bus = createEventBus()
  const requests: TAppEvents['signin:request'][] = []
  bus.subscribe('signin:request', (p) => requests.push(p))
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
  const local = new MemoryStorage()
  rememberReturningUser(local)
  const deps: ReturningUserDeps = {
    pathname: '/',
    signedIn: false,
    session: new MemoryStorage(),
    local,
    bus,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
    ...overrides,
  }
  const fire = () => {
    for (const t of timers) if (!t.cancelled) t.run()
  }
  return { deps, requests, timers, fire }
}

describe('the returning-user sign-in prompt on the front door', () => {
  it('opens the dialog at login after the delay, once per session', () => {
    const { deps, requests, timers, fire } = setup()
    scheduleReturningUserPrompt(deps)
    expect(timers.map((t) => t.ms)).toEqual([RETURNING_USER_SIGN_IN_DELAY_MS])
    expect(requests).toEqual([])
    fire()
    expect(requests).toEqual([{ reason: 'returningUser', state: 'login' }])
    expect(deps.session.getItem(STORAGE_KEYS.returningUserPrompted)).toBe('1')
    scheduleReturningUserPrompt(deps)
    expect(timers).toHaveLength(1)
  })

  it('does not fire when the visitor left before the delay', () => {
    const { deps, requests, fire } = setup()
    const cancel = scheduleReturningUserPrompt(deps)
    cancel()
    fire()
    expect(requests).toEqual([])
  })

  it.each([
    ['another page', { pathname: '/trips' }],
    ['a signed-in visitor', { signedIn: true }],
    ['a browser nobody signed in on', { local: new MemoryStorage() }],
  ])('stays quiet on %s', (_, overrides) => {
    const { deps, timers } = setup(overrides)
    scheduleReturningUserPrompt(deps)
    expect(timers).toEqual([])
  })

  it('stays quiet when session storage cannot be read, since it could not keep to once a session', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    const { deps, timers } = setup({ session: blocked })
    scheduleReturningUserPrompt(deps)
    expect(timers).toEqual([])
  })
})
