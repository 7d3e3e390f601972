import type { TDataSharingRequest } from '../../shared/privacy/privacy-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { privacyEndpoints as api } from './endpoints.gen.ts'

/** The California opt-out's calls (spec section 7); the client sends the form token on both. */
export function dataSharingApi(client: ApiClient) {
  return {
    read: () => callEndpoint(client, api.dataSharing),
    update: (body: TDataSharingRequest) => callEndpoint(client, api.saveDataSharing, { body }),
  }
}
export type DataSharingApi = ReturnType<typeof dataSharingApi>
