import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIES, PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import {
  ZIabConsentResponseSchema,
  ZIabDetailedPrefsResponseSchema,
  ZIabVendorsResponseSchema,
} from '../../../shared/privacy/privacy-schemas.ts'
import { createIabVendorListRepository } from '../../repositories/iab-vendor-list.repository.ts'
import { importGvl } from '../../services/privacy/iab/gvl-import.ts'
import { encodeTcString, NO_CHOICE } from '../../services/privacy/iab/tc-string.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { generateTranslation, generateVendorList } from '../../testing/privacy/iab/gvl-fixture.ts'
import { archiveAt, CMP, testContent } from '../../testing/privacy/iab/iab-test-content.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('an imported vendor list on the IAB calls (%s)', (kind) => {
  const t = useTestApp(kind)

  it('is served once taken up: the partners on their own call, gzipped; strings of the bundled list still read', async () => {
    const old = encodeTcString(archiveAt(testContent(), 142), NO_CHOICE, CMP, {
      now: new Date(),
      consentScreen: 1,
    })
    const list = generateVendorList(160)
    await importGvl(createIabVendorListRepository(t.database.db), 142, {
      list,
      translations: new Map([['ko', generateTranslation(list)]]),
    })
    const stored = await t.database.db.selectFrom('iab_purpose_translations').select('language').execute()
    expect(stored).toEqual([{ language: 'ko' }])
    // What each instance's poll does every minute.
    expect(await t.app.services.iab.refresh()).toBe(true)

    const prefs = ZIabDetailedPrefsResponseSchema.parse(
      (await t.app.inject({ url: PRIVACY_API.iabDetailedPrefs })).json(),
    )
    expect(prefs.vendorListVersion).toBe(160)
    expect(JSON.stringify(prefs).length).toBeLessThan(20_000)

    const res = await t.app.inject({
      url: `${PRIVACY_API.iabVendors}?v=160`,
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toBe('accept-encoding')
    expect(res.rawPayload.length).toBeLessThan(100_000)
    const vendors = ZIabVendorsResponseSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()))
    expect(vendors).toMatchObject({ vendorListVersion: 160 })
    expect(vendors.vendors).toHaveLength(1_000)
    const again = await t.app.inject({
      url: `${PRIVACY_API.iabVendors}?v=160`,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ url: `${PRIVACY_API.iabVendors}?v=x` })).statusCode).toBe(400)

    const consent = ZIabConsentResponseSchema.parse(
      (
        await t.app.inject({
          url: PRIVACY_API.iabConsent,
          headers: { cookie: `${CONSENT_COOKIES.tcf}=${old}` },
        })
      ).json(),
    )
    expect(consent).toMatchObject({ vendorListVersion: 142, reconsentRequired: true })

    // A later import is taken up too, the earlier list kept beside it.
    await importGvl(createIabVendorListRepository(t.database.db), 142, {
      list: generateVendorList(161),
      translations: new Map(),
    })
    expect(await t.app.services.iab.refresh()).toBe(true)
    expect(t.app.services.iab.archive.versions).toEqual([141, 142, 160, 161])
  })
})
