import { TCModel, TCString } from '@iabtechlabtcf/core'
import { type GvlArchive, isSpecialPurposeOnly, legIntPurposes, shownVendors } from './gvl-archive.ts'

/** What a visitor chose in the IAB dialog, by id (the save payload, already resolved for its action). */
export interface TIabChoice {
  consentedPurposes: readonly number[]
  consentedVendors: readonly number[]
  objectedLegIntPurposes: readonly number[]
  objectedLegIntVendors: readonly number[]
  /** Only from the explicit opt-in control (checklist S-16). */
  optedInSpecialFeatures: readonly number[]
}

export interface TCmpIdentity {
  cmpId: number
  cmpVersion: number
  publisherCountry: string
}

/** Which dialog layer the choice was made on (ConsentScreen, 0-63). */
export const CONSENT_SCREEN = { defaults: 0, landing: 1, details: 2 } as const

/** Browsers drop cookies past 4096 bytes; a string too big for kyk_tcf is refused, never cut (L-01). */
export const TC_STRING_MAX_BYTES = 4_000

export class TcStringTooLargeError extends Error {}

export const NO_CHOICE: TIabChoice = {
  consentedPurposes: [],
  consentedVendors: [],
  objectedLegIntPurposes: [],
  objectedLegIntVendors: [],
  optedInSpecialFeatures: [],
}

/**
 * The TC string of a choice against the latest vendor list (checklist S-01..S-16): service-specific,
 * standard texts, purpose one treatment off; every shown vendor disclosed; positive bits only where the
 * vendor declares that legal basis and is not deleted; LI never for purposes 1, 3, 4, 5, 6; vendors with
 * only special purposes keep their LI bit (S-11).
 */
export function encodeTcString(
  archive: GvlArchive,
  choice: TIabChoice,
  cmp: TCmpIdentity,
  options: { now: Date; consentScreen: number },
): string {
  const list = archive.latest
  const gvl = archive.latestGvl()
  const model = new TCModel(gvl)
  model.cmpId = cmp.cmpId
  model.cmpVersion = cmp.cmpVersion
  model.publisherCountryCode = cmp.publisherCountry
  model.isServiceSpecific = true
  model.useNonStandardTexts = false
  model.purposeOneTreatment = false
  model.consentScreen = options.consentScreen
  const day = new Date(
    Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()),
  )
  model.created = day
  model.lastUpdated = day

  const vendors = shownVendors(list)
  model.vendorsDisclosed.set(vendors.map((v) => v.id))
  const purposeIds = new Set(Object.values(list.purposes).map((p) => p.id))
  model.purposeConsents.set(choice.consentedPurposes.filter((id) => purposeIds.has(id)))
  const objectedPurposes = new Set(choice.objectedLegIntPurposes)
  model.purposeLegitimateInterests.set(legIntPurposes(list).filter((id) => !objectedPurposes.has(id)))

  const consented = new Set(choice.consentedVendors)
  const objected = new Set(choice.objectedLegIntVendors)
  model.vendorConsents.set(
    vendors.filter((v) => v.purposes.length > 0 && consented.has(v.id)).map((v) => v.id),
  )
  model.vendorLegitimateInterests.set(
    vendors
      // Special purposes cannot be objected to: a vendor with nothing else keeps its bit (S-11).
      .filter((v) => isSpecialPurposeOnly(v) || (v.legIntPurposes.length > 0 && !objected.has(v.id)))
      .map((v) => v.id),
  )
  const specialFeatures = new Set(Object.values(list.specialFeatures).map((f) => f.id))
  model.specialFeatureOptins.set(choice.optedInSpecialFeatures.filter((id) => specialFeatures.has(id)))

  const tcString = TCString.encode(model)
  if (Buffer.byteLength(tcString) > TC_STRING_MAX_BYTES)
    throw new TcStringTooLargeError(`TC string of ${tcString.length} bytes`)
  return tcString
}

export interface TDecodedTcString {
  model: TCModel
  vendorListVersion: number
  policyVersion: number
  lastUpdated: Date
}

/** A stored string of any vendor-list version; null when it is not a TC string we can read. */
export function decodeTcString(tcString: string): TDecodedTcString | null {
  if (tcString.length > TC_STRING_MAX_BYTES || !/^[A-Za-z0-9_.-]+$/.test(tcString)) return null
  try {
    const model = TCString.decode(tcString)
    if (model.version !== 2 || !(model.lastUpdated instanceof Date)) return null
    return {
      model,
      vendorListVersion: Number(model.vendorListVersion),
      policyVersion: Number(model.policyVersion),
      lastUpdated: model.lastUpdated,
    }
  } catch {
    return null
  }
}
