import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { blockedStorage } from '../../testing/api/fake-browser.ts'
import { rememberAfterConfirm, takeAfterConfirm } from './after-confirm.ts'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('where a confirmed account goes', () => {
  it('back to the page the registration started from, once; the front door after', () => {
    const storage = memory()
    expect(takeAfterConfirm(storage)).toBe('/')
    rememberAfterConfirm(storage, '/business/invitations')
    expect(takeAfterConfirm(storage)).toBe('/business/invitations')
    expect(takeAfterConfirm(storage)).toBe('/')
  })

  it('never leaves the site, whatever the storage holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('//evil.test/x')), (stored) => {
        const storage = memory()
        rememberAfterConfirm(storage, stored)
        const target = takeAfterConfirm(storage)
        expect(new URL(target, 'https://fernway.test').origin).toBe('https://fernway.test')
      }),
    )
  })

  it('goes to the front door when storage is blocked', () => {
    rememberAfterConfirm(blockedStorage, '/business/invitations')
    expect(takeAfterConfirm(blockedStorage)).toBe('/')
  })
})
