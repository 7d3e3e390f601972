import { TRAVELER_QUERY } from '../../shared/account/account-contract.ts'
import type { TTraveler, TTravelerRequest } from '../../shared/account/traveler-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { travelerEndpoints as api } from './endpoints.gen.ts'

/** What the form sends: the request fields before the server trims and fills them. */
export type TTravelerInput = Omit<Partial<TTravelerRequest>, 'firstName' | 'lastName'> & {
  firstName: string
  lastName: string
}

/** Traveller calls (spec section 7): every one but DELETE carries knownTravelerNumberApiVersion=v2. */
export function travelersApi(client: ApiClient) {
  const query = TRAVELER_QUERY
  return {
    list: async () => (await callEndpoint(client, api.list, { query })).travelers,
    /** null when the user has no preferred traveller (the server answers 204). */
    preferred: (): Promise<TTraveler | null> => callEndpoint(client, api.preferred, { query }),
    create: (input: TTravelerInput) => callEndpoint(client, api.create, { query, body: input }),
    save: (travelerId: string, input: TTravelerInput) =>
      callEndpoint(client, api.save, { params: { travelerId }, query, body: input }),
    remove: (travelerId: string) => callEndpoint(client, api.remove, { params: { travelerId } }),
  }
}
export type TravelersApi = ReturnType<typeof travelersApi>
