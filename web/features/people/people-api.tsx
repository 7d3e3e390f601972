import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { createPeopleApi, type PeopleApi } from '../../api/people.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

const PeopleApiContext = createContext<PeopleApi | null>(null)

export function usePeopleApi(): PeopleApi {
  const api = useContext(PeopleApiContext)
  if (!api) throw new Error('PeopleApiContext is missing')
  return api
}

/** The people pages' queries and API, made once per page; signed-out visitors see a sentence. */
export function PeopleProvider({ children, api }: { children: ReactNode; api?: PeopleApi }) {
  const { t } = useTranslation()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  )
  const [peopleApi] = useState(() => api ?? createPeopleApi(browserApiClient))
  return signedIn ? (
    <QueryClientProvider client={queryClient}>
      <PeopleApiContext.Provider value={peopleApi}>{children}</PeopleApiContext.Provider>
    </QueryClientProvider>
  ) : (
    <p>{t('people.signedOut')}</p>
  )
}
