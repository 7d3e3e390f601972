import { SITE_SERVICES_API } from '../../shared/site-services/site-services-contract.ts'
import type {
  TPriceAlert,
  TPriceAlertListResponse,
  TPriceAlertSettings,
} from '../../shared/site-services/site-services-schemas.ts'
import type { ApiClient } from './client.ts'

/** Price alert calls (decision 050): the signed-in user's alerts and the menu's e-mail choice. */
export function priceAlertsApi(client: ApiClient) {
  return {
    list: () => client.get<TPriceAlertListResponse>(SITE_SERVICES_API.priceAlerts),
    create: (searchPath: string) =>
      client.postJson<TPriceAlert>(SITE_SERVICES_API.priceAlerts, { searchPath }),
    remove: (priceAlertId: string) => client.delete<null>(SITE_SERVICES_API.priceAlert(priceAlertId)),
    setEmailEnabled: (emailEnabled: boolean) =>
      client.put<TPriceAlertSettings>(SITE_SERVICES_API.priceAlertSettings, { emailEnabled }),
  }
}
export type PriceAlertsApi = ReturnType<typeof priceAlertsApi>
