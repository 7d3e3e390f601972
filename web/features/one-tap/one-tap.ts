import { SOCIAL_TIMINGS, SocialVerifyStatus } from '../../../shared/social/social-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { backgroundSignal } from '../../api/session-change.ts'
import { reportGoogleError, type TErrorSource, type TReport } from '../sign-in/social/google-report.ts'
import { createSocialApi, type SocialApi } from '../sign-in/social/social-api.ts'
import { socialPending } from '../sign-in/social/social-pending.ts'
import { documentRoom, ONE_TAP_DISMISSED_KEY, type PromptRoom } from './prompt-room.ts'

/** What Google's prompt tells of its display (the parts that FedCM still reports, and the older ones). */
export interface GsiMoment {
  isDismissedMoment?(): boolean
  getDismissedReason?(): string
  isSkippedMoment?(): boolean
}

/** The part of Google Identity Services' `google.accounts.id` that one-tap uses. */
export interface GsiId {
  initialize(options: {
    client_id: string
    nonce: string
    callback(response: { credential?: string }): void
    auto_select?: boolean
    cancel_on_tap_outside?: boolean
    itp_support?: boolean
  }): void
  prompt(listener?: (moment: GsiMoment) => void): void
  cancel(): void
}

export interface OneTapOptions {
  clientId: string
  scriptUrl: string
  /** Called on success instead of reloading the page (spec section 4). */
  onSuccess?: () => void
  /** A new visitor, or an e-mail with an account to link: the dialog takes the next step. */
  openDialog(): void
}

export interface OneTapDeps {
  api: SocialApi
  loadLibrary(url: string): Promise<GsiId>
  reload(): void
  setTimer(run: () => void, ms: number): void
  /** Aborted once the page signs in, out or switches: its form token is retired then. */
  signal: AbortSignal
  /** The browser session's storage: a dismissal holds for the session. */
  session: Pick<Storage, 'getItem' | 'setItem'>
  room: PromptRoom
  /** Error reporting; the logger by default. */
  report?: TReport
}

function loadGsi(url: string): Promise<GsiId> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () => {
      const id = (window as unknown as { google?: { accounts?: { id?: GsiId } } }).google?.accounts?.id
      if (id) resolve(id)
      else reject(new Error('the Google library did not load'))
    }
    script.onerror = () => reject(new Error('the Google library did not load'))
    document.head.append(script)
  })
}

const browserDeps = (): OneTapDeps => ({
  api: createSocialApi(browserApiClient),
  loadLibrary: loadGsi,
  reload: () => window.location.reload(),
  setTimer: (run, ms) => void window.setTimeout(run, ms),
  signal: backgroundSignal(),
  session: window.sessionStorage,
  room: documentRoom(),
})

/**
 * Google one-tap (spec sections 4, 8, 9). The prompt gets a nonce bound to this browser; nothing is
 * signed in or created until the visitor picks an account in it (ASVS 7.6.2), and a new visitor still
 * confirms creating an account in the dialog. Success reloads after 300 ms unless `onSuccess` is given;
 * failures are logged only. The prompt never covers a dialog or the cookie banner (it waits, or steps
 * aside and comes back), and once the visitor closes it, it stays closed for the session; after that,
 * Google's own cool-down decides (its prompt is not shown again for hours, then days, after each close).
 */
export async function startOneTap(options: OneTapOptions, deps: OneTapDeps = browserDeps()): Promise<void> {
  let source: TErrorSource = 'fernway'
  try {
    // The nonce call races the page's own sign-in (a popup, or a sign-in in the dialog): once the
    // session changes it is cancelled, not refused, and there is nothing to prompt for on this page.
    if (deps.signal.aborted || dismissed(deps)) return
    const nonce = await deps.api.googleNonce(deps.signal)
    source = 'google'
    const id = await deps.loadLibrary(options.scriptUrl)
    if (deps.signal.aborted) return
    id.initialize({
      client_id: options.clientId,
      nonce,
      auto_select: false,
      cancel_on_tap_outside: true,
      itp_support: true,
      callback: (response) => void credentialReceived(response.credential, options, deps),
    })
    source = 'fernway'
    showWhenUncovered(id, deps)
  } catch (error) {
    if (!deps.signal.aborted) reportGoogleError(error, source, 'one-tap', deps.report)
  }
}

function dismissed(deps: OneTapDeps): boolean {
  try {
    return deps.session.getItem(ONE_TAP_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** Shows the prompt while nothing it must not cover is open; a dismissal by the visitor ends it. */
function showWhenUncovered(id: GsiId, deps: OneTapDeps): void {
  let shown = false
  let stepAside = false
  let stop = () => {}
  const onMoment = (moment: GsiMoment) => {
    // Our own cancel (a dialog opened) is not the visitor's dismissal.
    if (stepAside && moment.getDismissedReason?.() === 'cancel_called') return
    const picked =
      moment.isDismissedMoment?.() === true && moment.getDismissedReason?.() === 'credential_returned'
    const closed = moment.isSkippedMoment?.() === true || (moment.isDismissedMoment?.() === true && !picked)
    if (!closed && !picked) return
    // An account picked: the page takes it from here (a reload, or the dialog's next step).
    shown = false
    stop()
    if (picked) return
    try {
      deps.session.setItem(ONE_TAP_DISMISSED_KEY, '1')
    } catch {
      // Storage refused: the prompt may come back on the next page, as Google's cool-down allows.
    }
  }
  const update = () => {
    if (deps.signal.aborted) return stop()
    const covered = deps.room.covered()
    if (covered && shown) {
      shown = false
      stepAside = true
      id.cancel()
    } else if (!covered && !shown) {
      shown = true
      stepAside = false
      id.prompt(onMoment)
    }
  }
  stop = deps.room.watch(update)
  deps.signal.addEventListener('abort', () => stop(), { once: true })
  update()
}

async function credentialReceived(idToken: string | undefined, options: OneTapOptions, deps: OneTapDeps) {
  if (!idToken) {
    reportGoogleError(new Error('one-tap gave no credential'), 'google', 'one-tap', deps.report)
    return
  }
  try {
    const credential = { provider: 'google' as const, idToken }
    const answer = await deps.api.login(credential, { confirm: 0, sticky: true })
    if (answer.verifyStatus === SocialVerifyStatus.SUCCESS) {
      if (options.onSuccess) options.onSuccess()
      else deps.setTimer(deps.reload, SOCIAL_TIMINGS.oneTapReloadMs)
      return
    }
    socialPending.set({
      credential,
      step: answer.verifyStatus === SocialVerifyStatus.LINK ? 'linkExisting' : 'confirmRegister',
      email: answer.socialEmail,
      name: answer.socialName,
      oneTap: true,
    })
    options.openDialog()
  } catch (error) {
    reportGoogleError(error, 'fernway', 'one-tap', deps.report)
  }
}
