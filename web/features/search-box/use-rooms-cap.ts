import { useQuery } from '@tanstack/react-query'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { STAY_SEARCH_LIMITS } from '../../../shared/catalogue/stay-search-rules.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { travelSettingsEndpoints } from '../../api/endpoints.gen.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useInBusinessMode } from '../../app/global-state.tsx'

/**
 * The most rooms a stay search may ask (decision 057): one for a business traveller whose company books
 * one room at a time, since its checkout refuses more; the search's own limit for everyone else, and
 * until the company's setting is known (the server's page and the hydrated one then agree).
 */
export function useRoomsCap(client: () => ApiClient = browserApiClient): number {
  const inBusiness = useInBusinessMode()
  const setting = useQuery({
    queryKey: apiKey(TRAVEL_SETTINGS_API.multiRoom),
    queryFn: () => callEndpoint(client(), travelSettingsEndpoints.multiRoom),
    enabled: inBusiness,
  })
  return inBusiness && setting.data?.enabled === false ? 1 : STAY_SEARCH_LIMITS.maxRooms
}
