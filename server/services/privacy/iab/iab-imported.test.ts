import { describe, expect, it, vi } from 'vitest'
import { generateVendorList } from '../../../testing/privacy/iab/gvl-fixture.ts'
import { archiveAt, CMP, testContent } from '../../../testing/privacy/iab/iab-test-content.ts'
import { memoryRepository } from '../../../testing/privacy/iab/memory-vendor-lists.ts'
import { createIabService } from './iab.service.ts'
import { encodeTcString, NO_CHOICE } from './tc-string.ts'

const now = new Date('2026-11-30T10:00:00Z')

describe('imported vendor lists (decision 103)', () => {
  it('are taken up by refresh: the newest list is shown and encoded, older strings still decode', async () => {
    const repo = memoryRepository()
    const iab = createIabService({ content: testContent(), imported: repo })
    expect(await iab.refresh()).toBe(false)
    expect(iab.archive.latest.vendorListVersion).toBe(142)
    const before = encodeTcString(archiveAt(testContent(), 142), NO_CHOICE, CMP, { now, consentScreen: 1 })

    await repo.insert(150, generateVendorList(150), 1_000, new Map())
    expect(await iab.refresh()).toBe(true)
    expect(await iab.refresh()).toBe(false)
    expect(iab.archive.versions).toEqual([141, 142, 150])
    expect(iab.detailedPrefs().body.vendorListVersion).toBe(150)
    expect(iab.initialPrefs().body.numVendors).toBe(1_003)
    const shown = iab.vendors().body.vendors
    expect(shown).toHaveLength(1_000)
    // A vendor publishing its device storage has it asked for, bundled copy or not (ids keep their vendor).
    const published = new Set(
      Object.values(
        generateVendorList(150).vendors as Record<
          string,
          { id: number; deviceStorageDisclosureUrl?: string }
        >,
      )
        .filter((v) => v.deviceStorageDisclosureUrl)
        .map((v) => v.id),
    )
    expect(shown.filter((v) => v.hasDeviceStorageDisclosure).map((v) => v.id)).toEqual(
      shown.map((v) => v.id).filter((id) => published.has(id) || testContent().bundledDisclosures.has(id)),
    )
    expect(published.size).toBeGreaterThan(100)
    expect(shown.filter((v) => !v.hasDeviceStorageDisclosure).length).toBeGreaterThan(100)
    // A string of the bundled list still reads back, and asks again since partners were added.
    expect(iab.reconsentReason(before, now)).toBe('vendorAdded')
    expect(iab.consentOf(before, null, now)).toMatchObject({
      vendorListVersion: 142,
      reconsentRequired: true,
    })
    // Accepting a thousand partners still fits the cookie.
    const all = iab.save({ ...NO_CHOICE, consentedAdditionalVendors: [], action: 'acceptAll' }, now)
    expect(all.vendorListVersion).toBe(150)
    expect(all.tcString.length).toBeLessThan(4_000)
    expect(iab.reconsentReason(all.tcString, now)).toBeNull()

    // The next import reads only the new list: each is checked once per process.
    const lists = vi.spyOn(repo, 'lists')
    await repo.insert(151, generateVendorList(151), 1_000, new Map())
    expect(await iab.refresh()).toBe(true)
    expect(lists).toHaveBeenCalledWith([150])
    expect(iab.archive.versions).toEqual([141, 142, 150, 151])
  })

  it('refuses a stored list that fails the checks and keeps the lists in force', async () => {
    const repo = memoryRepository()
    const iab = createIabService({ content: testContent(), imported: repo })
    const bad = generateVendorList(151) as { vendors: Record<string, { name: string }> }
    for (const v of Object.values(bad.vendors)) v.name = ''
    repo.rows.push({ version: 151, list: bad })
    await expect(iab.refresh()).rejects.toThrow(/^imported vendor list 151: vendors\.\d+\.name/)
    expect(iab.detailedPrefs().body.vendorListVersion).toBe(142)
  })
})
