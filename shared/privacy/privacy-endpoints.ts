import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { PRIVACY_API, PrivacyErrorCode } from './privacy-contract.ts'
import {
  ZAcknowledgeRequestSchema,
  ZAcknowledgeResponseSchema,
  ZConsentIdSchema,
  ZConsentRecordRequestSchema,
  ZConsentRecordResponseSchema,
  ZConsentStateResponseSchema,
  ZCookiesDataProviderResponseSchema,
  ZCookiesForCategoryQuerySchema,
  ZCookiesForCategoryResponseSchema,
  ZDataSharingRequestSchema,
  ZDataSharingResponseSchema,
  ZDeviceStorageDisclosureResponseSchema,
  ZDeviceStorageQuerySchema,
  ZGdprConsentFormSchema,
  ZIabConsentRequestSchema,
  ZIabConsentResponseSchema,
  ZIabConsentSaveResponseSchema,
  ZIabDetailedPrefsResponseSchema,
  ZIabInitialPrefsResponseSchema,
  ZIabVendorsQuerySchema,
  ZIabVendorsResponseSchema,
  ZLegacyCookieFormSchema,
  ZLogCookiesConsentRequestSchema,
  ZMetaCookieNameSchema,
  ZMetaCookieRequestSchema,
  ZMetaCookieResponseSchema,
} from './privacy-schemas.ts'

const saves = { max: 30, timeWindow: 60_000 }
const reads = { max: 120, timeWindow: 60_000 }
const perMinute = { max: 60, timeWindow: 60_000 }
const consentSaved = [PrivacyErrorCode.INVALID_CONSENT]

const gdprConsent = (path: typeof PRIVACY_API.gdprCreateConsent | typeof PRIVACY_API.gdprRemoveConsent) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary:
      path === PRIVACY_API.gdprCreateConsent
        ? "A former page's GDPR consent form: consents to every category"
        : "A former page's GDPR consent form: withdraws the consent",
    body: optionalBody(ZGdprConsentFormSchema),
    bodyType: 'form',
    response: z.object({ consentId: ZConsentIdSchema }),
    rateLimit: saves,
  })

/** Cookie categories, IAB TCF, acknowledgements, meta cookies and the California opt-out (spec section 7). */
export const privacyEndpoints = {
  consentRecord: defineEndpoint({
    method: 'POST',
    path: PRIVACY_API.consentRecord,
    summary: 'Records the cookie categories the visitor accepts',
    body: ZConsentRecordRequestSchema,
    response: ZConsentRecordResponseSchema,
    rateLimit: saves,
    errors: [PrivacyErrorCode.UNKNOWN_CATEGORY, ...consentSaved],
  }),
  consent: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.consent,
    summary: 'The cookie categories in force for this visitor',
    response: ZConsentStateResponseSchema,
    rateLimit: reads,
  }),
  cookiesForCategory: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.cookiesForCategory,
    summary: 'The cookies of one category, as the cookie settings list them',
    query: ZCookiesForCategoryQuerySchema,
    response: ZCookiesForCategoryResponseSchema,
  }),
  iabConsent: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.iabConsent,
    summary: "The visitor's IAB TCF consent as their cookies hold it",
    response: ZIabConsentResponseSchema,
  }),
  saveIabConsent: defineEndpoint({
    method: 'POST',
    path: PRIVACY_API.iabConsent,
    summary: "Saves the visitor's IAB TCF choice and sets its consent strings",
    body: ZIabConsentRequestSchema,
    response: ZIabConsentSaveResponseSchema,
    rateLimit: saves,
    errors: consentSaved,
  }),
  iabDetailedPrefs: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.iabDetailedPrefs,
    summary: "The IAB dialog's purposes, features and stacks (ETag; 304 when unchanged)",
    response: ZIabDetailedPrefsResponseSchema,
  }),
  iabInitialPrefs: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.iabInitialPrefs,
    summary: "The IAB dialog's first screen (ETag; 304 when unchanged)",
    response: ZIabInitialPrefsResponseSchema,
  }),
  iabVendors: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.iabVendors,
    summary: 'The vendor list in force (ETag; 304 when unchanged)',
    query: ZIabVendorsQuerySchema,
    response: ZIabVendorsResponseSchema,
  }),
  iabDeviceStorageDisclosure: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.iabDeviceStorageDisclosure,
    summary: "A vendor's device storage disclosure",
    query: ZDeviceStorageQuerySchema,
    response: ZDeviceStorageDisclosureResponseSchema,
    errors: [PrivacyErrorCode.UNKNOWN_VENDOR],
  }),
  twoPartyConsent: defineEndpoint({
    method: 'POST',
    path: PRIVACY_API.twoPartyConsent,
    summary: 'Acknowledges the two-party consent text shown',
    body: optionalBody(ZAcknowledgeRequestSchema),
    response: ZAcknowledgeResponseSchema,
    rateLimit: saves,
  }),
  logCookiesConsent: defineEndpoint({
    method: 'POST',
    path: PRIVACY_API.logCookiesConsent,
    summary: 'Logs that the cookie notice was shown (a repeat records nothing)',
    body: ZLogCookiesConsentRequestSchema,
    response: z.void(),
    status: 204,
    rateLimit: saves,
  }),
  cookiesDataProvider: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.cookiesDataProvider,
    summary: "The former pages' privacy state: which notices and consents are pending",
    response: ZCookiesDataProviderResponseSchema,
  }),
  gdprCreateConsent: gdprConsent(PRIVACY_API.gdprCreateConsent),
  gdprRemoveConsent: gdprConsent(PRIVACY_API.gdprRemoveConsent),
  metaCookie: defineEndpoint({
    method: 'PUT',
    path: `${PRIVACY_API.metaCookie}:name`,
    summary: 'Sets or clears a meta cookie (a notice or disclaimer seen)',
    params: z.object({ name: ZMetaCookieNameSchema }),
    body: ZMetaCookieRequestSchema,
    response: ZMetaCookieResponseSchema,
    rateLimit: perMinute,
    errors: [PrivacyErrorCode.UNKNOWN_META_COOKIE, ...consentSaved],
  }),
  legacyCookieForm: defineEndpoint({
    method: 'POST',
    path: PRIVACY_API.legacyCookieForm,
    summary: "A former page's meta cookie form",
    body: optionalBody(ZLegacyCookieFormSchema),
    bodyType: 'form',
    response: ZMetaCookieResponseSchema,
    rateLimit: perMinute,
    errors: [PrivacyErrorCode.UNKNOWN_META_COOKIE, ...consentSaved],
  }),
  dataSharing: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.dataSharingOptOut,
    summary: "The visitor's California data-sharing choice (a Global Privacy Control signal is honoured)",
    response: ZDataSharingResponseSchema,
    // A GET that may change state (the signal is honoured here too), hence the form token.
    csrf: true,
    rateLimit: perMinute,
  }),
  saveDataSharing: defineEndpoint({
    method: 'PUT',
    path: PRIVACY_API.dataSharingOptOut,
    summary: "Changes the visitor's California data-sharing choice",
    body: ZDataSharingRequestSchema,
    response: ZDataSharingResponseSchema,
    rateLimit: perMinute,
    errors: [PrivacyErrorCode.GPC_SIGNAL_ACTIVE, ...consentSaved],
  }),
  gpcWellKnown: defineEndpoint({
    method: 'GET',
    path: PRIVACY_API.gpcWellKnown,
    summary: 'The Global Privacy Control declaration: the site honours the signal',
    response: z.object({ gpc: z.boolean(), lastUpdate: z.string() }),
  }),
}
