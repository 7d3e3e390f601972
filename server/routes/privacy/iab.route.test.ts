import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { normaliseCategories } from '../../../shared/privacy/consent-state.ts'
import { CONSENT_COOKIES, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  ZDeviceStorageDisclosureResponseSchema,
  ZIabConsentRequestSchema,
  ZIabConsentResponseSchema,
  ZIabConsentSaveResponseSchema,
  ZIabDetailedPrefsResponseSchema,
  ZIabInitialPrefsResponseSchema,
  ZIabVendorsResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { encodeTcString, NO_CHOICE } from '../../services/privacy/iab/tc-string.ts'
import { createTestUser, signInBrowser } from '../../testing/account/account-test-support.ts'
import { setCookieNamed, withCookie } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { archiveAt, CMP, testContent } from '../../testing/privacy/iab/iab-test-content.ts'
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
} from '../../testing/privacy/iab-test-kit.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('IAB TCF calls (%s)', (kind) => {
  const t = useTestApp(kind)

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
      [`${PRIVACY_API.iabVendors}?v=142`, ZIabVendorsResponseSchema],
    ] as const) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      schema.parse(res.json())
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/)
      if (url === PRIVACY_API.iabDetailedPrefs) {
        const prefs = ZIabDetailedPrefsResponseSchema.parse(res.json())
        // No right to object where no legitimate interest is allowed (S-08, P-02).
        expect(prefs.purposes.filter((p) => p.legitimateInterest).map((p) => p.id)).toEqual([2, 7, 9, 10])
        expect(prefs.specialPurposes.every((p) => p.readOnly)).toBe(true)
        expect(prefs.features).toHaveLength(3)
        expect(prefs.specialFeatures).toHaveLength(2)
      }
      if (url.startsWith(PRIVACY_API.iabVendors))
        expect(ZIabVendorsResponseSchema.parse(res.json()).vendors.map((v) => v.id)).toEqual(SHOWN_VENDORS)
      const etag = String(res.headers.etag)
      expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    }
  })

  it('gives a vendor’s device storage disclosure, and 404 UNKNOWN_VENDOR for one we do not show', async () => {
    const res = await t.app.inject({ url: `${PRIVACY_API.iabDeviceStorageDisclosure}?vendorId=755` })
    expect(res.statusCode).toBe(200)
    expect(ZDeviceStorageDisclosureResponseSchema.parse(res.json()).disclosures[0]?.identifier).toBe('IDE')
    for (const bad of ['abc', '0', '70000', '']) {
      const res400 = await t.app.inject({ url: `${PRIVACY_API.iabDeviceStorageDisclosure}?vendorId=${bad}` })
      expect(res400.statusCode).toBe(400)
    }
    for (const id of [DELETED_VENDOR, 4242]) {
      const unknown = await t.app.inject({ url: `${PRIVACY_API.iabDeviceStorageDisclosure}?vendorId=${id}` })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().errors[0].code).toBe('UNKNOWN_VENDOR')
    }
  })

  const cookieValue = (res: Awaited<ReturnType<typeof postIabConsent>>, name: string) =>
    setCookieNamed(res, name)
      ?.split(';')[0]
      ?.slice(name.length + 1)
  const iabCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('consent_records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'iab_tcf')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('records the action by the summary: accept-all, partial, reject, withdraw', async () => {
    const cases = [
      [
        {
          action: 'acceptSelected',
          consentedPurposes: ALL_PURPOSES,
          consentedVendors: SHOWN_VENDORS,
          consentedAdditionalVendors: ATP_IDS,
        },
        'accept_all',
      ],
      [{ action: 'acceptSelected', consentedPurposes: [1, 8, 9] }, 'partial'],
      [
        {
          action: 'acceptSelected',
          consentedPurposes: ALL_PURPOSES,
          consentedVendors: SHOWN_VENDORS,
          consentedAdditionalVendors: ATP_IDS,
          objectedLegIntPurposes: [10],
        },
        'partial',
      ],
      [{ action: 'acceptSelected' }, 'reject'],
      [{ action: 'rejectAll' }, 'reject'],
      [{ action: 'withdraw' }, 'withdraw'],
    ] as const
    for (const [body, action] of cases) {
      const me = await browserIdentity(t.app)
      const res = await postIabConsent(t, me, { ...NOTHING, ...body })
      expect(res.statusCode).toBe(200)
      const { consentId, acceptedCategories } = ZIabConsentSaveResponseSchema.parse(res.json())
      const row = await t.database.db
        .selectFrom('consent_records')
        .selectAll()
        .where('id', '=', consentId)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ action, kind: 'iab_tcf', vendor_list_version: 142, tcf_policy_version: 5 })
      expect(row.categories).toEqual(acceptedCategories)
      expect(row.ac_string).toBe(cookieValue(res, CONSENT_COOKIES.addtlConsent))
      const consent = decodeConsentCookie(cookieValue(res, CONSENT_COOKIES.consent))
      expect(normaliseCategories(consent?.categories ?? [])).toEqual(acceptedCategories)
      expect(Math.abs((consent?.categoriesAt ?? 0) - Date.now() / 1000)).toBeLessThan(60)
    }
  })

  it('L-01 keeps the TC string first-party in kyk_tcf, with a server copy as proof, and follows a signed-in user', async () => {
    const user = await createTestUser(t)
    const browser = await signInBrowser(t, user)
    const res = await postIabConsent(t, browser, {
      ...NOTHING,
      consentedPurposes: [1],
      consentedVendors: [10],
    })
    expect(res.statusCode).toBe(200)
    const saved = ZIabConsentSaveResponseSchema.parse(res.json())
    const tcf = setCookieNamed(res, CONSENT_COOKIES.tcf) ?? ''
    expect(tcf).toMatch(/; Path=\//)
    expect(tcf).not.toMatch(/Domain=/i)
    expect(tcf).toMatch(/SameSite=Lax/)
    expect(tcf).toMatch(/HttpOnly/)
    expect(tcf).toMatch(/Max-Age=34128000/)
    expect(Buffer.byteLength(tcf)).toBeLessThan(4096)
    const row = await t.database.db
      .selectFrom('consent_records')
      .selectAll()
      .where('id', '=', saved.consentId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ tc_string: saved.tcString, user_id: user.id, cmp_id: t.config.consent.cmpId })
    const prefs = await t.database.db
      .selectFrom('privacy_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(prefs).toMatchObject({
      tc_string: saved.tcString,
      ac_string: saved.additionalVendorString,
      vendor_list_version: 142,
      categories: ['strictlyNecessary', 'functional'],
    })
    expect(prefs.tcf_at).not.toBeNull()
    // A cookie past the size a browser keeps is not read as a choice.
    const me = await browserIdentity(t.app)
    const oversized = `${me.cookie}; kyk_tcf=${saved.tcString}${'A'.repeat(4_000)}`
    const read = ZIabConsentResponseSchema.parse(
      (await t.app.inject({ url: PRIVACY_API.iabConsent, headers: { cookie: oversized } })).json(),
    )
    expect(read.isUnsavedDefaultConsent).toBe(true)
  })

  it('R-01 a stored string of the older list reads back with reconsentRequired (a vendor joined since)', async () => {
    const me = await browserIdentity(t.app)
    const old = encodeTcString(
      archiveAt(testContent(), 141),
      { ...NO_CHOICE, consentedPurposes: [1], consentedVendors: [76] },
      CMP,
      { now: new Date(), consentScreen: 2 },
    )
    const read = ZIabConsentResponseSchema.parse(
      (
        await t.app.inject({
          url: PRIVACY_API.iabConsent,
          headers: { cookie: `${me.cookie}; kyk_tcf=${old}` },
        })
      ).json(),
    )
    expect(read).toMatchObject({ reconsentRequired: true, vendorListVersion: 141, tcString: old })
    expect(read.vendor.consents['76']).toBe(true)
    expect(t.app.services.iab.reconsentDue(old)).toBe(true)
  })

  it('refuses generated bad input with a 4xx: nothing recorded, no cookie set', async () => {
    const me = await browserIdentity(t.app)
    const before = await iabCount()
    const valid = { ...NOTHING, action: 'acceptAll' }
    const badBody = fc.oneof(
      fc.anything(),
      fc
        .record({
          key: fc.constantFrom(...Object.keys(valid), 'optedInSpecialFeatures', 'consentId', 'tcString'),
          value: fc.anything(),
        })
        .map(({ key, value }) => ({ ...valid, [key]: value })),
      fc
        .array(fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 65_536 }), fc.double()), {
          minLength: 1,
        })
        .map((consentedVendors) => ({ ...valid, consentedVendors })),
    )
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        fc.pre(!ZIabConsentRequestSchema.safeParse(body).success)
        const res = await postIabConsent(t, me, body)
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
        expect(res.headers['set-cookie']).toBeUndefined()
      }),
      { numRuns: 60 },
    )
    expect(await iabCount()).toBe(before)
  })

  it('refuses a save without the form token, and rate-limits saves per address', async () => {
    const me = await browserIdentity(t.app)
    const noToken = await postIabConsent(
      t,
      { cookie: me.cookie, token: 'wrong' },
      { ...NOTHING, action: 'acceptAll' },
    )
    expect(noToken.statusCode).toBe(403)
    const remoteAddress = '10.77.0.1'
    let last = 0
    for (let i = 0; i < 31; i++) last = (await postIabConsent(t, me, NOTHING, { remoteAddress })).statusCode
    expect(last).toBe(429)
  })

  it('records a retry with the same consent id once', async () => {
    const me = await browserIdentity(t.app)
    const first = await postIabConsent(t, me, {
      ...NOTHING,
      action: 'acceptAll',
      consentId: '6f1c1d2e-8a1b-4c5d-9e0f-112233445566',
    })
    const cookie = withCookie(me.cookie, setCookieNamed(first, CONSENT_COOKIES.consent))
    const before = await iabCount()
    const retry = await postIabConsent(
      t,
      { cookie, token: me.token },
      { ...NOTHING, action: 'acceptAll', consentId: '6f1c1d2e-8a1b-4c5d-9e0f-112233445566' },
    )
    expect(retry.statusCode).toBe(200)
    expect(await iabCount()).toBe(before)
    const stranger = await browserIdentity(t.app)
    const stolen = await postIabConsent(t, stranger, {
      ...NOTHING,
      action: 'acceptAll',
      consentId: '6f1c1d2e-8a1b-4c5d-9e0f-112233445566',
    })
    expect(stolen.statusCode).toBe(409)
    expect(stolen.headers['set-cookie']).toBeUndefined()
  })
})
