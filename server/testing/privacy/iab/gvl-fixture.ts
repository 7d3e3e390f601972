import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * A Global Vendor List the size of the IAB's (about a thousand vendors) in the real v3 format, made the same
 * on every run: the declarations are the bundled sample's, the vendors are generated with what real entries
 * carry and the sample lacks (overflow, several privacy-policy languages, deleted vendors without urls).
 */

const SAMPLE = path.join(import.meta.dirname, '../../../../content/iab/vendor-list-v142.json')

type TJson = Record<string, unknown>

function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const CONSENT_ONLY = [1, 3, 4, 5, 6]
const LI_ALLOWED = [2, 7, 8, 9, 10, 11]

function vendor(id: number, next: () => number, deleted: boolean): TJson {
  const pick = (from: number[], chance: number) => from.filter(() => next() < chance)
  const li = pick(LI_ALLOWED, 0.3)
  const purposes = [...pick(CONSENT_ONLY, 0.7), ...LI_ALLOWED.filter((p) => !li.includes(p) && next() < 0.4)]
  const declared = [...purposes, ...li].sort((a, b) => a - b)
  const specialPurposes = pick([1, 2, 3], 0.6)
  const retention = Object.fromEntries(declared.map((p) => [String(p), Math.floor(next() * 800)]))
  const host = `vendor-${id}.example`
  return {
    id,
    name: `${['Ad', 'Data', 'Media', 'Pixel', 'Signal'][id % 5]} Partner ${id}`,
    purposes: purposes.sort((a, b) => a - b),
    legIntPurposes: li,
    flexiblePurposes: declared.filter((p) => p !== 1 && next() < 0.2),
    specialPurposes,
    features: pick([1, 2, 3], 0.5),
    specialFeatures: pick([1, 2], 0.1),
    ...(deleted ? { deletedDate: '2025-03-01T00:00:00Z' } : {}),
    overflow: { httpGetLimit: next() < 0.5 ? 32 : 128 },
    cookieMaxAgeSeconds: next() < 0.1 ? null : Math.floor(next() * 63_072_000),
    usesCookies: true,
    cookieRefresh: next() < 0.5,
    usesNonCookieAccess: next() < 0.5,
    ...(next() < 0.6 ? { deviceStorageDisclosureUrl: `https://${host}/tcf/device-storage.json` } : {}),
    urls: deleted
      ? []
      : [
          {
            langId: 'en',
            privacy: `https://${host}/privacy`,
            ...(li.length ? { legIntClaim: `https://${host}/privacy#legitimate-interest` } : {}),
          },
          { langId: 'fr', privacy: `https://${host}/fr/confidentialite` },
        ],
    dataRetention: {
      ...(next() < 0.5 ? { stdRetention: 365 } : {}),
      purposes: retention,
      specialPurposes: Object.fromEntries(specialPurposes.map((p) => [String(p), 365])),
    },
    dataDeclaration: pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.4),
  }
}

/** A list of `count` shown vendors (ids sparse up to about 1.2 × count) and a few deleted ones. */
export function generateVendorList(version: number, count = 1_000): TJson {
  const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as TJson
  const next = random(version)
  const vendors: TJson = {}
  let shown = 0
  for (let id = 1; shown < count; id++) {
    if (next() < 0.15) continue
    const deleted = next() < 0.03
    vendors[String(id)] = vendor(id, next, deleted)
    if (!deleted) shown++
  }
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: version,
    tcfPolicyVersion: 5,
    lastUpdated: '2026-11-26T16:05:31Z',
    purposes: sample.purposes,
    specialPurposes: sample.specialPurposes,
    features: sample.features,
    specialFeatures: sample.specialFeatures,
    stacks: sample.stacks,
    dataCategories: sample.dataCategories,
    vendors,
  }
}

/** A purposes-ko.json for the list: its declarations with Korean names. */
export function generateTranslation(list: TJson): TJson {
  const translate = (map: unknown, word: string) =>
    Object.fromEntries(
      Object.entries(map as Record<string, TJson>).map(([key, item]) => [
        key,
        { ...item, name: `${word} ${key}`, description: `${word} ${key} 설명` },
      ]),
    )
  return {
    gvlSpecificationVersion: 3,
    vendorListVersion: list.vendorListVersion,
    tcfPolicyVersion: list.tcfPolicyVersion,
    lastUpdated: list.lastUpdated,
    purposes: translate(list.purposes, '목적'),
    specialPurposes: translate(list.specialPurposes, '특별 목적'),
    features: translate(list.features, '기능'),
    specialFeatures: translate(list.specialFeatures, '특별 기능'),
    stacks: translate(list.stacks, '스택'),
    dataCategories: translate(list.dataCategories, '데이터 범주'),
  }
}
