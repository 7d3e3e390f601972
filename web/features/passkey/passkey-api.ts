import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { passkeyEndpoints as api } from '../../api/endpoints.gen.ts'

/** The account page's calls about the signed-in user's passkeys. */
export function passkeyAccountApi(client: ApiClient) {
  return {
    list: () => callEndpoint(client, api.list),
    rename: (id: string, name: string) =>
      callEndpoint(client, api.rename, { params: { id }, body: { name } }),
    remove: (id: string) => callEndpoint(client, api.remove, { params: { id } }),
  }
}
export type PasskeyAccountApi = ReturnType<typeof passkeyAccountApi>
