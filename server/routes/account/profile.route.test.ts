import { describe, expect, it } from 'vitest'
import { ZProfileResponseSchema } from '../../../shared/account/account-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSignedInUser, useTestApp } from '../../testing/use-test-app.ts'

const PROFILE = '/i/api/account/profile/v1'

describe.each(testDatabaseKinds())('profile calls (%s)', (kind) => {
  const t = useTestApp(kind)
  const me = useSignedInUser(t, { firstName: 'Mina' })

  it('reads the signed-in user’s profile', async () => {
    const res = await me.call({ url: PROFILE })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(ZProfileResponseSchema.parse(res.json())).toEqual({
      firstName: 'Mina',
      lastName: 'User',
      email: me.email,
      pendingEmail: null,
      emailConfirmed: true,
      optIn: false,
      language: 'en',
    })
  })

  it('updates names and the mailing opt-in, trimmed', async () => {
    const res = await me.call({
      method: 'PUT',
      url: PROFILE,
      payload: { firstName: '  Mina ', lastName: 'Park', optIn: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ firstName: 'Mina', lastName: 'Park', optIn: true, email: me.email })
    expect((await me.call({ url: PROFILE })).json()).toMatchObject({ lastName: 'Park', optIn: true })
  })

  it('[ASVS #37 8.2.3] refuses e-mail, role, permissions or company in the body and changes nothing', async () => {
    const before = (await me.call({ url: PROFILE })).json()
    const base = { firstName: 'Evil', lastName: 'Twin', optIn: false }
    for (const extra of [
      { email: 'attacker@example.test' },
      { role: { roleName: 'admin' } },
      { permissions: ['USER_MANAGEMENT'] },
      { companyId: '00000000-0000-4000-8000-000000000000' },
      { emailConfirmed: true },
    ]) {
      const res = await me.call({ method: 'PUT', url: PROFILE, payload: { ...base, ...extra } })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR')
    }
    expect((await me.call({ url: PROFILE })).json()).toEqual(before)
  })

  it('takes names as people write them, and refuses only control and direction-changing characters or blanks, naming the reason', async () => {
    const put = (firstName: string, lastName = 'Park') =>
      me.call({ method: 'PUT', url: PROFILE, payload: { firstName, lastName, optIn: false } })
    // Persian with a zero-width non-joiner, an emoji family joined by ZWJ, Devanagari marks, an apostrophe.
    for (const name of ['نیک‌نام', '👩‍👩‍👧', 'देवनागरी', "O'Brien-Nakamura", 'José'])
      expect((await put(name)).json(), name).toMatchObject({ firstName: name })
    // One name only is a name: the last name may be empty.
    expect((await put('Sukarno', '')).statusCode).toBe(200)
    // (NUL never reaches a schema: every request holding one is refused whole, by the text-input plugin.)
    for (const name of ['Mina\u202Egnp.exe', 'Mi\u0007na', 'Mina\u2066x', 'Mi\u001b[31mna']) {
      const res = await put(name)
      expect(res.statusCode, JSON.stringify(name)).toBe(400)
      expect(res.json().errors[0]).toMatchObject({ field: 'firstName', reason: 'characters' })
    }
    const blank = await put('   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors[0]).toMatchObject({ field: 'firstName', reason: 'required' })
    expect((await me.call({ url: PROFILE })).json()).toMatchObject({ firstName: 'Sukarno', lastName: '' })
  })

  it('answers malformed bodies with 400, and anonymous visitors with 401', async () => {
    for (const payload of ['"text"', '[]', '{"firstName":1,"lastName":"x","optIn":true}', '{}', 'null']) {
      const res = await me.call({
        method: 'PUT',
        url: PROFILE,
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
    }
    expect((await t.app.inject({ url: PROFILE })).statusCode).toBe(401)
  })
})
