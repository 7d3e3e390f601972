/**
 * A stand-in for Google Identity Services (the one-tap library): `google.accounts.id.initialize` and
 * `prompt`. Its prompt asks who you are and, when you press Continue, fetches a real ID token signed by
 * the local provider (for the configured client and the page's nonce) and gives it to the callback.
 * Nothing happens until that press: the page gets no credential on its own.
 */
export const GSI_STAND_IN_SCRIPT = `(() => {
  const peer = new URL(document.currentScript.src).origin
  let config = null
  const remove = () => document.getElementById('fw-gsi-standin')?.remove()
  const moment = (reason) => ({
    isDisplayMoment: () => false, isDisplayed: () => false, isNotDisplayed: () => false,
    isSkippedMoment: () => false, isDismissedMoment: () => true,
    getDismissedReason: () => reason, getMomentType: () => 'dismissed',
  })
  const id = {
    initialize(options) { config = options },
    prompt(listener) {
      if (!config || document.getElementById('fw-gsi-standin')) return
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
      close.addEventListener('click', () => { remove(); listener?.(moment('cancel_called')) })
      go.addEventListener('click', async () => {
        const body = new URLSearchParams({ client_id: config.client_id, nonce: config.nonce || '', email: input.value })
        const res = await fetch(peer + '/gsi/credential', { method: 'POST', body })
        if (!res.ok) return
        const { credential } = await res.json()
        remove()
        config.callback({ credential, select_by: 'user', clientId: config.client_id })
      })
      box.append(title, label, ' ', go, ' ', close)
      document.body.append(box)
    },
    cancel() { remove() },
    disableAutoSelect() {},
  }
  window.google = window.google || {}
  window.google.accounts = window.google.accounts || {}
  window.google.accounts.id = id
})()
`
