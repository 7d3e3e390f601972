import { describe, expect, it } from 'vitest'
import { hashPassword, PASSWORD_HASH_PARAMETERS, verifyPassword } from './password-hasher.ts'

describe('password hasher', () => {
  it('stores argon2id with the OWASP parameters and verifies exactly what was typed', async () => {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS
    const password = `${'é'.repeat(70)}Correct horse 🐎`
    const stored = await hashPassword(password)
    expect(stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`)).toBe(true)
    expect(stored).not.toContain(password)
    expect(await verifyPassword(stored, password)).toBe(true)
    // No truncation and no case folding.
    expect(await verifyPassword(stored, `${password.slice(0, -1)}!`)).toBe(false)
    expect(await verifyPassword(stored, password.toUpperCase())).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false)
    expect(await verifyPassword('', '')).toBe(false)
  })
})
