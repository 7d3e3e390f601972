import { createContext, useContext } from 'react'
import { type AccountApi, accountApi } from '../../api/account.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { type PriceAlertsApi, priceAlertsApi } from '../../api/price-alerts.ts'
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
  profile: ['account', 'profile'],
  sessions: ['account', 'sessions'],
  travelers: ['account', 'travelers'],
  priceAlerts: ['account', 'priceAlerts'],
} as const
