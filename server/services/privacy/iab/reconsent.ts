import { PRIVACY_LIMITS } from '../../../../shared/privacy/privacy-contract.ts'
import { type GvlArchive, shownVendors } from './gvl-archive.ts'
import type { TVendorList } from './iab-content.ts'
import type { TDecodedTcString } from './tc-string.ts'

/**
 * Strings of these TCF policy versions must be discarded and asked again, migrating nothing (checklist
 * policy 4 (TCF 2.2) changed the legal bases allowed. The move to 5 (2024) changed none, so a
 * policy version change alone does not re-ask.
 */
export const MIN_TCF_POLICY_VERSION = 4

export type TReconsentReason =
  | 'unreadable'
  | 'policyVersion'
  | 'expired'
  | 'unknownVendorList'
  | 'vendorAdded'
  | 'purposeAdded'
  | 'legalBasisChanged'

/** Why a stored string must be asked again, or null when it still stands (checklist R-01..R-03). */
export function reconsentReason(
  archive: GvlArchive,
  decoded: TDecodedTcString | null,
  now: Date,
): TReconsentReason | null {
  if (!decoded) return 'unreadable'
  if (decoded.policyVersion < MIN_TCF_POLICY_VERSION) return 'policyVersion'
  const ageDays = (now.getTime() - decoded.lastUpdated.getTime()) / 86_400_000
  if (ageDays >= PRIVACY_LIMITS.reconsentAfterDays) return 'expired'
  const latest = archive.latest
  if (decoded.vendorListVersion === latest.vendorListVersion) return null
  const then = archive.list(decoded.vendorListVersion)
  if (!then || decoded.vendorListVersion > latest.vendorListVersion) return 'unknownVendorList'
  return vendorChange(then, latest)
}

/** a vendor now shown was not shown then, or a vendor declares a new purpose or another legal basis. */
export function vendorChange(then: TVendorList, now: TVendorList): TReconsentReason | null {
  const before = new Map(shownVendors(then).map((v) => [v.id, v]))
  let reason: TReconsentReason | null = null
  for (const vendor of shownVendors(now)) {
    const old = before.get(vendor.id)
    if (!old) return 'vendorAdded'
    const oldAll = new Set([...old.purposes, ...old.legIntPurposes, ...old.specialPurposes.map((p) => -p)])
    const all = [...vendor.purposes, ...vendor.legIntPurposes, ...vendor.specialPurposes.map((p) => -p)]
    const specialFeatureAdded = vendor.specialFeatures.some((f) => !old.specialFeatures.includes(f))
    if (all.some((p) => !oldAll.has(p)) || specialFeatureAdded) reason = 'purposeAdded'
    else if (
      vendor.purposes.some((p) => !old.purposes.includes(p)) ||
      vendor.legIntPurposes.some((p) => !old.legIntPurposes.includes(p))
    )
      reason ??= 'legalBasisChanged'
  }
  return reason
}
