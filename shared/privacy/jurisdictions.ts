/**
 * Which consent surfaces a site shows (decision 028). The TCF runs where the GDPR applies (EEA, UK,
 * Switzerland); opt-in cookie categories where the law asks for prior consent without the TCF (Korea's
 * PIPA, Canada's PIPEDA and Quebec's Law 25); the United States are opt-out (nothing shown on arrival, the
 * header's "Your privacy choices" and GPC); a notice bar elsewhere. The California opt-out is honoured
 * wherever a visitor asks for it, since it only ever narrows what we do.
 */
export type TConsentModel = 'iab' | 'categories' | 'notice' | 'optOut'
export type TRegulation = 'gdpr' | 'pipa' | 'pipeda' | 'ccpa' | 'none'

export interface TJurisdiction {
  regulation: TRegulation
  model: TConsentModel
  /** TCF's gdprApplies. */
  gdprApplies: boolean
  /** Korea's PIPA: consent to provide personal data to third parties (the two-party dialog). */
  twoPartyConsent: boolean
  /** A cross-border data-transfer disclaimer to acknowledge. */
  dataTransferDisclaimer: boolean
}

const GDPR_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
])

export function jurisdictionFor(countryCode: string): TJurisdiction {
  const cc = countryCode.toUpperCase()
  if (GDPR_COUNTRIES.has(cc))
    return {
      regulation: 'gdpr',
      model: 'iab',
      gdprApplies: true,
      twoPartyConsent: false,
      dataTransferDisclaimer: false,
    }
  if (cc === 'KR')
    return {
      regulation: 'pipa',
      model: 'categories',
      gdprApplies: false,
      twoPartyConsent: true,
      dataTransferDisclaimer: true,
    }
  if (cc === 'CA')
    return {
      regulation: 'pipeda',
      model: 'categories',
      gdprApplies: false,
      twoPartyConsent: false,
      dataTransferDisclaimer: false,
    }
  if (cc === 'CN')
    return {
      regulation: 'none',
      model: 'notice',
      gdprApplies: false,
      twoPartyConsent: false,
      dataTransferDisclaimer: true,
    }
  if (cc === 'US')
    return {
      regulation: 'ccpa',
      model: 'optOut',
      gdprApplies: false,
      twoPartyConsent: false,
      dataTransferDisclaimer: false,
    }
  return {
    regulation: 'none',
    model: 'notice',
    gdprApplies: false,
    twoPartyConsent: false,
    dataTransferDisclaimer: false,
  }
}

/** Under an opt-in model nothing optional runs before a choice; otherwise all does unless refused. */
export function isOptIn(model: TConsentModel): boolean {
  return model === 'iab' || model === 'categories'
}
