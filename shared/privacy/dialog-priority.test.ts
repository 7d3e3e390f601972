import { describe, expect, it } from 'vitest'
import { consentStack } from './dialog-priority.ts'

const none = {
  model: 'optOut' as const,
  recorded: false,
  bannerSuppressed: false,
  noticeVisible: false,
  twoPartyPending: false,
  dataTransferPending: false,
}

describe('which consent surface is on top (spec section 4)', () => {
  it('puts two-party consent over the data-transfer disclaimer over cookie consent', () => {
    const stack = consentStack({
      ...none,
      model: 'categories',
      twoPartyPending: true,
      dataTransferPending: true,
    })
    expect(stack).toEqual(['cookieBanner', 'dataTransfer', 'twoParty'])
    expect(stack.at(-1)).toBe('twoParty')
  })

  it('shows the IAB dialog as cookie consent under the TCF, and the notice bar as the message elsewhere', () => {
    expect(consentStack({ ...none, model: 'iab' })).toEqual(['iabDialog'])
    expect(
      consentStack({ ...none, model: 'notice', noticeVisible: true, dataTransferPending: true }),
    ).toEqual(['cookiesNotice', 'dataTransfer'])
    expect(consentStack({ ...none, model: 'optOut' })).toEqual([])
  })

  it('shows no banner once a choice is recorded, nor while the URL flag suppresses it', () => {
    expect(consentStack({ ...none, model: 'categories', recorded: true })).toEqual([])
    expect(consentStack({ ...none, model: 'categories', bannerSuppressed: true })).toEqual([])
    expect(consentStack({ ...none, model: 'iab', bannerSuppressed: true, twoPartyPending: true })).toEqual([
      'twoParty',
    ])
  })

  it('puts what the visitor opened on top, moving it out of its due place', () => {
    expect(
      consentStack({ ...none, model: 'categories', dataTransferPending: true }, ['cookieBanner']),
    ).toEqual(['dataTransfer', 'cookieBanner'])
    expect(consentStack({ ...none }, ['dataSharing'])).toEqual(['dataSharing'])
  })
})
