import { SOCIAL_POPUP_MESSAGE, type TSocialPopupResult } from '../../../shared/social/social-contract.ts'
import { newNonce, scriptSafeJson } from '../../plugins/page-renderer.ts'

/**
 * The page a provider returns the popup to: it hands the result to the page that opened it, and to no
 * other origin (postMessage's target origin is ours), then closes. It carries tokens, so nothing
 * caches it, nothing frames it and no Referer leaves it.
 */
export function popupPage(result: Omit<TSocialPopupResult, 'type'>, targetOrigin: string) {
  const nonce = newNonce()
  const payload = scriptSafeJson({ ...result, type: SOCIAL_POPUP_MESSAGE })
  const origin = scriptSafeJson(targetOrigin)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><p>You can close this window.</p></main><script type="application/json" id="fw-popup">${payload}</script><script nonce="${nonce}">(function(){var r=JSON.parse(document.getElementById('fw-popup').textContent);if(window.opener){window.opener.postMessage(r,${origin});}window.close();})()</script></body></html>`
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      // The popup came back from the provider's site: a stricter policy would cut it from its opener.
      'cross-origin-opener-policy': 'unsafe-none',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  }
}
