import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { CONSENT_VERSIONS } from '../../../shared/privacy/privacy-contract.ts'
import type { TDataSharingRequest } from '../../../shared/privacy/privacy-schemas.ts'
import type { ConsentRecordService, TConsentContext } from './consent-record.service.ts'

/** Whether data may be shared (the California opt-out) and whether a GPC signal decided it. */
export interface TDataSharingChoice {
  allowDataSharing: boolean
  gpc: boolean
}

export interface TDataSharingOutcome {
  /** The browser's consent cookie after the action (the route writes it). */
  cookie: TConsentCookie
  choice: TDataSharingChoice
  recorded: boolean
}

/** An opt-in while the browser itself says "do not sell or share" (decision 032). */
export class GpcSignalActiveError extends Error {}

export interface DataSharingService {
  /** What is in force: a signal on this request, then the signed-in account, then the cookie; else allowed. */
  current(context: TConsentContext, cookie: TConsentCookie | null): Promise<TDataSharingChoice>
  /** The visitor's own choice from the switch, or the opt-out the browser's DOM signal asks for. */
  choose(
    context: TConsentContext,
    cookie: TConsentCookie,
    request: TDataSharingRequest,
  ): Promise<TDataSharingOutcome>
  /**
   * A Global Privacy Control signal opts the browser out, and the consumer when known (11 CCR §7025),
   * without any action of theirs; recorded once (gpc_auto) until the browser and account both show it.
   */
  honourSignal(
    context: TConsentContext,
    cookie: TConsentCookie,
    consentId?: string,
  ): Promise<TDataSharingOutcome>
}

const OPTED_OUT_BY_SIGNAL: TDataSharingChoice = { allowDataSharing: false, gpc: true }

export function createDataSharingService(records: ConsentRecordService): DataSharingService {
  async function accountChoice(userId: string | null): Promise<TDataSharingChoice | null> {
    if (!userId) return null
    const saved = await records.preferencesOf(userId)
    if (saved?.allow_data_sharing === null || saved?.allow_data_sharing === undefined) return null
    return { allowDataSharing: saved.allow_data_sharing, gpc: saved.gpc }
  }

  async function honourSignal(
    context: TConsentContext,
    cookie: TConsentCookie,
    consentId?: string,
  ): Promise<TDataSharingOutcome> {
    const browserDone = cookie.allowDataSharing === false && cookie.gpc
    const account = await accountChoice(context.userId)
    const accountDone = !context.userId || (account?.allowDataSharing === false && account.gpc)
    const next: TConsentCookie = { ...cookie, allowDataSharing: false, gpc: true }
    if (browserDone && accountDone) return { cookie: next, choice: OPTED_OUT_BY_SIGNAL, recorded: false }
    await records.record(context, {
      consentId,
      kind: 'data_sharing',
      action: 'gpc_auto',
      allowDataSharing: false,
      textVersion: CONSENT_VERSIONS.dataSharingText,
      gpc: true,
    })
    if (context.userId)
      await records.rememberForUser(context.userId, { allow_data_sharing: false, gpc: true })
    return { cookie: next, choice: OPTED_OUT_BY_SIGNAL, recorded: true }
  }

  return {
    async current(context, cookie) {
      if (context.gpc) return OPTED_OUT_BY_SIGNAL
      const account = await accountChoice(context.userId)
      if (account) return account
      if (cookie?.allowDataSharing === false) return { allowDataSharing: false, gpc: cookie.gpc }
      return { allowDataSharing: cookie?.allowDataSharing ?? true, gpc: false }
    },

    async choose(context, cookie, request) {
      if (request.allowDataSharing && context.gpc) throw new GpcSignalActiveError()
      if (!request.allowDataSharing && (context.gpc || request.gpc === true))
        return honourSignal(context, cookie, request.consentId)
      const { allowDataSharing } = request
      const { inserted } = await records.record(context, {
        consentId: request.consentId,
        kind: 'data_sharing',
        action: allowDataSharing ? 'opt_in' : 'opt_out',
        allowDataSharing,
        textVersion: CONSENT_VERSIONS.dataSharingText,
      })
      if (context.userId)
        await records.rememberForUser(context.userId, { allow_data_sharing: allowDataSharing, gpc: false })
      return {
        cookie: { ...cookie, allowDataSharing, gpc: false },
        choice: { allowDataSharing, gpc: false },
        recorded: inserted,
      }
    },

    honourSignal,
  }
}
