import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONSENT_COOKIES, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  ZDeviceStorageDisclosureResponseSchema,
  ZIabConsentResponseSchema,
  ZIabConsentSaveResponseSchema,
  ZIabDetailedPrefsResponseSchema,
  ZIabInitialPrefsResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { browserIdentity, startTestApp, type TestApp } from '../../test-app.ts'
import { setCookieNamed, withCookie } from '../chrome/picker-test-kit.ts'
import {
  ALL_PURPOSES,
  ATP_IDS,
  CONSENT_VENDORS,
  DELETED_VENDOR,
  decode,
  idsOf,
  LI_VENDORS,
  NOTHING,
  postIabConsent,
  SHOWN_VENDORS,
  SPECIAL_PURPOSE_ONLY_VENDOR,
} from './iab-test-kit.ts'

describe.each(testDatabaseKinds())('IAB TCF calls (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => t?.close())

  const records = (subjectOrNothing?: string) =>
    t.database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('kind', '=', 'iab_tcf')
      .$if(subjectOrNothing !== undefined, (q) => q.where('subject_id', '=', subjectOrNothing as string))
      .execute()

  it('answers the unsaved default: no consent, legitimate interest on where declared', async () => {
    const me = await browserIdentity(t.app)
    const res = await t.app.inject({ url: PRIVACY_API.iabConsent, headers: { cookie: me.cookie } })
    expect(res.statusCode).toBe(200)
    const body = ZIabConsentResponseSchema.parse(res.json())
    expect(body.isUnsavedDefaultConsent).toBe(true)
    expect(body.reconsentRequired).toBe(false)
    expect(Object.values(body.purpose.consents).every((v) => !v)).toBe(true)
    expect(
      Object.entries(body.purpose.legitimateInterests)
        .filter(([, v]) => v)
        .map(([k]) => Number(k)),
    ).toEqual([2, 7, 9, 10])
    expect(Object.keys(body.vendor.consents).map(Number)).toEqual(SHOWN_VENDORS)
    expect(
      Object.entries(body.vendor.legitimateInterests)
        .filter(([, v]) => v)
        .map(([k]) => Number(k)),
    ).toEqual([...LI_VENDORS, SPECIAL_PURPOSE_ONLY_VENDOR].sort((a, b) => a - b))
    expect(body.additionalVendorString).toBe(`2~~dv.${ATP_IDS.join('.')}`)
    expect(body.vendorListVersion).toBe(142)
  })

  it('saves an accept-all: the string encoded server-side, recorded, cookies written', async () => {
    const me = await browserIdentity(t.app)
    const res = await postIabConsent(t, me, { ...NOTHING, action: 'acceptAll' })
    expect(res.statusCode).toBe(200)
    const body = ZIabConsentSaveResponseSchema.parse(res.json())
    expect(body.acceptedCategories).toEqual(['strictlyNecessary', 'functional', 'advertising', 'analytical'])
    expect(body.additionalVendorString).toBe(`2~${ATP_IDS.join('.')}~dv.`)
    const model = decode(body.tcString)
    expect(idsOf(model.purposeConsents)).toEqual(ALL_PURPOSES)
    expect(idsOf(model.vendorConsents)).toEqual(CONSENT_VENDORS)
    expect(idsOf(model.vendorConsents)).not.toContain(DELETED_VENDOR)
    const tcf = setCookieNamed(res, CONSENT_COOKIES.tcf)
    expect(tcf).toContain(`${CONSENT_COOKIES.tcf}=${body.tcString};`)
    expect(setCookieNamed(res, CONSENT_COOKIES.addtlConsent)).toBeDefined()
    expect(setCookieNamed(res, CONSENT_COOKIES.consent)).toBeDefined()
    const cookie = withCookie(
      withCookie(withCookie(me.cookie, tcf), setCookieNamed(res, CONSENT_COOKIES.addtlConsent)),
      setCookieNamed(res, CONSENT_COOKIES.consent),
    )
    const [row] = await records()
    expect(row).toMatchObject({ action: 'accept_all', tc_string: body.tcString, vendor_list_version: 142 })
    const again = ZIabConsentResponseSchema.parse(
      (await t.app.inject({ url: PRIVACY_API.iabConsent, headers: { cookie } })).json(),
    )
    expect(again).toMatchObject({
      isUnsavedDefaultConsent: false,
      reconsentRequired: false,
      tcString: body.tcString,
    })
    expect(again.consentedAdditionalVendors).toEqual(ATP_IDS)
  })

  it('gives the trimmed vendor list with an ETag, and 304 when it has not changed', async () => {
    for (const [url, schema] of [
      [PRIVACY_API.iabDetailedPrefs, ZIabDetailedPrefsResponseSchema],
      [PRIVACY_API.iabInitialPrefs, ZIabInitialPrefsResponseSchema],
    ] as const) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      schema.parse(res.json())
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/)
      const etag = String(res.headers.etag)
      expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    }
  })

  it('gives a vendor’s device storage disclosure, and 404 UNKNOWN_VENDOR for one we do not show', async () => {
    const res = await t.app.inject({ url: `${PRIVACY_API.iabDeviceStorageDisclosure}?vendorId=755` })
    expect(res.statusCode).toBe(200)
    expect(ZDeviceStorageDisclosureResponseSchema.parse(res.json()).disclosures[0]?.identifier).toBe('IDE')
    for (const id of [DELETED_VENDOR, 4242]) {
      const unknown = await t.app.inject({ url: `${PRIVACY_API.iabDeviceStorageDisclosure}?vendorId=${id}` })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().errors[0].code).toBe('UNKNOWN_VENDOR')
    }
  })
})
