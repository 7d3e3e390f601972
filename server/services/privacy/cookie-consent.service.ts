import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import {
  consentSummary,
  effectiveCategories,
  normaliseCategories,
} from '../../../shared/privacy/consent-state.ts'
import { jurisdictionFor } from '../../../shared/privacy/jurisdictions.ts'
import {
  CONSENT_VERSIONS,
  type TConsentAction,
  type TConsentCategory,
} from '../../../shared/privacy/privacy-contract.ts'
import type { ConsentRecordService, TConsentContext } from './consent-record.service.ts'

const ACTION_OF = { acceptAll: 'accept_all', partial: 'partial', reject: 'reject' } as const

export interface TCategoriesSaved {
  consentId: string
  /** The cookie to write: the browser's choice, strictly necessary implied. */
  cookie: TConsentCookie
  /** What is in force now (a GPC signal still takes advertising away). */
  acceptedCategories: TConsentCategory[]
  hasFullUserConsent: boolean
}

/**
 * The cookie banner's save (decision 031): strictly necessary is always kept, the record is appended before
 * the answer, and a signed-in visitor's choice follows the account.
 */
export async function saveCategories(
  records: ConsentRecordService,
  context: TConsentContext,
  cookie: TConsentCookie,
  input: { acceptedCategories: readonly string[]; consentId?: string | undefined },
  nowSeconds: number,
): Promise<TCategoriesSaved> {
  const categories = normaliseCategories(input.acceptedCategories)
  const summary = consentSummary(categories)
  const { consentId } = await records.record(context, {
    consentId: input.consentId,
    kind: 'categories',
    action: ACTION_OF[summary],
    categories,
    textVersion: CONSENT_VERSIONS.bannerText,
  })
  const next: TConsentCookie = { ...cookie, categories, categoriesAt: nowSeconds }
  if (context.userId)
    await records.rememberForUser(context.userId, {
      categories,
      categories_at: new Date(nowSeconds * 1000),
    })
  const model = jurisdictionFor(context.site.countryCode).model
  return {
    consentId,
    cookie: next,
    acceptedCategories: effectiveCategories(model, next, nowSeconds, context.gpc),
    hasFullUserConsent: summary === 'acceptAll',
  }
}

/** Two-party consent (Korea's PIPA): the text version shown, acknowledged, on record. */
export async function acknowledgeTwoParty(
  records: ConsentRecordService,
  context: TConsentContext,
  cookie: TConsentCookie,
  input: { textVersion?: string | undefined; consentId?: string | undefined },
): Promise<{ consentId: string; textVersion: string; cookie: TConsentCookie }> {
  const textVersion = input.textVersion ?? CONSENT_VERSIONS.twoPartyText
  const { consentId } = await records.record(context, {
    consentId: input.consentId,
    kind: 'two_party',
    action: 'acknowledge',
    textVersion,
  })
  if (context.userId) await records.rememberForUser(context.userId, { two_party_version: textVersion })
  return { consentId, textVersion, cookie: { ...cookie, acks: { ...cookie.acks, twoParty: textVersion } } }
}

/** The data-transfer disclaimer acknowledged at the version shown (its meta cookie carries the version). */
export async function acknowledgeDataTransfer(
  records: ConsentRecordService,
  context: TConsentContext,
  textVersion: string,
): Promise<string> {
  const { consentId } = await records.record(context, {
    kind: 'data_transfer',
    action: 'acknowledge',
    textVersion,
  })
  if (context.userId) await records.rememberForUser(context.userId, { data_transfer_version: textVersion })
  return consentId
}

/** The cookies notice closed (or shown, for the legacy log call): on record with the notice's text version. */
export async function recordNotice(
  records: ConsentRecordService,
  context: TConsentContext,
  action: Extract<TConsentAction, 'acknowledge' | 'log'>,
): Promise<string> {
  const { consentId } = await records.record(context, {
    kind: 'cookies_notice',
    action,
    textVersion: CONSENT_VERSIONS.bannerText,
  })
  return consentId
}

/**
 * The legacy GDPR calls of old pages (decision 031). createConsent is logged, never taken as consent: the
 * purpose ids it carries name no category of ours, so the visitor is asked at the current text. removeConsent
 * is a refusal, which only ever narrows: it records a withdrawal and leaves strictly necessary only.
 */
export async function legacyGdpr(
  records: ConsentRecordService,
  context: TConsentContext,
  cookie: TConsentCookie,
  kind: 'create' | 'remove',
  nowSeconds: number,
): Promise<{ consentId: string; cookie: TConsentCookie | null }> {
  if (kind === 'create') {
    const { consentId } = await records.record(context, {
      kind: 'categories',
      action: 'log',
      textVersion: 'legacy-gdpr',
    })
    return { consentId, cookie: null }
  }
  const categories = normaliseCategories([])
  const { consentId } = await records.record(context, {
    kind: 'categories',
    action: 'withdraw',
    categories,
    textVersion: 'legacy-gdpr',
  })
  if (context.userId)
    await records.rememberForUser(context.userId, {
      categories,
      categories_at: new Date(nowSeconds * 1000),
    })
  return { consentId, cookie: { ...cookie, categories, categoriesAt: nowSeconds } }
}
