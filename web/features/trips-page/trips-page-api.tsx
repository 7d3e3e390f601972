import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { Queries } from '../../api/query-client.tsx'
import { createTripsPageApi, TRIPS_KEYS, type TripsPageApi } from '../../api/trips-page.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

const TripsPageApiContext = createContext<TripsPageApi | null>(null)

export function useTripsPageApi(): TripsPageApi {
  const api = useContext(TripsPageApiContext)
  if (!api) throw new Error('TripsPageApiContext is missing')
  return api
}

/**
 * The trips pages' queries and API, made once per page. With `signedInOnly` a signed-out visitor is asked
 * to sign in instead (the read-only link's page needs no account).
 */
export function TripsPageProvider({
  children,
  api,
  signedInOnly = true,
  fallbackTitle,
}: {
  children: ReactNode
  api?: TripsPageApi
  signedInOnly?: boolean
  /** The page's heading while signed out, for pages whose heading comes with their data. */
  fallbackTitle?: string
}) {
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [tripsApi] = useState(() => api ?? createTripsPageApi(browserApiClient))
  if (signedInOnly && !signedIn) {
    return (
      <>
        {fallbackTitle ? <h1 id="fw-page-title">{fallbackTitle}</h1> : null}
        <SignInPrompt />
      </>
    )
  }
  return (
    <Queries>
      <TripsChanges />
      <TripsPageApiContext.Provider value={tripsApi}>{children}</TripsPageApiContext.Provider>
    </Queries>
  )
}

/** A save, removal or booking elsewhere on the page (the drawer, a heart button) shows here too. */
function TripsChanges() {
  const bus = useEventBus()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      bus.subscribe('trips:changed', () => void queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.all })),
    [bus, queryClient],
  )
  return null
}

function SignInPrompt() {
  const { t } = useTranslation()
  const bus = useEventBus()
  return (
    <div className="fw-trips-signin">
      <p>{t('tripsPage.signedOut.about')}</p>
      <Button onClick={() => bus.publish('signin:request', { reason: 'generic' })}>
        {t('tripsPage.signedOut.signIn')}
      </Button>
    </div>
  )
}
