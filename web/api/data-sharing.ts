import { PRIVACY_API } from '../../shared/privacy/privacy-contract.ts'
import type { TDataSharingRequest, TDataSharingResponse } from '../../shared/privacy/privacy-schemas.ts'
import type { ApiClient } from './client.ts'

/** The California opt-out's calls (spec section 7); the client sends the form token on both. */
export function dataSharingApi(client: ApiClient) {
  return {
    read: () => client.get<TDataSharingResponse>(PRIVACY_API.dataSharingOptOut),
    update: (request: TDataSharingRequest) =>
      client.put<TDataSharingResponse>(PRIVACY_API.dataSharingOptOut, request),
  }
}
export type DataSharingApi = ReturnType<typeof dataSharingApi>
