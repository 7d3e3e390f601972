import { useEffect, useMemo, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { priceAlertsApi } from '../../api/price-alerts.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import {
  type PendingStorage,
  rememberPendingPriceAlert,
  takePendingPriceAlert,
} from './pending-price-alert.ts'

type TState = 'off' | 'saving' | 'on' | 'failed'

const tabStore: PendingStorage = {
  getItem: (key) => window.sessionStorage.getItem(key),
  setItem: (key, value) => window.sessionStorage.setItem(key, value),
  removeItem: (key) => window.sessionStorage.removeItem(key),
}

/**
 * "Get price alerts" on a results page (decision 050). Signed in: follows this search at once. Signed out:
 * the sign-in dialog opens on its price-alert landing, and the alert is made on the page load after sign-in.
 */
export function PriceAlertButton({ searchPath, signedIn }: { searchPath: string; signedIn: boolean }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const api = useMemo(() => (typeof window === 'undefined' ? null : priceAlertsApi(browserApiClient())), [])
  const [state, setState] = useState<TState>('off')

  useEffect(() => {
    if (!signedIn || !api) return
    let live = true
    const pending = takePendingPriceAlert(tabStore, searchPath)
    const known = pending
      ? api.create(pending).then(() => true)
      : api.list().then((list) => list.priceAlerts.some((a) => a.searchPath === searchPath))
    known.then(
      (on) => live && on && setState('on'),
      (error: unknown) => logError(error, { feature: 'price-alerts' }),
    )
    return () => {
      live = false
    }
  }, [api, signedIn, searchPath])

  const follow = () => {
    if (!signedIn) {
      rememberPendingPriceAlert(tabStore, searchPath)
      bus.publish('signin:request', { reason: 'priceAlert' })
      return
    }
    if (!api || state === 'saving') return
    setState('saving')
    api.create(searchPath).then(
      () => setState('on'),
      () => setState('failed'),
    )
  }

  return (
    <div className="fw-price-alert">
      {state === 'on' ? (
        <p role="status">
          {t('tripsCatalogue.priceAlert.on')}{' '}
          <a href="/profile/account#account-priceAlerts">{t('tripsCatalogue.priceAlert.manage')}</a>
        </p>
      ) : (
        <Button variant="secondary" disabled={state === 'saving'} onClick={follow}>
          {t('tripsCatalogue.priceAlert.follow')}
        </Button>
      )}
      {state === 'failed' ? <p role="alert">{t('tripsCatalogue.priceAlert.failed')}</p> : null}
    </div>
  )
}
