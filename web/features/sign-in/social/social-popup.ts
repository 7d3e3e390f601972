import { SOCIAL_POPUP } from '../../../../shared/constants.ts'
import {
  SOCIAL_POPUP_MESSAGE,
  socialPopupPaths,
  type TSocialPopupResult,
  type TSocialProvider,
} from '../../../../shared/social/social-contract.ts'

/** Where a popup of `width` x `height` sits centred over the current window. */
export function centredFeatures(
  screen: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number } = SOCIAL_POPUP,
): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - size.width) / 2))
  const top = Math.max(0, Math.round(screen.top + (screen.height - size.height) / 2))
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`
}

/**
 * The popup posts its answer and closes at once; the opener may see `closed` before the message's
 * task runs (seen on a loaded machine), so a closed popup is given this long for its answer to land.
 */
export const POPUP_CLOSE_GRACE_MS = 1500

export class PopupClosedError extends Error {
  override readonly name = 'PopupClosedError'
}

/**
 * Opens the provider's popup (500 x 640, centred; spec sections 2 and 9) and resolves with what its
 * last page hands back. Only a message from our own origin, from that very window, counts.
 */
export function openSocialPopup(
  provider: TSocialProvider,
  loginHint?: string,
  win: Window = window,
): Promise<TSocialPopupResult> {
  const path =
    socialPopupPaths(provider).redirect + (loginHint ? `?loginHint=${encodeURIComponent(loginHint)}` : '')
  const features = centredFeatures({
    left: win.screenX,
    top: win.screenY,
    width: win.outerWidth,
    height: win.outerHeight,
  })
  const popup = win.open(path, `fw-${provider}-signin`, features)
  return new Promise((resolve, reject) => {
    if (!popup) {
      reject(new PopupClosedError('the popup was blocked'))
      return
    }
    let grace: number | undefined
    const timer = win.setInterval(() => {
      if (!popup.closed || grace !== undefined) return
      grace = win.setTimeout(
        () => finish(() => reject(new PopupClosedError('the popup was closed'))),
        POPUP_CLOSE_GRACE_MS,
      )
    }, 500)
    function onMessage(event: MessageEvent) {
      if (event.origin !== win.location.origin || event.source !== popup) return
      const data = event.data as TSocialPopupResult | null
      if (!data || data.type !== SOCIAL_POPUP_MESSAGE || data.provider !== provider) return
      finish(() => resolve(data))
    }
    function finish(then: () => void) {
      win.clearInterval(timer)
      if (grace !== undefined) win.clearTimeout(grace)
      win.removeEventListener('message', onMessage)
      then()
    }
    win.addEventListener('message', onMessage)
  })
}
