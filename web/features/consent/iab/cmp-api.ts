import { CmpApi } from '@iabtechlabtcf/cmpapi'
import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'
import type { ConsentStore } from '../consent-store.ts'
import type { IabApi } from './iab-api.ts'

/*
 * The page's IAB CMP API (`__tcfapi`, checklist A-03..A-11), in its own chunk (decision 030). It replaces
 * the head's stub, answers the calls the stub queued, and follows the dialog: `cmpuishown` while it shows,
 * `useractioncomplete` after a save.
 */

type TCDataLike = Record<string, unknown> & { gdprApplies?: boolean }
type Next = (response: unknown, success: boolean) => void

/** We run no Google tag, so Google's advertiser consent mode is off (decision 030). */
export const ENABLE_ADVERTISER_CONSENT_MODE = false

/**
 * `getTCData` middleware (the lib also runs it for addEventListener's callbacks): adds Google's
 * `addtlConsent` and `enableAdvertiserConsentMode`; where the GDPR does not apply, TCData keeps only
 * what A-08 allows (and the listener's id, without which a listener could not be removed).
 */
export function tcDataMiddleware(acString: () => string | null) {
  return (next: Next, data: unknown, success: boolean) => {
    if (!data || typeof data !== 'object') return next(data, success)
    const tcData = data as TCDataLike
    if (tcData.gdprApplies === false) {
      const { gdprApplies, tcfPolicyVersion, cmpId, cmpVersion, listenerId } = tcData
      const kept: TCDataLike = { gdprApplies, tcfPolicyVersion, cmpId, cmpVersion }
      if (typeof listenerId === 'number') kept.listenerId = listenerId
      return next(kept, success)
    }
    return next(
      {
        ...tcData,
        addtlConsent: acString() ?? undefined,
        enableAdvertiserConsentMode: ENABLE_ADVERTISER_CONSENT_MODE,
      },
      success,
    )
  }
}

export interface Cmp {
  /** The dialog shows: listeners hear `cmpuishown` with this string. */
  shown(tcString: string): void
  /** A choice was saved (or the dialog closed): `useractioncomplete`. */
  done(tcString: string): void
}

function guarded(api: CmpApi, update: (s: string | null, ui: boolean) => void) {
  return (s: string | null, ui: boolean) => {
    try {
      update(s, ui)
    } catch (error) {
      api.disable()
      console.error('[cmp]', error)
    }
  }
}

/**
 * Starts the CMP (the page keeps one: cmp-start.ts). Where the GDPR does not apply it answers
 * `gdprApplies: false` at once; a returning visitor's stored string is decoded in the browser without the
 * vendor list (`tcloaded`); a visitor who has not chosen yet gets the server's default string (no consent,
 * legitimate interest on) as `cmpuishown`. Any failure disables the API: only `ping` answers, with
 * `cmpStatus: 'error'`.
 */
export async function createCmp(
  privacy: TPrivacyState,
  store: ConsentStore,
  api: () => Promise<IabApi>,
): Promise<Cmp> {
  {
    let lib: CmpApi
    // Before a choice, the AC string the server shows: every additional partner disclosed, none consented.
    let unsavedAc: string | null = null
    try {
      lib = new CmpApi(privacy.cmp.id, privacy.cmp.version, true, {
        getTCData: tcDataMiddleware(() => store.get().acString ?? unsavedAc),
      })
    } catch (error) {
      console.error('[cmp]', error)
      return { shown: () => {}, done: () => {} }
    }
    const update = guarded(lib, (s, ui) => lib.update(s, ui))
    const cmp: Cmp = {
      shown: (s) => update(s, true),
      done: (s) => update(s, false),
    }
    const { tcString, recorded } = store.get()
    if (!privacy.gdprApplies) update(null, false)
    else if (recorded && tcString) update(tcString, false)
    else {
      try {
        const consent = await (await api()).consent()
        unsavedAc = consent.additionalVendorString || null
        // The dialog may have shown and saved meanwhile; a saved choice is newer than the default.
        const now = store.get()
        if (now.recorded && now.tcString) update(now.tcString, false)
        // The first layer shows on arrival unless the URL flag hid it (which never counts as consent).
        else update(consent.tcString, !privacy.bannerSuppressed)
      } catch (error) {
        lib.disable()
        console.error('[cmp]', error)
      }
    }
    return cmp
  }
}
