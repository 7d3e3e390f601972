import { createContext, useContext } from 'react'
import { ACCOUNT_API, TRAVELER_QUERY } from '../../../shared/account/account-contract.ts'
import { SITE_SERVICES_API } from '../../../shared/site-services/site-services-contract.ts'
import { type AccountApi, accountApi } from '../../api/account.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { type PriceAlertsApi, priceAlertsApi } from '../../api/price-alerts.ts'
import { apiKey } from '../../api/query-keys.ts'
import { type TravelersApi, travelersApi } from '../../api/travelers.ts'

/** The calls of the account page, made on first use (the browser client cannot exist on the server). */
export interface AccountApis {
  account(): AccountApi
  travelers(): TravelersApi
  priceAlerts(): PriceAlertsApi
}

export const browserAccountApis: AccountApis = {
  account: () => accountApi(browserApiClient()),
  travelers: () => travelersApi(browserApiClient()),
  priceAlerts: () => priceAlertsApi(browserApiClient()),
}

export const AccountApisContext = createContext<AccountApis>(browserAccountApis)

export function useAccountApis(): AccountApis {
  return useContext(AccountApisContext)
}

export const QUERY_KEYS = {
  profile: apiKey(ACCOUNT_API.profile),
  sessions: apiKey(ACCOUNT_API.sessions),
  travelers: apiKey(ACCOUNT_API.travelers, TRAVELER_QUERY),
  priceAlerts: apiKey(SITE_SERVICES_API.priceAlerts),
}
