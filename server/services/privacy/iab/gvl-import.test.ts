import { describe, expect, it } from 'vitest'
import { generateTranslation, generateVendorList } from '../../../testing/privacy/iab/gvl-fixture.ts'
import { memoryRepository } from '../../../testing/privacy/iab/memory-vendor-lists.ts'
import { checkGvlImport, GvlImportError, importGvl } from './gvl-import.ts'

/** The parts of a generated list the tests break. */
interface TList {
  purposes: Record<string, unknown>
  specialFeatures: Record<string, unknown>
  vendors: Record<string, { urls: { privacy: string }[] }>
}
const generated = (version: number) => generateVendorList(version) as unknown as TList

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(GvlImportError)
    return (error as Error).message
  }
  throw new Error('not refused')
}

describe('importing a Global Vendor List', () => {
  it('accepts a real-sized v3 list with the fields real entries carry, and its translation', () => {
    const list = generateVendorList(150)
    expect(Object.keys((list as unknown as TList).vendors).length).toBeGreaterThan(1_000)
    const parsed = checkGvlImport({ list, translations: new Map([['ko', generateTranslation(list)]]) })
    expect(parsed.vendorListVersion).toBe(150)
    // Fields we do not use are dropped from what the site reads, not refused.
    expect(Object.values(parsed.vendors).some((v) => 'overflow' in v)).toBe(false)
  })

  it('refuses an invalid list naming where and what, and a link that is not a web address', () => {
    const broken = generated(150)
    delete broken.purposes['3']
    expect(refusal(() => checkGvlImport({ list: broken, translations: new Map() }))).toMatch(
      /^not a valid GVL v3 vendor list: purposes: expected ids 1,2,3,4,5,6,7,8,9,10,11/,
    )
    const sneaky = generated(150)
    const first = sneaky.vendors['2']?.urls[0]
    if (first) first.privacy = 'javascript:alert(1)'
    expect(refusal(() => checkGvlImport({ list: sneaky, translations: new Map() }))).toMatch(
      /vendors\.2\.urls\.0\.privacy: /,
    )
    const v2 = { ...generateVendorList(150), gvlSpecificationVersion: 2 }
    expect(refusal(() => checkGvlImport({ list: v2, translations: new Map() }))).toContain(
      'gvlSpecificationVersion',
    )
    const shown = generated(150)
    const two = shown.vendors['2']
    if (two) two.urls = []
    expect(refusal(() => checkGvlImport({ list: shown, translations: new Map() }))).toContain(
      'vendor 2: no privacy policy url',
    )
  })

  it('accepts a list of policy 4, before special purpose 3 was added, but not one missing special purpose 2', () => {
    const older = generated(150) as TList & {
      specialPurposes: Record<string, unknown>
      tcfPolicyVersion: number
    }
    older.tcfPolicyVersion = 4
    delete older.specialPurposes['3']
    for (const v of Object.values(older.vendors) as unknown as { specialPurposes: number[] }[])
      v.specialPurposes = v.specialPurposes.filter((p) => p !== 3)
    expect(checkGvlImport({ list: older, translations: new Map() }).tcfPolicyVersion).toBe(4)
    delete older.specialPurposes['2']
    expect(refusal(() => checkGvlImport({ list: older, translations: new Map() }))).toContain(
      'specialPurposes: expected ids 1,2',
    )
  })

  it('refuses a translation that is not one, or of no language code', () => {
    const list = generateVendorList(150)
    const translation = generateTranslation(list) as unknown as TList
    delete translation.specialFeatures['2']
    expect(refusal(() => checkGvlImport({ list, translations: new Map([['ko', translation]]) }))).toMatch(
      /^not a valid GVL v3 translation \(ko\): specialFeatures: /,
    )
    expect(
      refusal(() => checkGvlImport({ list, translations: new Map([['korean', generateTranslation(list)]]) })),
    ).toContain('"korean" is not a code')
  })

  it('stores a newer version once; a version not newer than a kept one, bundled or imported, writes nothing', async () => {
    const repo = memoryRepository()
    await expect(
      importGvl(repo, 142, { list: generateVendorList(142), translations: new Map() }),
    ).rejects.toThrow('version 142 is not newer than version 142, already kept; nothing imported')
    const done = await importGvl(repo, 142, {
      list: generateVendorList(150),
      translations: new Map([['ko', generateTranslation(generateVendorList(150))]]),
    })
    expect(done).toEqual({ version: 150, vendorCount: 1_000, languages: ['ko'] })
    await expect(
      importGvl(repo, 142, { list: generateVendorList(149), translations: new Map() }),
    ).rejects.toThrow('version 149 is not newer than version 150')
    expect(repo.rows.map((r) => r.version)).toEqual([150])
  })
})
