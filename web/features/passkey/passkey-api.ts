import { PASSKEY_ACCOUNT_API } from '../../../shared/passkey/passkey-contract.ts'
import type { TPasskey, TPasskeyListResponse } from '../../../shared/passkey/passkey-schemas.ts'
import type { ApiClient } from '../../api/client.ts'

/** The account page's calls about the signed-in user's passkeys. */
export function passkeyAccountApi(client: ApiClient) {
  const one = (id: string) => `${PASSKEY_ACCOUNT_API}/${encodeURIComponent(id)}`
  return {
    list: () => client.get<TPasskeyListResponse>(PASSKEY_ACCOUNT_API),
    rename: (id: string, name: string) => client.put<TPasskey>(one(id), { name }),
    remove: (id: string) => client.delete<{ deleted: 1 }>(one(id)),
  }
}
export type PasskeyAccountApi = ReturnType<typeof passkeyAccountApi>
