import { GVL, type VendorList } from '@iabtechlabtcf/core'
import { LI_FORBIDDEN_PURPOSES } from '../../../../shared/privacy/privacy-contract.ts'
import type { TGvlVendor, TIabContent, TVendorList } from './iab-content.ts'

/**
 * The vendor lists as the IAB library's GVL, built from our own files only (checklist G-01, G-02): the
 * library is never given a base URL, so it has nowhere to fetch from. The latest list is the one shown
 * (G-03); the older ones decode and explain stored strings (G-04).
 */
export interface GvlArchive {
  latest: TVendorList
  /** The GVL of the latest list; shared, so nothing may narrow it or change its language. */
  latestGvl(): GVL
  list(version: number): TVendorList | null
  gvl(version: number): GVL | null
  versions: number[]
}

export function createGvlArchive(content: Pick<TIabContent, 'vendorLists' | 'latestVersion'>): GvlArchive {
  const latest = content.vendorLists.get(content.latestVersion)
  if (!latest) throw new Error('no latest vendor list')
  const built = new Map<number, GVL>()
  const gvlOf = (list: TVendorList) => {
    let gvl = built.get(list.vendorListVersion)
    if (!gvl) {
      gvl = new GVL(structuredClone(list) as unknown as VendorList)
      built.set(list.vendorListVersion, gvl)
    }
    return gvl
  }
  return {
    latest,
    latestGvl: () => gvlOf(latest),
    list: (version) => content.vendorLists.get(version) ?? null,
    gvl(version) {
      const list = content.vendorLists.get(version)
      return list ? gvlOf(list) : null
    },
    versions: [...content.vendorLists.keys()].sort((a, b) => a - b),
  }
}

/** The vendors a list shows: deleted vendors are never shown and never signalled (G-05). */
export function shownVendors(list: TVendorList): TGvlVendor[] {
  return Object.values(list.vendors)
    .filter((v) => !v.deletedDate)
    .sort((a, b) => a.id - b.id)
}

export function isSpecialPurposeOnly(vendor: TGvlVendor): boolean {
  return (
    vendor.purposes.length === 0 && vendor.legIntPurposes.length === 0 && vendor.specialPurposes.length > 0
  )
}

/** Purposes on which a legitimate interest is allowed (never 1, 3, 4, 5, 6) and some shown vendor claims one. */
export function legIntPurposes(list: TVendorList): number[] {
  const claimed = new Set(shownVendors(list).flatMap((v) => v.legIntPurposes))
  return Object.values(list.purposes)
    .map((p) => p.id)
    .filter((id) => claimed.has(id) && !(LI_FORBIDDEN_PURPOSES as readonly number[]).includes(id))
}
