import { SOCIAL_POPUP_MESSAGE, type TSocialPopupResult } from '../../../shared/social/social-contract.ts'
import { escapeHtml } from '../../mail/html.ts'
import { interpolate, mailCatalogue } from '../../mail/render-mail.ts'
import { newNonce, scriptSafeJson } from '../../plugins/page-renderer.ts'

/**
 * The page a provider returns the popup to: it hands the result to the page that opened it, and to no
 * other origin (postMessage's target origin is ours), then closes. It carries tokens, so nothing
 * caches it, nothing frames it and no Referer leaves it. When it cannot reach its opener (none, or one
 * at another address: a developer at 127.0.0.1 whose provider returns to localhost), it stays open and
 * says so, in the site's language, rather than closing in silence (issue 27 item 7).
 */
export function popupPage(result: Omit<TSocialPopupResult, 'type'>, targetOrigin: string, language: string) {
  const nonce = newNonce()
  const text = mailCatalogue(language)
  const payload = scriptSafeJson({ ...result, type: SOCIAL_POPUP_MESSAGE })
  const origin = scriptSafeJson(targetOrigin)
  const unreachable = escapeHtml(interpolate(text['popup.unreachable'], { origin: targetOrigin }))
  // Reading the opener's origin throws when it is another origin's page: that, too, is "unreachable".
  const script = `(function(){var r=JSON.parse(document.getElementById('fw-popup').textContent);var o=${origin};var ok=false;try{ok=!!window.opener&&window.opener.location.origin===o}catch(e){}if(ok){window.opener.postMessage(r,o);window.close();return}var p=document.getElementById('fw-popup-note');p.textContent=p.getAttribute('data-unreachable');p.setAttribute('role','alert')})()`
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(text['popup.title'])}</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><p id="fw-popup-note" data-unreachable="${unreachable}">${escapeHtml(text['popup.done'])}</p></main><script type="application/json" id="fw-popup">${payload}</script><script nonce="${nonce}">${script}</script></body></html>`
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
