import crypto from 'node:crypto'
import { jurisdictionFor } from '../../../shared/privacy/jurisdictions.ts'
import {
  CONSENT_VERSIONS,
  PrivacyErrorCode,
  type TConsentAction,
  type TConsentKind,
} from '../../../shared/privacy/privacy-contract.ts'
import type { TSite } from '../../../shared/sites.ts'
import { HttpError } from '../../http-error.ts'
import type {
  ConsentRecordRepository,
  TConsentRecordRow,
} from '../../repositories/consent-record.repository.ts'
import type {
  PrivacyPreferenceRepository,
  TPrivacyPreferencesChange,
} from '../../repositories/privacy-preference.repository.ts'
import { truncateIp } from './ip-truncation.ts'

/** Who acts and where: the browser's consent subject, the signed-in user if any, the site and address. */
export interface TConsentContext {
  subjectId: string
  userId: string | null
  site: Pick<TSite, 'site' | 'countryCode' | 'locale'>
  ip: string | null
  /** The request carried Sec-GPC: 1. */
  gpc: boolean
}

export interface TConsentRecordInput {
  /** The browser's id for this action; a retry with the same id is recorded once. */
  consentId?: string | undefined
  kind: TConsentKind
  action: TConsentAction
  categories?: readonly string[]
  tcString?: string | null
  acString?: string | null
  allowDataSharing?: boolean | null
  textVersion?: string | null
  vendorListVersion?: number | null
  tcfPolicyVersion?: number | null
  /** Overrides the request's GPC flag (an opt-out the browser's navigator.globalPrivacyControl asked for). */
  gpc?: boolean
}

export interface ConsentRecordService {
  /**
   * Appends the record before answering (acknowledged means durable). A record whose id exists for another
   * subject is refused rather than merged.
   */
  record(
    context: TConsentContext,
    input: TConsentRecordInput,
  ): Promise<{ consentId: string; inserted: boolean }>
  /** Keeps a signed-in user's current choices, so they follow the account to other devices. */
  rememberForUser(userId: string, change: TPrivacyPreferencesChange): Promise<void>
  preferencesOf(userId: string): ReturnType<PrivacyPreferenceRepository['read']>
  latest(
    context: Pick<TConsentContext, 'subjectId' | 'userId'>,
    kind: TConsentKind,
  ): Promise<TConsentRecordRow | null>
}

/**
 * A consent id already recorded for another browser (a forged or replayed id): 409 wherever it is raised,
 * so that a route that does not catch it still answers the conflict, never a 500 (decision 062).
 */
export class ConsentIdConflictError extends HttpError {
  readonly consentId: string
  constructor(consentId: string) {
    super(409, PrivacyErrorCode.INVALID_CONSENT, 'This consent id belongs to another choice.')
    this.name = 'ConsentIdConflictError'
    this.consentId = consentId
  }
}

export function createConsentRecordService(deps: {
  records: ConsentRecordRepository
  preferences: PrivacyPreferenceRepository
  cmp: { cmpId: number; cmpVersion: number }
}): ConsentRecordService {
  return {
    async record(context, input) {
      const consentId = input.consentId ?? crypto.randomUUID()
      const { inserted, record } = await deps.records.append({
        id: consentId,
        subject_id: context.subjectId,
        user_id: context.userId,
        kind: input.kind,
        action: input.action,
        categories: [...(input.categories ?? [])],
        tc_string: input.tcString ?? null,
        ac_string: input.acString ?? null,
        allow_data_sharing: input.allowDataSharing ?? null,
        gpc: input.gpc ?? context.gpc,
        regulation: jurisdictionFor(context.site.countryCode).regulation,
        site: context.site.site,
        cmp_id: input.kind === 'iab_tcf' ? deps.cmp.cmpId : null,
        cmp_version: input.kind === 'iab_tcf' ? deps.cmp.cmpVersion : null,
        ui_version: CONSENT_VERSIONS.ui,
        text_version: input.textVersion ?? null,
        vendor_list_version: input.vendorListVersion ?? null,
        tcf_policy_version: input.tcfPolicyVersion ?? null,
        policy_version: CONSENT_VERSIONS.privacyPolicy,
        locale: context.site.locale,
        ip_truncated: truncateIp(context.ip),
      })
      if (!inserted && record.subject_id !== context.subjectId) throw new ConsentIdConflictError(consentId)
      return { consentId, inserted }
    },
    async rememberForUser(userId, change) {
      await deps.preferences.save(userId, change)
    },
    preferencesOf: (userId) => deps.preferences.read(userId),
    latest: (context, kind) => deps.records.latest(context, kind),
  }
}
