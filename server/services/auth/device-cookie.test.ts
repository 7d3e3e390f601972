import { describe, expect, it } from 'vitest'
import { deviceCookieAfterSignIn, readDeviceCookie } from './device-cookie.ts'

const SECRET = 'device-cookie-test-secret'

describe('device cookies', () => {
  it('proves the entry it issued and nothing else: a forged signature is no claim, whatever its characters', () => {
    const cookie = deviceCookieAfterSignIn(SECRET, undefined, 'user-1')
    const [claim] = readDeviceCookie(SECRET, cookie)
    expect(claim?.userId).toBe('user-1')
    const [userId, deviceId, issued, signature = ''] = cookie.split('.')
    // Same length in characters, not in bytes (a header's Latin-1 reading of a forged cookie): refused, not thrown.
    for (const forged of [
      'A'.repeat(signature.length),
      'é'.repeat(signature.length),
      '한'.repeat(signature.length),
    ])
      expect(readDeviceCookie(SECRET, [userId, deviceId, issued, forged].join('.'))).toEqual([])
    expect(readDeviceCookie('another-secret', cookie)).toEqual([])
  })
})
