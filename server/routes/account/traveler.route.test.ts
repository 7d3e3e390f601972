import crypto from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { birthDateBounds } from '../../../shared/account/account-contract.ts'
import { ZTravelerListResponseSchema, ZTravelerSchema } from '../../../shared/account/traveler-schemas.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import en from '../../../web/i18n/messages/en.json' with { type: 'json' }
import ko from '../../../web/i18n/messages/ko.json' with { type: 'json' }
import { type SignedInBrowser, signedInUser } from '../../testing/account/account-test-support.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSignedInUser, useTestApp } from '../../testing/use-test-app.ts'

const BASE = '/i/api/account/traveler/v1/'
const V2 = '?knownTravelerNumberApiVersion=v2'
const adult = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' }

describe.each(testDatabaseKinds())('traveller calls (%s)', (kind) => {
  const t = useTestApp(kind)
  const alice = useSignedInUser(t)
  const bob = useSignedInUser(t)

  const create = (who: SignedInBrowser, body: unknown) =>
    who.call({ method: 'POST', url: `${BASE}${V2}`, payload: body as object })
  const list = async (who: SignedInBrowser) =>
    ZTravelerListResponseSchema.parse((await who.call({ url: `${BASE}${V2}` })).json()).travelers

  it('creates a traveller with the defaults filled, and lists it', async () => {
    const res = await create(alice, { ...adult, phoneCountryCodeISO: 'gb', knownTravelerNumber: 'TT1234567' })
    expect(res.statusCode).toBe(201)
    const made = ZTravelerSchema.parse(res.json())
    expect(made).toMatchObject({
      ...adult,
      middleName: null,
      preferred: true,
      phoneCountryCodeISO: 'GB',
      knownTravelerNumber: 'TT1234567',
      gender: null,
    })
    expect(res.headers['cache-control']).toBe('no-store')
    expect((await list(alice)).map((x) => x.travelerId)).toContain(made.travelerId)
  })

  it('keeps one preferred traveller per user: marking one unmarks the others', async () => {
    const first = ZTravelerSchema.parse((await create(alice, adult)).json())
    const second = ZTravelerSchema.parse((await create(alice, { ...adult, firstName: 'Byron' })).json())
    let preferred = (await list(alice)).filter((x) => x.preferred)
    expect(preferred.map((x) => x.travelerId)).toEqual([second.travelerId])
    const saved = await alice.call({
      method: 'PUT',
      url: `${BASE}${first.travelerId}${V2}`,
      payload: { ...adult, preferred: true },
    })
    expect(saved.statusCode).toBe(200)
    preferred = (await list(alice)).filter((x) => x.preferred)
    expect(preferred.map((x) => x.travelerId)).toEqual([first.travelerId])
    const got = await alice.call({ url: `${BASE}preferred${V2}` })
    expect(got.json().travelerId).toBe(first.travelerId)
  })

  it('saves every field, leaves preferred alone when it is not sent, and deletes', async () => {
    const made = ZTravelerSchema.parse((await create(alice, { ...adult, preferred: false })).json())
    expect(made.preferred).toBe(false)
    const full = {
      travelerId: made.travelerId,
      firstName: 'Grace',
      middleName: 'Brewster',
      lastName: 'Hopper',
      dateOfBirth: '1980-02-29',
      emailAddress: 'grace@example.test',
      phoneNumber: '555 010-4477',
      phoneCountryCode: '+1',
      phoneCountryCodeISO: 'US',
      tsaredress: '1234567',
      knownTravelerNumber: 'AB12345',
      gender: 'F',
    }
    const res = await alice.call({ method: 'PUT', url: `${BASE}${made.travelerId}${V2}`, payload: full })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ...full, preferred: false })
    const gone = await alice.call({ method: 'DELETE', url: `${BASE}${made.travelerId}` })
    expect(gone.statusCode).toBe(204)
    const again = await alice.call({ method: 'DELETE', url: `${BASE}${made.travelerId}` })
    expect(again.statusCode).toBe(404)
  })

  it('answers 204 for the preferred traveller of a user who has none', async () => {
    const carol = await signedInUser(t)
    const res = await carol.call({ url: `${BASE}preferred${V2}` })
    expect(res.statusCode).toBe(204)
    expect(await list(carol)).toEqual([])
  })

  it('requires knownTravelerNumberApiVersion=v2 on reads and writes', async () => {
    for (const query of ['', '?knownTravelerNumberApiVersion=v1', '?knownTravelerNumberApiVersion=V2']) {
      const res = await alice.call({ url: `${BASE}${query}` })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR')
      expect((await create(alice, adult)).statusCode).toBe(201)
      expect((await alice.call({ method: 'POST', url: `${BASE}${query}`, payload: adult })).statusCode).toBe(
        400,
      )
    }
  })

  it('enforces the configured age bounds 18 to 110 on the date of birth', async () => {
    const today = isoDay(new Date())
    const { earliest, latest } = birthDateBounds(today)
    expect((await create(alice, { ...adult, dateOfBirth: latest })).statusCode).toBe(201)
    expect((await create(alice, { ...adult, dateOfBirth: earliest })).statusCode).toBe(201)
    const young = new Date(`${latest}T00:00:00Z`)
    young.setUTCDate(young.getUTCDate() + 1)
    const old = new Date(`${earliest}T00:00:00Z`)
    old.setUTCDate(old.getUTCDate() - 1)
    for (const dateOfBirth of [isoDay(young), isoDay(old), '2099-01-01']) {
      const res = await create(alice, { ...adult, dateOfBirth })
      expect(res.statusCode, dateOfBirth).toBe(400)
      expect(res.json().errors[0].code).toBe('TRAVELER_AGE_OUT_OF_RANGE')
    }
    const notADate = await create(alice, { ...adult, dateOfBirth: '1990-02-30' })
    expect(notADate.statusCode).toBe(400)
    expect(notADate.json().errors[0]).toMatchObject({ field: 'dateOfBirth', reason: 'date' })
  })

  it('names the field and a reason the web translates for every problem of a bad body (decision 078)', async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constant(''), fc.integer(), fc.constant(null))
    const body = fc.record(
      {
        firstName: text,
        lastName: text,
        dateOfBirth: fc.oneof(text, fc.constant('1990-13-01')),
        emailAddress: fc.oneof(text, fc.constant('ada@')),
        gender: text,
        preferred: fc.oneof(fc.boolean(), text),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await create(alice, payload)
        if (res.statusCode !== 400 || res.json().errors[0].code !== 'VALIDATION_ERROR') return
        for (const item of res.json().errors) {
          expect(item.field, JSON.stringify(item)).toMatch(/^[A-Za-z]+$/)
          expect(en.fieldErrors, item.reason).toHaveProperty(item.reason)
          expect(ko.fieldErrors, item.reason).toHaveProperty(item.reason)
          expect(item.description).not.toMatch(/Invalid|Too (big|small)|must match|[<>]=/)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('accepts the configured genders M and F only', async () => {
    expect((await create(alice, { ...adult, gender: 'M' })).statusCode).toBe(201)
    const res = await create(alice, { ...adult, gender: 'X' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe('TRAVELER_GENDER_NOT_ALLOWED')
  })

  it('[ASVS #37 8.2.3] refuses fields a client may not write, such as the owner', async () => {
    const before = (await list(bob)).length
    for (const extra of [{ userId: bob.userId }, { user_id: bob.userId }, { id: crypto.randomUUID() }]) {
      const res = await create(alice, { ...adult, ...extra })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR')
    }
    expect((await list(bob)).length).toBe(before)
  })

  it('[ASVS #36 8.2.2] answers another user’s traveller exactly as a missing one, and leaves it unchanged', async () => {
    const bobs = ZTravelerSchema.parse((await create(bob, { ...adult, firstName: 'Bobby' })).json())
    const missing = crypto.randomUUID()
    for (const id of [bobs.travelerId, missing]) {
      const put = await alice.call({ method: 'PUT', url: `${BASE}${id}${V2}`, payload: adult })
      expect(put.statusCode).toBe(404)
      expect(put.json()).toEqual({
        errors: [{ code: 'NOT_FOUND', description: 'The traveller was not found.' }],
      })
      const del = await alice.call({ method: 'DELETE', url: `${BASE}${id}` })
      expect(del.statusCode).toBe(404)
      expect(del.json()).toEqual(put.json())
    }
    const bobsList = await list(bob)
    expect(bobsList.find((x) => x.travelerId === bobs.travelerId)?.firstName).toBe('Bobby')
    expect((await list(alice)).some((x) => x.travelerId === bobs.travelerId)).toBe(false)
    // Marking one of Alice's as preferred does not touch Bob's preferred traveller.
    expect((await bob.call({ url: `${BASE}preferred${V2}` })).json().travelerId).toBe(bobs.travelerId)
  })

  it('[ASVS #36 8.2.2] never reveals or changes another user’s traveller for any id (property)', async () => {
    const bobs = ZTravelerSchema.parse((await create(bob, { ...adult, firstName: 'Robert' })).json())
    const bobsJson = JSON.stringify(bobs)
    const ids = fc.oneof(
      fc.uuid(),
      fc.constant(bobs.travelerId),
      fc.constant(bobs.travelerId.toUpperCase()),
      fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(
        ids,
        fc.constantFrom('PUT', 'DELETE') as fc.Arbitrary<'PUT' | 'DELETE'>,
        async (id, method) => {
          const res = await alice.call({ method, url: `${BASE}${id}${V2}`, payload: adult })
          expect([400, 404]).toContain(res.statusCode)
          expect(res.body).not.toContain(bobs.travelerId)
          expect(res.body).not.toContain('Robert')
        },
      ),
      { numRuns: 60 },
    )
    expect(JSON.stringify((await list(bob)).find((x) => x.travelerId === bobs.travelerId))).toBe(bobsJson)
  })

  it('answers any generated bad body with a 400 error list, never a 500', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string()),
      fc.object(),
    )
    const body = fc.record(
      {
        firstName: junk,
        middleName: junk,
        lastName: junk,
        dateOfBirth: fc.oneof(
          junk,
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
        emailAddress: junk,
        phoneNumber: junk,
        phoneCountryCode: junk,
        phoneCountryCodeISO: junk,
        tsaredress: junk,
        knownTravelerNumber: junk,
        preferred: junk,
        gender: junk,
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, junk), async (payload) => {
        const res = await alice.call({
          method: 'POST',
          url: `${BASE}${V2}`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
        if (res.statusCode === 201) {
          // Cleaned up so that the per-user limit is never what answers.
          const { travelerId } = ZTravelerSchema.parse(res.json())
          expect((await alice.call({ method: 'DELETE', url: `${BASE}${travelerId}` })).statusCode).toBe(204)
          return
        }
        expect(res.statusCode).toBe(400)
        expect(res.json().errors[0].code).toMatch(
          /^(VALIDATION_ERROR|TRAVELER_AGE_OUT_OF_RANGE|TRAVELER_GENDER_NOT_ALLOWED)$/,
        )
      }),
      { numRuns: 150 },
    )
  })

  it('asks anonymous visitors to sign in', async () => {
    const res = await t.app.inject({ url: `${BASE}${V2}` })
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('INVALID_SESSION')
  })
})
