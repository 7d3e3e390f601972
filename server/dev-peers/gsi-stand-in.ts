/**
 * A stand-in for Google Identity Services (the one-tap library): `google.accounts.id.initialize` and
 * `prompt`. Its prompt asks who you are and, when you press Continue, fetches a real ID token signed by
 * the local provider (for the configured client and the page's nonce) and gives it to the callback.
 * Nothing happens until that press: the page gets no credential on its own. Like Google's prompt, a
 * close by the visitor is a skipped moment ("user_cancel"), `cancel()` a dismissed one ("cancel_called"),
 * and closes cool it down: it is not shown for 2 hours after a first close, then a day, a week, four
 * weeks (Google's exponential cool-down; kept in this origin's local storage, as Google keeps its own).
 */
export const GSI_STAND_IN_SCRIPT = `(() => {
  const peer = new URL(document.currentScript.src).origin
  let config = null
  let shownListener = null
  const COOL_KEY = 'fw_gsi_standin_cooldown'
  const COOL_MS = [2 * 3600e3, 24 * 3600e3, 7 * 24 * 3600e3, 28 * 24 * 3600e3]
  const cooling = () => {
    try { return JSON.parse(localStorage.getItem(COOL_KEY) || 'null') || { closes: 0, until: 0 } }
    catch { return { closes: 0, until: 0 } }
  }
  const coolDown = (closes) => {
    const until = closes === 0 ? 0 : Date.now() + COOL_MS[Math.min(closes, COOL_MS.length) - 1]
    try { localStorage.setItem(COOL_KEY, JSON.stringify({ closes, until })) } catch {}
  }
  const remove = () => document.getElementById('fw-gsi-standin')?.remove()
  const moment = (type, reason) => ({
    isDisplayMoment: () => false, isDisplayed: () => false,
    isNotDisplayed: () => type === 'display', getNotDisplayedReason: () => reason,
    isSkippedMoment: () => type === 'skipped', getSkippedReason: () => reason,
    isDismissedMoment: () => type === 'dismissed', getDismissedReason: () => reason,
    getMomentType: () => type,
  })
  const id = {
    initialize(options) { config = options },
    prompt(listener) {
      if (!config || document.getElementById('fw-gsi-standin')) return
      if (cooling().until > Date.now()) return listener?.(moment('display', 'suppressed_by_user'))
      shownListener = listener
      const box = document.createElement('section')
      box.id = 'fw-gsi-standin'
      box.setAttribute('aria-label', 'Google one-tap (local stand-in)')
      Object.assign(box.style, { position: 'fixed', bottom: '16px', right: '16px', zIndex: '2147483000',
        background: '#ffffff', color: '#1f1f1f', border: '1px solid #5f6368', borderRadius: '8px',
        padding: '12px 16px', font: '14px sans-serif', maxWidth: '320px' })
      const title = document.createElement('p')
      title.textContent = 'Sign in with your Google account (local stand-in)'
      const label = document.createElement('label')
      label.textContent = 'E-mail '
      const input = document.createElement('input')
      input.type = 'email'
      input.name = 'gsi-email'
      input.autocomplete = 'email'
      input.value = config.login_hint || ''
      label.append(input)
      const go = document.createElement('button')
      go.type = 'button'
      go.textContent = 'Continue'
      const close = document.createElement('button')
      close.type = 'button'
      close.textContent = 'Close'
      close.addEventListener('click', () => {
        remove()
        coolDown(cooling().closes + 1)
        listener?.(moment('skipped', 'user_cancel'))
      })
      go.addEventListener('click', async () => {
        const body = new URLSearchParams({ client_id: config.client_id, nonce: config.nonce || '', email: input.value })
        const res = await fetch(peer + '/gsi/credential', { method: 'POST', body })
        if (!res.ok) return
        const { credential } = await res.json()
        remove()
        coolDown(0)
        listener?.(moment('dismissed', 'credential_returned'))
        config.callback({ credential, select_by: 'user', clientId: config.client_id })
      })
      box.append(title, label, ' ', go, ' ', close)
      document.body.append(box)
    },
    cancel() {
      if (!document.getElementById('fw-gsi-standin')) return
      remove()
      shownListener?.(moment('dismissed', 'cancel_called'))
    },
    disableAutoSelect() {},
  }
  window.google = window.google || {}
  window.google.accounts = window.google.accounts || {}
  window.google.accounts.id = id
})()
`
