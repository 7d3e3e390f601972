import type { TConsentCookie } from '../../shared/privacy/consent-cookie.ts'
import { categoriesRecorded, effectiveCategories } from '../../shared/privacy/consent-state.ts'
import { jurisdictionFor } from '../../shared/privacy/jurisdictions.ts'
import { CONSENT_VERSIONS } from '../../shared/privacy/privacy-contract.ts'
import type { TPrivacyState } from '../../shared/privacy/privacy-state.ts'
import type { AppConfig } from '../config.ts'

export interface TPrivacyStateInput {
  countryCode: string
  cookie: TConsentCookie | null
  tcString: string | null
  acString: string | null
  /** The request carried Sec-GPC: 1. */
  gpcHeader: boolean
  /** The page's URL carried the banner-suppressing flag. */
  bannerSuppressed: boolean
  /** Meta cookies (spec section 9) by name, as the browser sent them. */
  meta: Partial<
    Record<'HIDE_COOKIES_MESSAGE_NP' | 'HIDE_COOKIES_MESSAGE' | 'HIDE_DATA_TRANSFER_DISCLAIMER', string>
  >
  /** The stored TC string must be asked again (vendor set or legal basis changed; decision 028). */
  iabReconsentDue: boolean
  consent: AppConfig['consent']
  nowSeconds: number
}

/** The page's privacy state (global state `privacy`): which surfaces are due and what is allowed. */
export function presentPrivacyState(input: TPrivacyStateInput): TPrivacyState {
  const j = jurisdictionFor(input.countryCode)
  const { cookie } = input
  const gpc = input.gpcHeader || cookie?.gpc === true
  let recorded = categoriesRecorded(cookie, input.nowSeconds)
  if (j.model === 'iab') recorded = recorded && input.tcString !== null && !input.iabReconsentDue
  const acceptedCategories = recorded
    ? effectiveCategories(j.model, cookie, input.nowSeconds, gpc)
    : effectiveCategories(j.model, null, input.nowSeconds, gpc || cookie?.allowDataSharing === false)
  const dataTransferAcked =
    input.meta.HIDE_DATA_TRANSFER_DISCLAIMER === CONSENT_VERSIONS.dataTransferText ||
    cookie?.acks.dataTransfer === CONSENT_VERSIONS.dataTransferText
  return {
    regulation: j.regulation,
    model: j.model,
    gdprApplies: j.gdprApplies,
    acceptedCategories,
    recorded,
    bannerSuppressed: input.bannerSuppressed,
    noticeVisible:
      j.model === 'notice' && !input.meta.HIDE_COOKIES_MESSAGE && !input.meta.HIDE_COOKIES_MESSAGE_NP,
    twoPartyPending: j.twoPartyConsent && cookie?.acks.twoParty !== CONSENT_VERSIONS.twoPartyText,
    dataTransferPending: j.dataTransferDisclaimer && !dataTransferAcked,
    allowDataSharing: !gpc && cookie?.allowDataSharing !== false,
    gpc,
    tcString: j.gdprApplies ? input.tcString : null,
    acString: j.gdprApplies ? input.acString : null,
    cmp: {
      id: input.consent.cmpId,
      version: input.consent.cmpVersion,
      publisherCountry: input.consent.publisherCountry,
    },
    iabCloseButton: input.consent.iabCloseButton,
  }
}
