import type { EventBus } from '../../../../shared/event-bus.ts'
import { browserSendsGpc } from '../../../../shared/privacy/gpc.ts'
import { PRIVACY_LOG_MESSAGES, PRIVACY_PAGES } from '../../../../shared/privacy/privacy-contract.ts'
import type { TDataSharingResponse } from '../../../../shared/privacy/privacy-schemas.ts'
import { browserApiClient } from '../../../api/browser-client.ts'
import { type DataSharingApi, dataSharingApi } from '../../../api/data-sharing.ts'
import { logError } from '../../../app/logger.ts'
import type { ConsentStore } from '../consent-store.ts'

/** What the opt-out reaches outside itself: the server, the page's address, the log. */
export interface DataSharingEnvironment {
  api: DataSharingApi
  /** Goes to another page in this window. */
  assign(url: string): void
  pathname(): string
  log(error: unknown, context: Record<string, unknown>): void
  /** navigator.globalPrivacyControl === true. */
  browserGpc(): boolean
}

let browser: DataSharingEnvironment | null = null

export function browserDataSharingEnvironment(): DataSharingEnvironment {
  // The client is made on the first call: pages render this on the server too, where there is none.
  let api: DataSharingApi | null = null
  const client = () => {
    api ??= dataSharingApi(browserApiClient())
    return api
  }
  browser ??= {
    api: { read: () => client().read(), update: (request) => client().update(request) },
    assign: (url) => window.location.assign(url),
    pathname: () => window.location.pathname,
    log: logError,
    browserGpc: () => typeof window !== 'undefined' && browserSendsGpc(window.navigator),
  }
  return browser
}

/** Spec section 6: signed-in visitors manage privacy in their account, the others on /privacy/manage. */
export function privacyManagePath(signedIn: boolean): string {
  return signedIn ? PRIVACY_PAGES.manageSignedIn : PRIVACY_PAGES.manageSignedOut
}

/** A saved answer: the page's consent store follows, and the spec's three sync updates go out. */
export function applyDataSharingAnswer(
  store: ConsentStore,
  bus: EventBus,
  answer: TDataSharingResponse,
): void {
  store.update({
    allowDataSharing: answer.allowDataSharing,
    gpc: answer.gpc,
    acceptedCategories: answer.acceptedCategories,
  })
  const { allowDataSharing, gpc } = answer
  bus.publish('privacy:cookieSharingUpdated', { allowDataSharing })
  bus.publish('privacy:shareUpdated', { allowDataSharing })
  bus.publish('privacy:ccpaSyncUpdated', { allowDataSharing, gpc })
}

/**
 * The browser's DOM signal (navigator.globalPrivacyControl) opts out once, with no action of the visitor's,
 * when the page does not show the signal's opt-out yet (decision 032). A failure is logged only: the next
 * page tries again.
 */
export async function honourBrowserGpc(
  env: DataSharingEnvironment,
  store: ConsentStore,
  bus: EventBus,
): Promise<void> {
  if (!env.browserGpc()) return
  const now = store.get()
  if (now.gpc && !now.allowDataSharing) return
  try {
    applyDataSharingAnswer(store, bus, await env.api.update({ allowDataSharing: false, gpc: true }))
  } catch (error) {
    env.log(error, { message: PRIVACY_LOG_MESSAGES.dataSharing, feature: 'gpc' })
  }
}
