import { LI_FORBIDDEN_PURPOSES } from '../../shared/privacy/privacy-contract.ts'
import type {
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
  TIabVendor,
  TIabVendorsResponse,
} from '../../shared/privacy/privacy-schemas.ts'
import { legIntPurposes, shownVendors } from '../services/privacy/iab/gvl-archive.ts'
import type { TAdditionalVendor, TGvlVendor, TVendorList } from '../services/privacy/iab/iab-content.ts'

/*
 * The self-hosted, publisher-trimmed vendor list the dialog shows (checklist G-02, P-01), from the latest
 * vendor list (G-03). English only: the dialog's language is English, which the TC string's
 * ConsentLanguage says (S-04).
 */

const byId = <T extends { id: number }>(map: Record<string, T>) =>
  Object.values(map).sort((a, b) => a.id - b.id)

function retention(vendor: TGvlVendor, declared: readonly number[], given: Record<string, number>) {
  const days: Record<string, number> = {}
  for (const id of declared) {
    const value = given[String(id)] ?? vendor.dataRetention.stdRetention
    if (value !== undefined) days[String(id)] = value
  }
  return days
}

function presentVendor(vendor: TGvlVendor, disclosed: ReadonlySet<number>): TIabVendor {
  const urls = vendor.urls.find((u) => u.langId.toLowerCase() === 'en') ?? vendor.urls[0]
  return {
    id: vendor.id,
    name: vendor.name,
    purposes: vendor.purposes,
    specialPurposes: vendor.specialPurposes,
    legIntPurposes: vendor.legIntPurposes,
    flexiblePurposes: vendor.flexiblePurposes,
    features: vendor.features,
    specialFeatures: vendor.specialFeatures,
    dataCategories: vendor.dataDeclaration,
    purposeDataRetentionDays: retention(
      vendor,
      [...vendor.purposes, ...vendor.legIntPurposes].sort((a, b) => a - b),
      vendor.dataRetention.purposes,
    ),
    specialPurposeDataRetentionDays: retention(
      vendor,
      vendor.specialPurposes,
      vendor.dataRetention.specialPurposes,
    ),
    privacyPolicyUrl: urls?.privacy ?? '',
    legIntClaimUrl: urls?.legIntClaim ?? null,
    usesCookies: vendor.usesCookies,
    cookieMaxAgeSeconds: vendor.cookieMaxAgeSeconds,
    cookieRefresh: vendor.cookieRefresh,
    usesNonCookieAccess: vendor.usesNonCookieAccess,
    // Imported vendors have no bundled copy: their own file is fetched when the dialog asks.
    hasDeviceStorageDisclosure: disclosed.has(vendor.id) || vendor.deviceStorageDisclosureUrl !== undefined,
  }
}

/** The partners of the list, a call of their own (decision 103): a real list has a thousand. */
export function presentVendors(list: TVendorList, disclosed: ReadonlySet<number>): TIabVendorsResponse {
  return {
    vendorListVersion: list.vendorListVersion,
    vendors: shownVendors(list).map((v) => presentVendor(v, disclosed)),
  }
}

export function presentDetailedPrefs(
  list: TVendorList,
  additionalVendors: readonly TAdditionalVendor[],
): TIabDetailedPrefsResponse {
  const li = new Set(legIntPurposes(list))
  return {
    vendorListVersion: list.vendorListVersion,
    tcfPolicyVersion: list.tcfPolicyVersion,
    purposes: byId(list.purposes).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      illustrations: p.illustrations ?? [],
      legitimateInterest: li.has(p.id) && !(LI_FORBIDDEN_PURPOSES as readonly number[]).includes(p.id),
      readOnly: false,
    })),
    // Special purposes need no consent and allow no objection: shown, never switchable.
    specialPurposes: byId(list.specialPurposes).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      illustrations: p.illustrations ?? [],
      legitimateInterest: true,
      readOnly: true,
    })),
    features: byId(list.features).map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      illustrations: f.illustrations ?? [],
    })),
    specialFeatures: byId(list.specialFeatures).map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      illustrations: f.illustrations ?? [],
    })),
    additionalVendors: additionalVendors.map((v) => ({ ...v })),
    dataCategories: byId(list.dataCategories ?? {}).map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
    })),
  }
}

export function presentInitialPrefs(
  list: TVendorList,
  additionalVendors: readonly TAdditionalVendor[],
): TIabInitialPrefsResponse {
  const vendorIds = shownVendors(list).map((v) => v.id)
  return {
    vendorListVersion: list.vendorListVersion,
    purposes: byId(list.purposes).map((p) => ({ id: p.id, name: p.name, description: p.description })),
    specialFeatures: byId(list.specialFeatures).map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
    })),
    stacks: byId(list.stacks).map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      purposes: s.purposes,
      specialFeatures: s.specialFeatures,
    })),
    vendorIds,
    additionalVendorIds: additionalVendors.map((v) => v.id),
    // The first layer's count covers the TCF vendors and the additional ones (checklist P-01).
    numVendors: vendorIds.length + additionalVendors.length,
  }
}
