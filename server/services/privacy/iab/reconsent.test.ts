import { describe, expect, it } from 'vitest'
import { PRIVACY_LIMITS } from '../../../../shared/privacy/privacy-contract.ts'
import { archiveAt, CMP, nextList, testContent } from '../../../testing/privacy/iab/iab-test-content.ts'
import { createGvlArchive } from './gvl-archive.ts'
import { createIabService } from './iab.service.ts'
import { reconsentReason, vendorChange } from './reconsent.ts'
import { decodeTcString, encodeTcString, NO_CHOICE } from './tc-string.ts'

const now = new Date('2026-11-24T10:00:00Z')
const DAY = 86_400_000

describe('asking again', () => {
  const content = testContent()
  const v141 = content.vendorLists.get(141)
  const v142 = content.vendorLists.get(142)
  if (!v141 || !v142) throw new Error('content/iab lacks v141 or v142')
  const stringOf = (version: number, at = now) =>
    encodeTcString(archiveAt(content, version), { ...NO_CHOICE, consentedPurposes: [1] }, CMP, {
      now: at,
      consentScreen: 2,
    })

  it('R-01 re-asks when the vendor set gains a vendor (v141 → v142 adds Teads), not for a string of the latest', () => {
    const archive = archiveAt(content, 142)
    expect(reconsentReason(archive, decodeTcString(stringOf(141)), now)).toBe('vendorAdded')
    expect(reconsentReason(archive, decodeTcString(stringOf(142)), now)).toBeNull()
    const iab = createIabService({ content })
    expect(iab.reconsentDue(stringOf(141))).toBe(true)
    expect(iab.consentOf(stringOf(141), null, now)).toMatchObject({
      reconsentRequired: true,
      isUnsavedDefaultConsent: false,
    })
  })

  it('R-01 re-asks when a vendor adds a purpose or changes its legal basis, not when a vendor leaves', () => {
    const withoutTeads = nextList(v141, () => {})
    expect(vendorChange(v141, withoutTeads)).toBeNull()
    const basisChanged = nextList(v141, (l) => {
      const pubmatic = l.vendors['76']
      if (!pubmatic) throw new Error('no vendor 76')
      pubmatic.legIntPurposes = pubmatic.legIntPurposes.filter((p) => p !== 7)
      pubmatic.purposes = [...pubmatic.purposes, 7]
    })
    expect(vendorChange(v141, basisChanged)).toBe('legalBasisChanged')
    const purposeAdded = nextList(v141, (l) => {
      l.vendors['10']?.purposes.push(11)
    })
    expect(vendorChange(v141, purposeAdded)).toBe('purposeAdded')
    const specialFeatureAdded = nextList(v141, (l) => {
      l.vendors['32']?.specialFeatures.push(1)
    })
    expect(vendorChange(v141, specialFeatureAdded)).toBe('purposeAdded')
    const vendorLeft = nextList(v141, (l) => {
      delete l.vendors['91']
    })
    expect(vendorChange(v141, vendorLeft)).toBeNull()
    // The kept lists: Teads joins and PubMatic's measurement moves to consent.
    expect(vendorChange(v141, v142)).toBe('vendorAdded')
    const archive = createGvlArchive({
      vendorLists: new Map([
        [141, v141],
        [142, basisChanged],
      ]),
      latestVersion: 142,
    })
    expect(reconsentReason(archive, decodeTcString(stringOf(141)), now)).toBe('legalBasisChanged')
  })

  it('R-01 re-asks for a string of a vendor list we do not keep, or an unreadable one', () => {
    const only142 = createGvlArchive({ vendorLists: new Map([[142, v142]]), latestVersion: 142 })
    expect(reconsentReason(only142, decodeTcString(stringOf(141)), now)).toBe('unknownVendorList')
    expect(reconsentReason(only142, decodeTcString('not-a-tc-string'), now)).toBe('unreadable')
    expect(createIabService({ content }).reconsentDue('CAAA')).toBe(true)
  })

  it('R-02 discards a string of a policy version that changed the legal bases and migrates nothing; 4 → 5 alone does not re-ask', () => {
    const policy2 = nextList(v142, (l) => {
      l.tcfPolicyVersion = 2
    })
    const policy4 = nextList(v142, (l) => {
      l.vendorListVersion = 144
      l.tcfPolicyVersion = 4
    })
    const lists = new Map([
      [142, v142],
      [143, policy2],
      [144, policy4],
    ])
    const encodeWith = (version: number) =>
      encodeTcString(
        createGvlArchive({ vendorLists: lists, latestVersion: version }),
        { ...NO_CHOICE, consentedPurposes: [1, 2], consentedVendors: [10] },
        CMP,
        { now, consentScreen: 2 },
      )
    const iab = createIabService({
      content: { ...content, vendorLists: new Map([[142, v142]]), latestVersion: 142 },
    })
    expect(iab.reconsentReason(encodeWith(143), now)).toBe('policyVersion')
    const discarded = iab.consentOf(encodeWith(143), null, now)
    expect(discarded).toMatchObject({ isUnsavedDefaultConsent: true, reconsentRequired: true })
    expect(Object.values(discarded.purpose.consents).some(Boolean)).toBe(false)
    expect(discarded.vendor.consents['10']).toBe(false)
    // A policy 4 string of an unchanged vendor set is not asked again for its policy version.
    const archive = createGvlArchive({
      vendorLists: new Map([
        [142, v142],
        [144, policy4],
        [
          145,
          nextList(policy4, (l) => {
            l.tcfPolicyVersion = 5
          }),
        ],
      ]),
      latestVersion: 145,
    })
    expect(reconsentReason(archive, decodeTcString(encodeWith(144)), now)).toBeNull()
  })

  it('R-03 re-asks 13 months after the choice (PRIVACY_LIMITS.reconsentAfterDays), not a day before', () => {
    const archive = archiveAt(content, 142)
    const days = PRIVACY_LIMITS.reconsentAfterDays
    expect(days).toBeLessThanOrEqual(396)
    const justInTime = stringOf(142, new Date(now.getTime() - (days - 1) * DAY))
    const tooOld = stringOf(142, new Date(now.getTime() - days * DAY))
    expect(reconsentReason(archive, decodeTcString(justInTime), now)).toBeNull()
    expect(reconsentReason(archive, decodeTcString(tooOld), now)).toBe('expired')
  })
})
