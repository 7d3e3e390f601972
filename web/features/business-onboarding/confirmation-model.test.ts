import { describe, expect, it, vi } from 'vitest'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { confirmationButton, sendConfirmation, type TSendStatus } from './confirmation-model.ts'

function auth(company: boolean, profile: boolean, withProfile = true): TAuthState {
  const state = testBusinessState({
    companyConfirmationNeeded: company,
    businessProfileConfirmationNeeded: profile,
  })
  return signedInAuth({
    businessState: withProfile ? state : { ...state, businessProfile: null },
  })
}

describe('the business confirmation buttons (spec section 5)', () => {
  it.each([
    [true, true, 'company'],
    [true, false, 'company'],
    [false, true, 'profile'],
    [false, false, null],
  ] as const)('company needed %s, profile needed %s → %s', (company, profile, expected) => {
    expect(confirmationButton(auth(company, profile), 'a@b.test')).toBe(expected)
  })

  it('shows none without a business profile or without an e-mail', () => {
    expect(confirmationButton(auth(true, true, false), 'a@b.test')).toBeNull()
    expect(confirmationButton(auth(true, true), '')).toBeNull()
  })

  it('sends once, disabled while sending, and re-enables with an error on failure', async () => {
    const seen: TSendStatus[] = []
    const ok = vi.fn(async () => ({ sent: true }))
    await sendConfirmation('idle', 'a@b.test', ok, (s) => seen.push(s))
    expect(seen).toEqual(['sending', 'sent'])
    expect(ok).toHaveBeenCalledWith('a@b.test')

    const failing = vi.fn(async () => {
      throw new Error('boom')
    })
    const after: TSendStatus[] = []
    await sendConfirmation('idle', 'a@b.test', failing, (s) => after.push(s))
    expect(after).toEqual(['sending', 'failed'])

    const never = vi.fn(async () => null)
    await sendConfirmation('sending', 'a@b.test', never, () => {})
    await sendConfirmation('idle', '', never, () => {})
    expect(never).not.toHaveBeenCalled()
  })
})
