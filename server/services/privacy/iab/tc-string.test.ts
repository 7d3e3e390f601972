import { TCModel, TCString } from '@iabtechlabtcf/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { archiveAt, CMP, nextList, testContent } from '../../../testing/privacy/iab/iab-test-content.ts'
import { createGvlArchive } from './gvl-archive.ts'
import { decodeTcString, encodeTcString, TC_STRING_MAX_BYTES, TcStringTooLargeError } from './tc-string.ts'

const now = new Date('2026-11-24T10:00:00Z')
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 15 })
const choices = fc.record({
  consentedPurposes: ids(12),
  consentedVendors: ids(1_000),
  objectedLegIntPurposes: ids(12),
  objectedLegIntVendors: ids(1_000),
  optedInSpecialFeatures: ids(3),
})

describe('TC strings', () => {
  const content = testContent()
  const archive = archiveAt(content, 142)

  it('S-06 the library writes IsServiceSpecific 0 when told to; ours is 1 for every choice', () => {
    const model = new TCModel(archive.latestGvl())
    model.cmpId = CMP.cmpId
    model.cmpVersion = CMP.cmpVersion
    model.isServiceSpecific = false
    expect(TCString.decode(TCString.encode(model)).isServiceSpecific).toBe(false)
    fc.assert(
      fc.property(choices, (choice) => {
        const decoded = decodeTcString(encodeTcString(archive, choice, CMP, { now, consentScreen: 2 }))
        expect(decoded?.model.isServiceSpecific).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('S-08 S-10 whatever is asked, LI never for purposes 1, 3-6, and bits only for vendors declaring that basis', () => {
    const latest = archive.latest
    fc.assert(
      fc.property(choices, (choice) => {
        const m = decodeTcString(encodeTcString(archive, choice, CMP, { now, consentScreen: 2 }))?.model
        if (!m) throw new Error('undecodable')
        for (const p of [1, 3, 4, 5, 6]) expect(m.purposeLegitimateInterests.has(p)).toBe(false)
        m.vendorConsents.forEach((on, id) => {
          if (on) expect(latest.vendors[String(id)]?.purposes.length).toBeGreaterThan(0)
        })
        m.vendorLegitimateInterests.forEach((on, id) => {
          const v = latest.vendors[String(id)]
          if (on)
            expect((v?.legIntPurposes.length ?? 0) + (v?.specialPurposes.length ?? 0)).toBeGreaterThan(0)
        })
      }),
      { numRuns: 60 },
    )
  })

  it('L-01 refuses a string too big for a cookie rather than cutting it', () => {
    const many = nextList(archive.latest, (list) => {
      const template = list.vendors['21']
      if (!template) throw new Error('no vendor 21')
      list.vendors = {}
      for (let id = 1; id <= 16_000; id++)
        list.vendors[String(id)] = { ...template, id, name: `Vendor ${id}` }
    })
    const huge = createGvlArchive({
      vendorLists: new Map([[many.vendorListVersion, many]]),
      latestVersion: many.vendorListVersion,
    })
    const vendorIds = Object.keys(many.vendors).map(Number)
    expect(() =>
      encodeTcString(
        huge,
        {
          consentedPurposes: [1],
          consentedVendors: vendorIds.filter((id) => id % 2 === 1),
          objectedLegIntPurposes: [],
          objectedLegIntVendors: vendorIds.filter((id) => id % 3 === 0),
          optedInSpecialFeatures: [],
        },
        CMP,
        { now, consentScreen: 2 },
      ),
    ).toThrow(TcStringTooLargeError)
    // Ours, with every vendor shown, stays far below the limit.
    const ours = encodeTcString(
      archive,
      {
        consentedPurposes: [1, 2],
        consentedVendors: [10, 21],
        objectedLegIntPurposes: [],
        objectedLegIntVendors: [52],
        optedInSpecialFeatures: [1],
      },
      CMP,
      { now, consentScreen: 2 },
    )
    expect(ours.length).toBeLessThan(TC_STRING_MAX_BYTES / 10)
    expect(decodeTcString('x'.repeat(TC_STRING_MAX_BYTES + 1))).toBeNull()
  })
})
