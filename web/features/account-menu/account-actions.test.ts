import { describe, expect, it, vi } from 'vitest'
import { createEventBus, type TAppEvents } from '../../../shared/event-bus.ts'
import type { AuthApi, TAuthResult } from '../../api/auth.ts'
import { createAccountActions } from './account-actions.ts'

function setup(overrides: Partial<AuthApi> = {}) {
  const ok = () => vi.fn(async (): Promise<TAuthResult> => ({ status: 0 }))
  const api = {
    logout: ok(),
    addAccount: ok(),
    switchAccount: ok(),
    resendConfirmation: ok(),
    ...overrides,
  } as unknown as AuthApi
  const bus = createEventBus()
  const requests: TAppEvents['signin:request'][] = []
  bus.subscribe('signin:request', (r) => requests.push(r))
  const deps = { api, bus, assign: vi.fn(), reload: vi.fn(), log: vi.fn() }
  return { actions: createAccountActions(deps), deps, requests }
}

const failing = () =>
  vi.fn(async (): Promise<TAuthResult> => {
    throw new Error('boom')
  })

describe('account actions', () => {
  it('switches then reloads, or goes to the business redirect when there is one', async () => {
    const a = setup()
    expect(await a.actions.switchTo('tok_a', true)).toBe(true)
    expect(a.deps.api.switchAccount).toHaveBeenCalledWith('tok_a', true)
    expect(a.deps.reload).toHaveBeenCalledTimes(1)
    const b = setup({
      switchAccount: vi.fn(async () => ({ status: 0 as const, businessRedirectUrl: '/business' })),
    })
    await b.actions.switchTo('tok_a', true)
    expect(b.deps.assign).toHaveBeenCalledWith('/business')
    expect(b.deps.reload).not.toHaveBeenCalled()
  })

  it('never follows a business redirect to another site', async () => {
    const a = setup({
      switchAccount: vi.fn(async () => ({ status: 0 as const, businessRedirectUrl: '//evil.test' })),
    })
    await a.actions.switchTo('tok_a', false)
    expect(a.deps.assign).not.toHaveBeenCalled()
    expect(a.deps.reload).toHaveBeenCalled()
  })

  it('logs a failed switch or add and tells the caller, without a reload or a dialog', async () => {
    const a = setup({ switchAccount: failing(), addAccount: failing() })
    expect(await a.actions.switchTo('tok_a', false)).toBe(false)
    expect(await a.actions.addAccount()).toBe(false)
    expect(a.deps.log).toHaveBeenCalledTimes(2)
    expect(a.deps.reload).not.toHaveBeenCalled()
    expect(a.requests).toEqual([])
  })

  it('adds an account, then opens the sign-in dialog at login', async () => {
    const a = setup()
    expect(await a.actions.addAccount()).toBe(true)
    expect(a.requests).toEqual([{ reason: 'generic', state: 'login' }])
  })

  it('signs out then goes to the front door; after a failure, to the sign-out page', async () => {
    const a = setup()
    await a.actions.signOut()
    expect(a.deps.assign).toHaveBeenCalledWith('/')
    const b = setup({ logout: failing() })
    await b.actions.signOut()
    expect(b.deps.assign).toHaveBeenCalledWith('/signout')
    expect(b.deps.log).toHaveBeenCalled()
  })

  it('resends the confirmation e-mail, answering whether it went', async () => {
    expect(await setup().actions.resendConfirmation()).toBe(true)
    const a = setup({ resendConfirmation: failing() })
    expect(await a.actions.resendConfirmation()).toBe(false)
  })
})
