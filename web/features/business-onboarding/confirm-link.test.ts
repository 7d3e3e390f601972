import { describe, expect, it } from 'vitest'
import { readConfirmToken } from './confirm-link.ts'

describe('the mailed business link', () => {
  it('reads the secret from the fragment only when it has the shape of one', () => {
    const secret = 'A'.repeat(43)
    expect(readConfirmToken(`#confirm=${secret}`)).toBe(secret)
    expect(readConfirmToken(`confirm=${secret}&x=1`)).toBe(secret)
    expect(readConfirmToken('#confirm=short')).toBeNull()
    expect(readConfirmToken(`#token=${secret}`)).toBeNull()
    expect(readConfirmToken('')).toBeNull()
    expect(readConfirmToken(`#confirm=${'a'.repeat(30)}<script>`)).toBeNull()
  })
})
