import { ACCOUNT_API, TRAVELER_QUERY } from '../../shared/account/account-contract.ts'
import type {
  TTraveler,
  TTravelerListResponse,
  TTravelerRequest,
} from '../../shared/account/traveler-schemas.ts'
import type { ApiClient } from './client.ts'
import { withQuery } from './request-url.ts'

/** What the form sends: the request fields before the server trims and fills them. */
export type TTravelerInput = Omit<Partial<TTravelerRequest>, 'firstName' | 'lastName'> & {
  firstName: string
  lastName: string
}

/** Traveller calls (spec section 7): every one but DELETE carries knownTravelerNumberApiVersion=v2. */
export function travelersApi(client: ApiClient) {
  const byId = (id: string) => `${ACCOUNT_API.travelers}${encodeURIComponent(id)}`
  return {
    list: async () =>
      (await client.get<TTravelerListResponse>(ACCOUNT_API.travelers, TRAVELER_QUERY)).travelers,
    /** null when the user has no preferred traveller (the server answers 204). */
    preferred: () => client.get<TTraveler | null>(ACCOUNT_API.preferredTraveler, TRAVELER_QUERY),
    create: (input: TTravelerInput) =>
      client.postJson<TTraveler>(withQuery(ACCOUNT_API.travelers, TRAVELER_QUERY), input),
    save: (travelerId: string, input: TTravelerInput) =>
      client.put<TTraveler>(withQuery(byId(travelerId), TRAVELER_QUERY), input),
    remove: (travelerId: string) => client.delete<null>(byId(travelerId)),
  }
}
export type TravelersApi = ReturnType<typeof travelersApi>
