import { GVL } from '@iabtechlabtcf/core'
import { describe, expect, it } from 'vitest'
import { archiveAt, CMP, testContent } from '../../../testing/privacy/iab/iab-test-content.ts'
import { createIabService } from './iab.service.ts'
import { decodeTcString, encodeTcString, NO_CHOICE } from './tc-string.ts'

const now = new Date('2026-11-24T10:00:00Z')

describe('vendor lists kept on the server', () => {
  it('G-01 builds every GVL from our own files, never from the network (the library has no base URL)', () => {
    const iab = createIabService({ content: testContent() })
    expect(GVL.baseUrl).toBeUndefined()
    // Asked for a version rather than given a list, the library would fetch; it cannot.
    expect(() => new GVL(142)).toThrow(/baseUrl/)
    for (const version of iab.archive.versions) expect(iab.archive.gvl(version)?.isReady).toBe(true)
    expect(JSON.stringify(iab.detailedPrefs().body)).not.toMatch(/consensu\.org/)
  })

  it('G-02 gives the client a publisher-trimmed subset: the vendors we work with, none deleted', () => {
    const iab = createIabService({ content: testContent() })
    const { additionalVendors } = iab.detailedPrefs().body
    const { vendors } = iab.vendors().body
    expect(vendors.map((v) => v.id)).toEqual([10, 21, 32, 52, 76, 91, 132, 278, 755, 793])
    expect(additionalVendors.map((v) => v.id)).toEqual([89, 1097, 2072])
    expect(iab.initialPrefs().body).toMatchObject({ numVendors: 13, vendorIds: vendors.map((v) => v.id) })
  })

  it('G-03 shows and encodes against the latest list', () => {
    const iab = createIabService({ content: testContent() })
    expect(iab.detailedPrefs().body.vendorListVersion).toBe(142)
    expect(iab.initialPrefs().body.vendorListVersion).toBe(142)
    expect(iab.vendors().body.vendorListVersion).toBe(142)
    const saved = iab.save({ ...NO_CHOICE, consentedAdditionalVendors: [], action: 'rejectAll' }, now)
    expect(decodeTcString(saved.tcString)?.vendorListVersion).toBe(142)
  })

  it('G-04 keeps older lists, so a stored string of one still decodes and can be explained', () => {
    const content = testContent()
    const old = encodeTcString(
      archiveAt(content, 141),
      { ...NO_CHOICE, consentedPurposes: [1, 2], consentedVendors: [76] },
      CMP,
      { now, consentScreen: 2 },
    )
    const iab = createIabService({ content })
    const decoded = decodeTcString(old)
    expect(decoded?.vendorListVersion).toBe(141)
    expect(iab.archive.list(141)?.vendors['76']?.legIntPurposes).toContain(7)
    const shown = iab.consentOf(old, null, now)
    expect(shown).toMatchObject({ vendorListVersion: 141, isUnsavedDefaultConsent: false, tcString: old })
    expect(shown.vendor.consents['76']).toBe(true)
    expect(shown.purpose.consents).toMatchObject({ '1': true, '2': true, '3': false })
  })

  it('G-05 never gives a deleted vendor a positive signal, nor shows it', () => {
    const iab = createIabService({ content: testContent() })
    const saved = iab.save(
      {
        consentedPurposes: [1, 2, 3, 4, 7],
        consentedVendors: [209, 10],
        consentedAdditionalVendors: [],
        objectedLegIntPurposes: [],
        objectedLegIntVendors: [],
        optedInSpecialFeatures: [],
        action: 'acceptSelected',
      },
      now,
    )
    const model = decodeTcString(saved.tcString)?.model
    expect(model?.vendorConsents.has(209)).toBe(false)
    expect(model?.vendorLegitimateInterests.has(209)).toBe(false)
    expect(model?.vendorsDisclosed.has(209)).toBe(false)
    expect(model?.vendorConsents.has(10)).toBe(true)
    const all = iab.save({ ...NO_CHOICE, consentedAdditionalVendors: [], action: 'acceptAll' }, now)
    expect(decodeTcString(all.tcString)?.model.vendorConsents.has(209)).toBe(false)
    expect(iab.vendors().body.vendors.some((v) => v.id === 209)).toBe(false)
  })
})
