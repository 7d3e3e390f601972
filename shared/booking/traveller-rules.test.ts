import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIELD_REASONS } from '../field-issues.ts'
import { BookingErrorCode } from './booking-contract.ts'
import {
  ageOn,
  checkedTravellers,
  maskedPassportNumber,
  type TravellerEntry,
  type TravellerRequirements,
  travellerProblems,
} from './traveller-rules.ts'

const TODAY = '2026-11-30'
const flight: TravellerRequirements = {
  slots: [
    { kind: 'adult', minAge: 12, maxAge: null },
    { kind: 'child', minAge: 2, maxAge: 11 },
  ],
  passportRequired: true,
  travelDate: '2027-01-08',
  lastDay: '2027-01-12',
}
const passport = { number: 'M1234 5678', issuingCountry: 'kr', expiresOn: '2031-05-01', nationality: 'KR' }
const adult: TravellerEntry = {
  firstName: 'Ji-woo',
  lastName: "O'Neil Park",
  dateOfBirth: '1990-02-03',
  passport,
}
const child: TravellerEntry = { firstName: 'Min', lastName: 'Park', dateOfBirth: '2019-06-01', passport }
const problems = (entries: TravellerEntry[], req = flight) => travellerProblems(entries, req, TODAY)
const codes = (entries: TravellerEntry[], req = flight) =>
  problems(entries, req).map((p) => `${p.code} ${p.field}`)

describe('traveller rules', () => {
  it('take good travellers and keep them normalised, the passport upper-cased', () => {
    expect(problems([adult, child])).toEqual([])
    const [first] = checkedTravellers([{ ...adult, firstName: '  Ji-woo ' }, child], flight)
    expect(first).toMatchObject({
      kind: 'adult',
      firstName: 'Ji-woo',
      passport: { number: 'M12345678', issuingCountry: 'KR', expiresOn: '2031-05-01', nationality: 'KR' },
    })
    expect(maskedPassportNumber('M12345678')).toBe('*****5678')
  })

  it('ask one entry per traveller', () => {
    expect(problems([adult])).toEqual([
      { code: 'TRAVELLERS_COUNT', field: 'travellers', reason: 'tooFew', limit: 2 },
    ])
    expect(problems([adult, child, adult])[0]).toMatchObject({ reason: 'tooMany', limit: 2 })
  })

  it('name each problem beside its field, with its own code', () => {
    expect(
      codes([
        { ...adult, firstName: '김지우', lastName: '' },
        { ...child, dateOfBirth: '2026-02-30', email: 'not-mail', passport: null },
      ]),
    ).toEqual([
      'TRAVELLER_NAME_INVALID travellers.0.firstName',
      'TRAVELLER_NAME_INVALID travellers.0.lastName',
      'TRAVELLER_BIRTH_DATE_INVALID travellers.1.dateOfBirth',
      'TRAVELLER_EMAIL_INVALID travellers.1.email',
      'TRAVELLER_PASSPORT_REQUIRED travellers.1.passport',
    ])
    expect(
      codes([
        { ...adult, passport: { ...passport, number: 'AB', issuingCountry: 'XX', nationality: '' } },
        { ...child, passport: { ...passport, expiresOn: '2027-01-11' } },
      ]),
    ).toEqual([
      'TRAVELLER_PASSPORT_INVALID travellers.0.passport.number',
      'TRAVELLER_PASSPORT_INVALID travellers.0.passport.issuingCountry',
      'TRAVELLER_PASSPORT_INVALID travellers.0.passport.nationality',
      'TRAVELLER_PASSPORT_EXPIRES travellers.1.passport.expiresOn',
    ])
  })

  it('count ages on the day of travel: an adult of 12, a child of 2 to 11', () => {
    // 12 on 8 January 2027 exactly; a day younger is 11.
    expect(problems([{ ...adult, dateOfBirth: '2015-01-08' }, child])).toEqual([])
    expect(problems([{ ...adult, dateOfBirth: '2015-01-09' }, child])[0]).toEqual({
      code: BookingErrorCode.TRAVELLER_TOO_YOUNG,
      field: 'travellers.0.dateOfBirth',
      reason: 'tooSmall',
      limit: 12,
    })
    expect(problems([adult, { ...child, dateOfBirth: '2010-01-01' }])[0]).toMatchObject({
      code: BookingErrorCode.TRAVELLER_TOO_OLD,
      limit: 11,
    })
    // A date of birth in the future, or today, is not one.
    expect(codes([{ ...adult, dateOfBirth: TODAY }, child])).toEqual([
      'TRAVELLER_BIRTH_DATE_INVALID travellers.0.dateOfBirth',
    ])
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26)
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27)
  })

  it('answer any generated entry with field problems of the booking codes, never a throw', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', ' ', '1990-13-01', '0000-00-00', '9999-12-31', '김', "O''Neil", 'A--B', '\u0000'),
      fc.constant(null),
      fc.constant(undefined),
    )
    const entry = fc.record({
      firstName: anything,
      lastName: anything,
      dateOfBirth: anything,
      email: anything,
      passport: fc.option(
        fc.record({ number: anything, issuingCountry: anything, expiresOn: anything, nationality: anything }),
      ),
    })
    const codes = new Set<string>(Object.values(BookingErrorCode))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 4 }), (entries) => {
        for (const p of travellerProblems(entries, flight, TODAY)) {
          expect(codes).toContain(p.code)
          expect(FIELD_REASONS).toContain(p.reason)
          expect(p.field).toMatch(
            /^travellers(\.\d+\.(firstName|lastName|dateOfBirth|email|passport(\.\w+)?))?$/,
          )
        }
      }),
      { numRuns: 500 },
    )
  })

  it('refuse every name that is not Latin letters with single spaces, hyphens or apostrophes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const found = problems([{ ...adult, firstName: name }, child]).filter((p) =>
          p.field.endsWith('firstName'),
        )
        const clean = name
          .replace(/[\u2019\u2018`]/g, "'")
          .trim()
          .replace(/\s+/g, ' ')
        const ok = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/.test(clean.normalize('NFC'))
        expect(found.length === 0).toBe(ok)
      }),
      { numRuns: 500 },
    )
  })
})
