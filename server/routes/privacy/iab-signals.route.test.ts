import { TCString } from '@iabtechlabtcf/core'
import { describe, expect, it } from 'vitest'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  type TIabConsentRequest,
  ZIabConsentResponseSchema,
  ZIabConsentSaveResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  ALL_PURPOSES,
  CONSENT_VENDORS,
  DELETED_VENDOR,
  idsOf,
  LI_VENDORS,
  NOTHING,
  postIabConsent,
  SHOWN_VENDORS,
  SPECIAL_PURPOSE_ONLY_VENDOR,
} from '../../testing/privacy/iab-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/*
 * The TC string the routes produce, decoded with the IAB library and checked bit by bit against the
 * consent checklist (S-01..S-17).
 */
describe.each(testDatabaseKinds())('TC strings of the IAB routes (%s)', (kind) => {
  const t = useTestApp(kind, { env: { CMP_ID: '300', CMP_VERSION: '7', PUBLISHER_COUNTRY: 'IE' } })

  async function save(body: Partial<TIabConsentRequest>) {
    const me = await browserIdentity(t.app)
    const res = await postIabConsent(t, me, { ...NOTHING, ...body })
    expect(res.statusCode, res.body).toBe(200)
    const saved = ZIabConsentSaveResponseSchema.parse(res.json())
    return { ...saved, model: TCString.decode(saved.tcString) }
  }
  async function shownDefault() {
    const res = await t.app.inject({ url: PRIVACY_API.iabConsent })
    const body = ZIabConsentResponseSchema.parse(res.json())
    return { ...body, model: TCString.decode(body.tcString) }
  }

  it('S-01 version 2; base64url segments without padding joined by dots, the core first', async () => {
    const { tcString, model } = await save({ action: 'acceptAll' })
    expect(model.version).toBe(2)
    const segments = tcString.split('.')
    for (const segment of segments) expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    // The first six bits: version 2 in the core (C), then segment types 1 disclosed vendors (I), 3 publisher TC (Y).
    expect(segments.map((s) => s[0])).toEqual(['C', 'I', 'Y'])
    expect(TCString.decode(segments[0] as string).version).toBe(2)
  })

  it('S-02 Created equals LastUpdated, at day level (UTC midnight of the save)', async () => {
    const before = new Date()
    const { model } = await save({ action: 'rejectAll' })
    expect(model.created.getTime()).toBe(model.lastUpdated.getTime())
    expect(model.created.getTime() % 86_400_000).toBe(0)
    expect(model.created.toISOString().slice(0, 10)).toBe(before.toISOString().slice(0, 10))
  })

  it('S-03 CmpId and CmpVersion are ours (config.consent); ConsentScreen is within 0-63', async () => {
    const all = await save({ action: 'acceptAll' })
    const selected = await save({ consentedPurposes: [1] })
    for (const { model } of [all, selected]) {
      expect(model.cmpId).toBe(300)
      expect(model.cmpVersion).toBe(7)
      expect(model.consentScreen).toBeGreaterThanOrEqual(0)
      expect(model.consentScreen).toBeLessThanOrEqual(63)
    }
    expect(all.model.consentScreen).toBe(1)
    expect(selected.model.consentScreen).toBe(2)
  })

  it('S-04 ConsentLanguage is the dialog’s language, EN', async () => {
    expect((await save({ action: 'acceptAll' })).model.consentLanguage).toBe('EN')
  })

  it('S-05 VendorListVersion is the list shown (142) and TcfPolicyVersion comes from it (5)', async () => {
    const { model } = await save({ action: 'acceptAll' })
    expect(model.vendorListVersion).toBe(142)
    expect(model.policyVersion).toBe(5)
  })

  it('S-06 IsServiceSpecific is 1 for every action', async () => {
    for (const action of ['acceptAll', 'acceptSelected', 'rejectAll', 'withdraw'] as const)
      expect((await save({ action })).model.isServiceSpecific).toBe(true)
    expect((await shownDefault()).model.isServiceSpecific).toBe(true)
  })

  it('S-07 UseNonStandardTexts is 0: the dialog shows the standard IAB texts', async () => {
    expect((await save({ action: 'acceptAll' })).model.useNonStandardTexts).toBe(false)
  })

  it('S-08 no LI transparency for purposes 1, 3, 4, 5, 6; objections to the others are honoured', async () => {
    const all = await save({ action: 'acceptAll' })
    expect(idsOf(all.model.purposeLegitimateInterests)).toEqual([2, 7, 9, 10])
    const objected = await save({ consentedPurposes: [1], objectedLegIntPurposes: [2, 9] })
    expect(idsOf(objected.model.purposeLegitimateInterests)).toEqual([7, 10])
  })

  it('S-09 PurposeOneTreatment is 0 and PublisherCC is the publisher’s country', async () => {
    const { model } = await save({ action: 'acceptAll' })
    expect(model.purposeOneTreatment).toBe(false)
    expect(model.publisherCountryCode).toBe('IE')
  })

  it('S-10 consent and LI bits only for vendors declaring that basis, never a deleted one', async () => {
    const { model } = await save({
      consentedPurposes: [1, 2],
      consentedVendors: [...SHOWN_VENDORS, DELETED_VENDOR, 4242],
    })
    expect(idsOf(model.vendorConsents)).toEqual(CONSENT_VENDORS)
    expect(idsOf(model.vendorLegitimateInterests)).toEqual(
      [...LI_VENDORS, SPECIAL_PURPOSE_ONLY_VENDOR].sort((a, b) => a - b),
    )
    const objected = await save({ consentedPurposes: [1], objectedLegIntVendors: [21, 755] })
    expect(idsOf(objected.model.vendorLegitimateInterests)).toEqual([52, 76, SPECIAL_PURPOSE_ONLY_VENDOR])
  })

  it('S-11 a vendor with only special purposes that was shown keeps its LI bit, even after an objection or a reject', async () => {
    for (const body of [
      { objectedLegIntVendors: [SPECIAL_PURPOSE_ONLY_VENDOR] },
      { action: 'rejectAll' as const },
      { action: 'withdraw' as const, objectedLegIntVendors: SHOWN_VENDORS },
    ])
      expect((await save(body)).model.vendorLegitimateInterests.has(SPECIAL_PURPOSE_ONLY_VENDOR)).toBe(true)
    expect((await shownDefault()).model.vendorLegitimateInterests.has(SPECIAL_PURPOSE_ONLY_VENDOR)).toBe(true)
  })

  it('S-12 NumPubRestrictions is present (0): the core segment decodes to its end', async () => {
    const { tcString } = await save({ action: 'acceptAll' })
    const core = TCString.decode(tcString.split('.')[0] as string)
    expect(core.publisherRestrictions.numRestrictions).toBe(0)
  })

  it('S-13 the disclosed-vendors segment lists every vendor shown, whatever the choice', async () => {
    const results = [
      await save({ action: 'acceptAll' }),
      await save({ action: 'rejectAll' }),
      await save({ consentedVendors: [10] }),
      await shownDefault(),
    ]
    for (const { model, tcString } of results) {
      expect(tcString.split('.')[1]).toMatch(/^I/)
      expect(tcString.split('.')[1]).not.toBe('IAAA')
      expect(idsOf(model.vendorsDisclosed)).toEqual(SHOWN_VENDORS)
    }
  })

  it('S-14 before any action: no positive consent, LI on for the vendors surfaced', async () => {
    const { model, isUnsavedDefaultConsent } = await shownDefault()
    expect(isUnsavedDefaultConsent).toBe(true)
    expect(idsOf(model.purposeConsents)).toEqual([])
    expect(idsOf(model.vendorConsents)).toEqual([])
    expect(idsOf(model.specialFeatureOptins)).toEqual([])
    expect(idsOf(model.vendorLegitimateInterests)).toEqual(
      [...LI_VENDORS, SPECIAL_PURPOSE_ONLY_VENDOR].sort((a, b) => a - b),
    )
    expect(idsOf(model.purposeLegitimateInterests)).toEqual([2, 7, 9, 10])
  })

  it('S-15 reject-all: every consent and opt-in 0 even if the lists said otherwise; disclosed vendors kept', async () => {
    for (const action of ['rejectAll', 'withdraw'] as const) {
      const { model, acceptedCategories, additionalVendorString } = await save({
        action,
        consentedPurposes: ALL_PURPOSES,
        consentedVendors: SHOWN_VENDORS,
        consentedAdditionalVendors: [89],
        optedInSpecialFeatures: [1, 2],
      })
      expect(idsOf(model.purposeConsents)).toEqual([])
      expect(idsOf(model.vendorConsents)).toEqual([])
      expect(idsOf(model.specialFeatureOptins)).toEqual([])
      expect(idsOf(model.vendorsDisclosed)).toEqual(SHOWN_VENDORS)
      expect(acceptedCategories).toEqual(['strictlyNecessary'])
      expect(additionalVendorString).toBe('2~~dv.89.1097.2072')
    }
  })

  it('S-16 special-feature opt-ins come only from the explicit opt-in list, never from accept-all', async () => {
    expect(idsOf((await save({ action: 'acceptAll' })).model.specialFeatureOptins)).toEqual([])
    expect(
      idsOf((await save({ action: 'acceptAll', optedInSpecialFeatures: [1] })).model.specialFeatureOptins),
    ).toEqual([1])
    const selected = await save({
      consentedPurposes: ALL_PURPOSES,
      consentedVendors: SHOWN_VENDORS,
      optedInSpecialFeatures: [2, 9],
    })
    expect(idsOf(selected.model.specialFeatureOptins)).toEqual([2])
  })

  it('S-17 the stored string is passed on unmodified: the cookie, the record and later reads carry the same bytes', async () => {
    const me = await browserIdentity(t.app)
    const res = await postIabConsent(t, me, { ...NOTHING, consentedPurposes: [1, 7], consentedVendors: [21] })
    const saved = ZIabConsentSaveResponseSchema.parse(res.json())
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('kyk_tcf='))
      ?.split(';')[0]
    expect(cookie).toBe(`kyk_tcf=${saved.tcString}`)
    const row = await t.database.db
      .selectFrom('consent_records')
      .select('tc_string')
      .where('id', '=', saved.consentId)
      .executeTakeFirstOrThrow()
    expect(row.tc_string).toBe(saved.tcString)
    const read = await t.app.inject({
      url: PRIVACY_API.iabConsent,
      headers: { cookie: `${me.cookie}; ${cookie}` },
    })
    expect(read.json().tcString).toBe(saved.tcString)
  })
})
