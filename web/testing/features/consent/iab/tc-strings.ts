import { GVL, TCModel, TCString } from '@iabtechlabtcf/core'

const text = (id: number, kind: string) => ({
  id,
  name: `${kind} ${id}`,
  description: 'd',
  illustrations: [],
})
const byId = <T>(ids: number[], make: (id: number) => T) =>
  Object.fromEntries(ids.map((id) => [id, make(id)]))
const vendor = (id: number, purposes: number[], legIntPurposes: number[]) => ({
  id,
  name: `Vendor ${id}`,
  purposes,
  legIntPurposes,
  flexiblePurposes: [],
  specialPurposes: [],
  features: [],
  specialFeatures: [],
  urls: [],
  usesCookies: true,
  cookieMaxAgeSeconds: 100,
  cookieRefresh: false,
  usesNonCookieAccess: false,
})

/** A small vendor list (v150, policy 5) of two vendors, to encode strings as a saved choice would be. */
export function smallGvl(): GVL {
  return new GVL({
    gvlSpecificationVersion: 3,
    vendorListVersion: 150,
    tcfPolicyVersion: 5,
    lastUpdated: '2026-11-01T00:00:00Z',
    purposes: byId([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], (id) => text(id, 'Purpose')),
    specialPurposes: byId([1, 2], (id) => text(id, 'Special purpose')),
    features: byId([1, 2, 3], (id) => text(id, 'Feature')),
    specialFeatures: byId([1, 2], (id) => text(id, 'Special feature')),
    stacks: {},
    dataCategories: {},
    vendors: { 10: vendor(10, [1, 2], []), 11: vendor(11, [1], [2, 7]) },
  } as unknown as ConstructorParameters<typeof GVL>[0])
}

/** A TC string consenting to `purposes` and `vendors`, disclosing vendors 10 and 11. */
export function encodedChoice(purposes: number[], vendors: number[]): string {
  const model = new TCModel(smallGvl())
  model.cmpId = 300
  model.cmpVersion = 1
  model.isServiceSpecific = true
  model.purposeConsents.set(purposes)
  model.vendorConsents.set(vendors)
  model.vendorsDisclosed.set([10, 11])
  return TCString.encode(model)
}
