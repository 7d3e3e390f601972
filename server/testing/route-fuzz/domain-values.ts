import fc from 'fast-check'
import { HOTEL_POLICY } from '../policies/policy.matrix.ts'
import { oddJson } from './fuzz-values.ts'

/**
 * Values of one area's own domain, which random text almost never hits: the near misses (a card number
 * in a token, a date that does not exist, a CSV cell that starts a formula) that reach the checks
 * behind the first ones. Route profiles give them to the fields of their routes.
 */

/** URL-safe base64 without padding, as WebAuthn and JWTs carry it. */
export const base64url = (maxLength = 200): fc.Arbitrary<string> =>
  fc.base64String({ maxLength }).map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))

/** Three base64url parts: what an ID token looks like, signed by nobody. */
export const jwtLike = (): fc.Arbitrary<string> =>
  fc.tuple(base64url(60), base64url(60), base64url(40)).map((parts) => parts.join('.'))

/** Card numbers, spaced, dashed and in full-width digits (a provider's token must never be one). */
export const CARD_NUMBERS: readonly string[] = [
  '4111111111111111',
  '4111 1111 1111 1111',
  '5555 5555 5555 4444',
  '3782-822463-10005',
  '４１１１１１１１１１１１１１１１',
  '１２３４',
]

/** Dates a calendar does not have, and some it does. */
export const dates = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom(
      '2026-02-29',
      '2027-02-29',
      '2026-13-01',
      '2027-13-01',
      '1980-13-40',
      '2099-02-30',
      '0000-00-00',
      '2026-1-1',
      '2099-01-01T00:00:00Z',
    ),
  )

/** CSV cells that break naive parsers and spreadsheets: quotes, BOM, bidi marks, formulas, wide digits. */
const CSV_CELLS: readonly string[] = [
  '',
  '"',
  '""',
  '\uFEFF',
  'ǅ',
  '\u202Eevil',
  'a@b',
  '=cmd|/c calc',
  'x'.repeat(5000),
  '１２３',
  '🙂@🙂.test',
]
export const oddCell = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...CSV_CELLS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  )

const MEMBERS_CSV_HEADER =
  'firstName,lastName,email,role,groups,employeeId,department,costCenter,managerEmail,office,active'

/** A members file: the header and rows of odd cells (quoted as a spreadsheet would), or garbage. */
export const membersCsv = (): fc.Arbitrary<string> => {
  const row = fc
    .array(oddCell(), { maxLength: 13 })
    .map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
  return fc.oneof(
    fc.array(row, { maxLength: 6 }).map((rows) => [MEMBERS_CSV_HEADER, ...rows].join('\n')),
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('"unterminated', 'email\n"a@b.test', '\r\r\n\n', MEMBERS_CSV_HEADER),
  )
}

/** An offer as the search pages save it, any field of it odd or missing. */
export const offerLike = (): fc.Arbitrary<unknown> =>
  fc.record(
    {
      vertical: fc.oneof(fc.constantFrom('flight', 'hotel', 'car', 'train', 'bus'), oddJson()),
      offerId: fc.oneof(fc.string({ maxLength: 8 }), oddJson()),
      title: oddJson(),
      priceMinor: fc.oneof(fc.integer({ min: -10, max: 3_000_000_000 }), oddJson()),
      currency: fc.oneof(fc.constantFrom('KRW', 'EUR', 'eur'), oddJson()),
      startAt: fc.oneof(fc.constant('2099-01-01T00:00:00Z'), dates(), oddJson()),
      endAt: fc.oneof(dates(), oddJson()),
      destination: oddJson(),
    },
    { requiredKeys: [] },
  )

const POLICY_VALUE = fc.oneof(
  oddJson(),
  fc.uuid(),
  fc.double(),
  fc.constantFrom('block', 'dynamic', 'paris', 'fixed', 'none'),
)

/** A valid hotel policy with one value replaced: a section, a restriction, a budget, an override. */
export const hotelPolicyLike = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc
      .record({
        section: fc.constantFrom('settings', 'restrictions', 'preferences', 'advancedRules', '__proto__'),
        value: POLICY_VALUE,
      })
      .map(({ section, value }) => ({ ...HOTEL_POLICY, [section]: value })),
    fc
      .record({
        key: fc.constantFrom('budget', 'maxClass', 'maxStars', 'cityCaps', 'minAdvanceDays', 'extra'),
        value: fc.oneof(
          POLICY_VALUE,
          fc.record({
            kind: fc.constantFrom('fixed', 'dynamic', 'none'),
            amountMinor: POLICY_VALUE,
            percentAboveMedian: POLICY_VALUE,
          }),
        ),
      })
      .map(({ key, value }) => ({
        ...HOTEL_POLICY,
        restrictions: { ...HOTEL_POLICY.restrictions, [key]: value },
      })),
    fc.record({ scope: POLICY_VALUE, targetId: POLICY_VALUE, handling: POLICY_VALUE }).map((o) => ({
      ...HOTEL_POLICY,
      advancedRules: { overrides: [{ ...o, restrictions: HOTEL_POLICY.restrictions }] },
    })),
  )
