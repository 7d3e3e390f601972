import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { createPeopleApi, PEOPLE_CHANGED_KEYS, type PeopleApi } from '../../api/people.ts'
import { Queries } from '../../api/query-client.tsx'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

const PeopleApiContext = createContext<PeopleApi | null>(null)

export function usePeopleApi(): PeopleApi {
  const api = useContext(PeopleApiContext)
  if (!api) throw new Error('PeopleApiContext is missing')
  return api
}

/** Refreshes what a change on the people pages may alter. */
export function usePeopleRefresh(): () => Promise<void> {
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all(PEOPLE_CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  }
}

/** The people pages' queries and API, made once per page; signed-out visitors see a sentence. */
export function PeopleProvider({ children, api }: { children: ReactNode; api?: PeopleApi }) {
  const { t } = useTranslation()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [peopleApi] = useState(() => api ?? createPeopleApi(browserApiClient))
  return signedIn ? (
    <Queries>
      <PeopleApiContext.Provider value={peopleApi}>{children}</PeopleApiContext.Provider>
    </Queries>
  ) : (
    <p>{t('people.signedOut')}</p>
  )
}
