type NonceWindow = { __webpack_nonce__?: string }

/**
 * React Aria adds a few <style> elements (touch handling, scroll locking), which the page's CSP
 * refuses without the page's nonce. It looks for the nonce in a csp-nonce meta tag or in
 * window.__webpack_nonce__; the page gives it to its own script and style elements only, so it is
 * copied from there (the nonce property, which scripts can read, not the attribute, which is hidden).
 */
export function shareCspNonce(doc: Pick<Document, 'querySelector'>, win: NonceWindow): void {
  if (win.__webpack_nonce__) return
  const owner = doc.querySelector<HTMLElement>('script[nonce], style[nonce]')
  if (owner?.nonce) win.__webpack_nonce__ = owner.nonce
}

if (typeof window !== 'undefined') shareCspNonce(document, window as unknown as NonceWindow)
