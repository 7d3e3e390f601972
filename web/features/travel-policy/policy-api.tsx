import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { createTravelPolicyApi, type TravelPolicyApi } from '../../api/travel-policy.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

const PolicyApiContext = createContext<TravelPolicyApi | null>(null)

export function usePolicyApi(): TravelPolicyApi {
  const api = useContext(PolicyApiContext)
  if (!api) throw new Error('PolicyApiContext is missing')
  return api
}

/** The policy pages' queries and API, made once per page (tests pass their own API). */
export function PolicyProvider({ children, api }: { children: ReactNode; api?: TravelPolicyApi }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  )
  const [policyApi] = useState(() => api ?? createTravelPolicyApi(browserApiClient))
  return (
    <QueryClientProvider client={queryClient}>
      <PolicyApiContext.Provider value={policyApi}>{children}</PolicyApiContext.Provider>
    </QueryClientProvider>
  )
}

const KNOWN = [
  'POLICY_TARGET_UNKNOWN',
  'POLICY_FEATURE_REQUIRED',
  'POLICY_INVALID',
  'RATE_LIMITED',
  'PERMISSION_DENIED',
]

/** A refusal of the policy calls in the page's words (never the server's English description). */
export function policyError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('travelPolicy.errors.generic'), (code) =>
    KNOWN.includes(code) ? t(`travelPolicy.errors.${code}`) : null,
  )
}

/** While a policy call loads, or when it failed. */
export function LoadNote({ failed }: { failed: boolean }) {
  const { t } = useTranslation()
  return failed ? (
    <p role="alert">{t('travelPolicy.hub.loadFailed')}</p>
  ) : (
    <p role="status">{t('travelPolicy.hub.loading')}</p>
  )
}
