import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadIabContent } from './iab-content.ts'

const CONTENT = path.join(import.meta.dirname, '../../../../content/iab')

describe('IAB content kept on the server', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function copyWith(file: string, change: (json: Record<string, unknown>) => void): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iab-content-'))
    dirs.push(dir)
    cpSync(CONTENT, dir, { recursive: true })
    const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
    change(json)
    writeFileSync(path.join(dir, file), JSON.stringify(json))
    return dir
  }

  it('holds GVL v3 lists of two versions, English only; the latest adds a vendor and changes a legal basis', () => {
    const content = loadIabContent()
    expect([...content.vendorLists.keys()].sort()).toEqual([141, 142])
    expect(content.latestVersion).toBe(142)
    const older = content.vendorLists.get(141)
    const latest = content.vendorLists.get(142)
    expect(latest).toMatchObject({ gvlSpecificationVersion: 3, tcfPolicyVersion: 5 })
    expect(Object.keys(latest?.vendors ?? {}).filter((id) => !(id in (older?.vendors ?? {})))).toEqual([
      '132',
    ])
    expect(older?.vendors['76']?.legIntPurposes).toContain(7)
    expect(latest?.vendors['76']?.purposes).toContain(7)
    expect(
      Object.values(latest?.vendors ?? {})
        .filter((v) => v.deletedDate)
        .map((v) => v.id),
    ).toEqual([209])
    for (const vendor of Object.values(latest?.vendors ?? {}))
      expect(vendor.urls.map((u) => u.langId)).toEqual(['en'])
    expect(content.additionalVendors.map((v) => v.id)).toEqual([89, 1097, 2072])
    expect(content.bundledDisclosures.size).toBeGreaterThanOrEqual(10)
  })

  it('fails the start on a malformed file, saying which', () => {
    const missingPurpose = copyWith('vendor-list-v142.json', (json) => {
      delete (json.purposes as Record<string, unknown>)['11']
    })
    expect(() => loadIabContent(missingPurpose)).toThrow(/vendor-list-v142\.json/)
    const wrongVersion = copyWith('vendor-list-v141.json', (json) => {
      json.vendorListVersion = 140
    })
    expect(() => loadIabContent(wrongVersion)).toThrow(/holds version 140/)
    const bothBases = copyWith('vendor-list-v142.json', (json) => {
      const vendors = json.vendors as Record<string, { legIntPurposes: number[] }>
      vendors['10']?.legIntPurposes.push(2)
    })
    expect(() => loadIabContent(bothBases)).toThrow(/vendor 10/)
    const repeatedAtp = copyWith('additional-vendors.json', (json) => {
      const list = json.additionalVendors as unknown[]
      list.push(list[0])
    })
    expect(() => loadIabContent(repeatedAtp)).toThrow(/ATP ids repeat/)
  })
})
