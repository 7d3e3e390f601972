import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { siteServicesEndpoints as api } from './endpoints.gen.ts'

/** Price alert calls (decision 050): the signed-in user's alerts and the menu's e-mail choice. */
export function priceAlertsApi(client: ApiClient) {
  return {
    list: () => callEndpoint(client, api.priceAlerts),
    create: (searchPath: string) => callEndpoint(client, api.createPriceAlert, { body: { searchPath } }),
    remove: (priceAlertId: string) =>
      callEndpoint(client, api.removePriceAlert, { params: { priceAlertId } }),
    setEmailEnabled: (emailEnabled: boolean) =>
      callEndpoint(client, api.priceAlertSettings, { body: { emailEnabled } }),
  }
}
export type PriceAlertsApi = ReturnType<typeof priceAlertsApi>
