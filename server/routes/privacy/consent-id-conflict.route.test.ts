import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { send } from '../../testing/privacy/privacy-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * A consent id already recorded for one browser, sent by another (a replayed or forged id), is a
 * conflict on every route that records consent: 409, where the cookie banner's and the notice's
 * routes answered 500 (found by the route fuzzer, decision 062). The first record stays as it was.
 */
describe('a consent id another browser recorded', () => {
  const t = useTestApp('pglite')

  it.each([
    [
      'the cookie banner',
      PRIVACY_API.consentRecord,
      (consentId: string) => ({ acceptedCategories: [], consentId }),
    ],
    ['the two-party notice', PRIVACY_API.twoPartyConsent, (consentId: string) => ({ consentId })],
  ])('is refused with 409 by %s', async (_name, url, body) => {
    const consentId = crypto.randomUUID()
    const first = await send(t, await browserIdentity(t.app), 'POST', url, body(consentId))
    expect(first.statusCode).toBe(200)
    const other = await send(t, await browserIdentity(t.app), 'POST', url, body(consentId))
    expect([other.statusCode, other.json().errors[0].code]).toEqual([409, 'INVALID_CONSENT'])
    const rows = await t.database.db
      .selectFrom('consent_records')
      .select('id')
      .where('id', '=', consentId)
      .execute()
    expect(rows).toHaveLength(1)
  })
})
