import { describe, expect, it } from 'vitest'
import { priceAlertEmailToggle } from './price-alert-email.ts'

function fakeApi(options: { failSave?: boolean; failList?: boolean } = {}) {
  let stored = true
  return {
    list: async () => {
      if (options.failList) throw new Error('offline')
      return { emailEnabled: stored, priceAlerts: [] }
    },
    setEmailEnabled: async (on: boolean) => {
      if (options.failSave) throw new Error('offline')
      stored = on
      return { emailEnabled: on }
    },
  }
}

describe('the account menu’s price-alert e-mail box', () => {
  it('reads the account’s choice and saves a change', async () => {
    const toggle = priceAlertEmailToggle(fakeApi())
    expect(await toggle.read()).toBe(true)
    const shown: boolean[] = []
    expect(await toggle.change(false, (v) => shown.push(v))).toBe(false)
    expect(shown).toEqual([false, false])
    expect(await toggle.read()).toBe(false)
  })

  it('puts the box back when the save fails, and reads null when it cannot read', async () => {
    const shown: boolean[] = []
    expect(await priceAlertEmailToggle(fakeApi({ failSave: true })).change(false, (v) => shown.push(v))).toBe(
      true,
    )
    expect(shown).toEqual([false, true])
    expect(await priceAlertEmailToggle(fakeApi({ failList: true })).read()).toBeNull()
  })
})
