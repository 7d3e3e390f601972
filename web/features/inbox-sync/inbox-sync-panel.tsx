import bizPagesMessages from 'virtual:fw-messages/section/bizPages'
import { useEffect, useMemo, useState } from 'react'
import type { TInboxSubscriptionStatus } from '../../../shared/inbox/inbox-sync-schemas.ts'
import { browserInboxSyncApi } from '../../api/business-pages.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

/** A message shown to the user, or none. */
type Text = string | null

addEnglishMessages(bizPagesMessages)

const KNOWN = new Set([
  'INBOX_SYNC_UNAVAILABLE',
  'INBOX_SYNC_NOT_ENABLED',
  'INBOX_SYNC_STATE_INVALID',
  'INBOX_SYNC_CODE_INVALID',
  'INBOX_SYNC_SCOPE_DENIED',
])

function inboxError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && KNOWN.has(error.code)) return t(`bizPages.inbox.errors.${error.code}`)
  return t('bizPages.inbox.errors.generic')
}

/** What the provider put on the return URL, read once and taken off the address bar. */
function takeReturn(): { code: string; state: string } | { denied: true } | null {
  const params = new URLSearchParams(window.location.search)
  const code = params.get('code')
  const state = params.get('state')
  const denied = params.get('error')
  if (!code && !denied) return null
  window.history.replaceState(null, '', window.location.pathname)
  if (code && state) return { code, state }
  return { denied: true }
}

/**
 * Inbox sync on the account page's preferences (decision 052): whether the mailbox is connected,
 * connecting (the provider's consent page, then back here with a code the page hands to the server)
 * and disconnecting.
 */
export function InboxSyncPanel() {
  const { t } = useTranslation()
  const api = useMemo(() => browserInboxSyncApi, [])
  const [status, setStatus] = useState<TInboxSubscriptionStatus | null>(null)
  const [message, setMessage] = useState<Text>(null)
  const [error, setError] = useState<Text>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const back = takeReturn()
    const first =
      back && 'code' in back
        ? api()
            .finish(back.code, back.state)
            .then((s) => {
              setMessage(t('bizPages.inbox.connected', { email: s.email ?? '' }))
              return s
            })
        : api().status()
    if (back && 'denied' in back) setError(t('bizPages.inbox.denied'))
    first.then(setStatus, (e: unknown) => {
      setError(inboxError(t, e))
      api()
        .status()
        .then(setStatus, () => {})
    })
  }, [api, t])

  async function connect() {
    setBusy(true)
    setError(null)
    try {
      const { authorizationUrl } = await api().subscribe()
      window.location.assign(authorizationUrl)
    } catch (e) {
      setError(inboxError(t, e))
      setBusy(false)
    }
  }

  async function disconnect() {
    setBusy(true)
    setError(null)
    try {
      setStatus(await api().unsubscribe())
      setMessage(t('bizPages.inbox.disconnected'))
    } catch (e) {
      setError(inboxError(t, e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="fw-inbox-title">
      <h2 id="fw-inbox-title">{t('bizPages.inbox.title')}</h2>
      <p>{t('bizPages.inbox.about')}</p>
      <Status status={status} busy={busy} onConnect={connect} onDisconnect={disconnect} />
      <p role="status">{message ?? ''}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}

interface StatusProps {
  status: TInboxSubscriptionStatus | null
  busy: boolean
  onConnect(): void
  onDisconnect(): void
}

function Status({ status, busy, onConnect, onDisconnect }: StatusProps) {
  const { t } = useTranslation()
  if (!status) {
    return <p>{t('bizPages.loading')}</p>
  }
  if (!status.available) {
    return <p>{t('bizPages.inbox.errors.INBOX_SYNC_UNAVAILABLE')}</p>
  }
  if (status.subscribed) {
    return (
      <>
        <p>{t('bizPages.inbox.subscribed', { email: status.email ?? t('bizPages.inbox.yourMailbox') })}</p>
        <Button variant="secondary" disabled={busy} onClick={onDisconnect}>
          {t('bizPages.inbox.disconnect')}
        </Button>
      </>
    )
  }
  return (
    <>
      <p>{t('bizPages.inbox.notSubscribed')}</p>
      <Button disabled={busy} onClick={onConnect}>
        {t('bizPages.inbox.connect')}
      </Button>
    </>
  )
}
