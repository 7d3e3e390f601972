import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avatarInitials, isPhoneAccount } from './avatar-initials.ts'

describe('avatar initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(avatarInitials('Tomas Reyes')).toBe('TR')
    expect(avatarInitials('  amara  de la  okafor ')).toBe('AO')
    expect(avatarInitials('Priya')).toBe('P')
    expect(avatarInitials('홍길동')).toBe('홍')
    expect(avatarInitials('tomas@fernway.test')).toBe('T')
    expect(avatarInitials('(Ana) Ölund')).toBe('AÖ')
  })

  it('gives nothing for a missing or letterless name', () => {
    expect(avatarInitials(null)).toBe('')
    expect(avatarInitials('')).toBe('')
    expect(avatarInitials(' -- ')).toBe('')
  })

  it('keeps a letter outside the BMP whole', () => {
    expect(avatarInitials('𝒜lice 𝒵oe')).toBe('𝒜𝒵')
    // Upper-casing "ß" gives two letters; one is kept.
    expect(avatarInitials('ßen ßa')).toBe('SS')
  })

  it('is never more than 2 letters, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        expect([...avatarInitials(name)].length).toBeLessThanOrEqual(2)
      }),
    )
  })

  it('shows a phone icon for names starting with +', () => {
    expect(isPhoneAccount('+1 555 0100')).toBe(true)
    expect(isPhoneAccount('Tomas +1')).toBe(false)
    expect(isPhoneAccount(null)).toBe(false)
  })
})
