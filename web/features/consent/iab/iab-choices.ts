import { LI_FORBIDDEN_PURPOSES } from '../../../../shared/privacy/privacy-contract.ts'
import type {
  TIabConsentRequest,
  TIabConsentResponse,
  TIabInitialPrefsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'

/** What the visitor has switched in the dialog, before it is saved. */
export interface TIabChoices {
  purposes: ReadonlySet<number>
  objectedPurposes: ReadonlySet<number>
  vendors: ReadonlySet<number>
  objectedVendors: ReadonlySet<number>
  specialFeatures: ReadonlySet<number>
  additionalVendors: ReadonlySet<number>
}
export type TChoiceKey = keyof TIabChoices
export type TIabAction = TIabConsentRequest['action']

const trueIds = (map: Record<string, boolean>) =>
  new Set(
    Object.entries(map)
      .filter(([, on]) => on)
      .map(([id]) => Number(id)),
  )
const falseIds = (map: Record<string, boolean>) =>
  new Set(
    Object.entries(map)
      .filter(([, on]) => !on)
      .map(([id]) => Number(id)),
  )

/** The choices a stored (or default) consent stands for; special features stay off unless opted in. */
export function choicesFrom(consent: TIabConsentResponse): TIabChoices {
  return {
    purposes: trueIds(consent.purpose.consents),
    objectedPurposes: falseIds(consent.purpose.legitimateInterests),
    vendors: trueIds(consent.vendor.consents),
    objectedVendors: falseIds(consent.vendor.legitimateInterests),
    specialFeatures: trueIds(consent.specialFeatureOptins),
    additionalVendors: new Set(consent.consentedAdditionalVendors),
  }
}

export function withChoice(choices: TIabChoices, key: TChoiceKey, id: number, on: boolean): TIabChoices {
  const next = new Set(choices[key])
  if (on) next.add(id)
  else next.delete(id)
  return { ...choices, [key]: next }
}

/** A purpose's legitimate interest can be objected to only where the TCF allows that basis (S-08, P-02). */
export function liAllowed(purposeId: number): boolean {
  return !(LI_FORBIDDEN_PURPOSES as readonly number[]).includes(purposeId)
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b)

/**
 * The save request for a button. Accept all consents to every purpose and partner shown; reject all and
 * withdraw consent to nothing and object to every legitimate interest. Special features are never implied
 * by a button: only their own switches opt in (S-16), and reject and withdraw clear them (S-15).
 */
export function saveRequest(
  action: TIabAction,
  choices: TIabChoices,
  initial: TIabInitialPrefsResponse,
  tcString: string | null,
): TIabConsentRequest {
  const purposeIds = initial.purposes.map((p) => p.id)
  const base = { action, ...(tcString ? { tcString } : {}) }
  switch (action) {
    case 'acceptAll':
      return {
        ...base,
        consentedPurposes: sorted(purposeIds),
        consentedVendors: sorted(initial.vendorIds),
        consentedAdditionalVendors: sorted(initial.additionalVendorIds),
        objectedLegIntPurposes: [],
        objectedLegIntVendors: [],
        optedInSpecialFeatures: sorted(choices.specialFeatures),
      }
    case 'acceptSelected':
      return {
        ...base,
        consentedPurposes: sorted(choices.purposes),
        consentedVendors: sorted(choices.vendors),
        consentedAdditionalVendors: sorted(choices.additionalVendors),
        objectedLegIntPurposes: sorted([...choices.objectedPurposes].filter(liAllowed)),
        objectedLegIntVendors: sorted(choices.objectedVendors),
        optedInSpecialFeatures: sorted(choices.specialFeatures),
      }
    default:
      return {
        ...base,
        consentedPurposes: [],
        consentedVendors: [],
        consentedAdditionalVendors: [],
        objectedLegIntPurposes: sorted(purposeIds.filter(liAllowed)),
        objectedLegIntVendors: sorted(initial.vendorIds),
        optedInSpecialFeatures: [],
      }
  }
}
