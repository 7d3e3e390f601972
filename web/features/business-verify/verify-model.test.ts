import { describe, expect, it } from 'vitest'
import { availableMethods, cleanCode, verifiedTarget } from './verify-model.ts'

describe('verify page model', () => {
  it('[ASVS #30 3.7.2] goes back only to a same-origin path, never to itself', () => {
    expect(verifiedTarget('?redir=%2Fbusiness%2Fcompany%3Ftab%3D1')).toBe('/business/company?tab=1')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '%2F%2Fevil',
      '/\t/evil',
      '',
    ])
      expect(verifiedTarget(`?redir=${encodeURIComponent(bad)}`)).toBe('/')
    expect(verifiedTarget('')).toBe('/')
    expect(verifiedTarget('?redir=%2Fbusiness%2Fverify%3Fredir%3D%2Fx')).toBe('/')
  })

  it('offers the authenticator first, e-mail only without one, recovery codes while some are left', () => {
    const base = { emailHint: 'a•••@b.test', verifiedAt: null }
    expect(availableMethods({ ...base, totp: true, email: false, recoveryCodesLeft: 3 })).toEqual([
      'totp',
      'recovery',
    ])
    expect(availableMethods({ ...base, totp: false, email: true, recoveryCodesLeft: 0 })).toEqual(['email'])
  })

  it('cleans codes as people type them', () => {
    expect(cleanCode('totp', ' 123 456 ')).toBe('123456')
    expect(cleanCode('email', '12345')).toBeNull()
    expect(cleanCode('recovery', 'abcde-fghjk')).toBe('ABCDEFGHJK')
    expect(cleanCode('recovery', 'abc')).toBeNull()
  })
})
