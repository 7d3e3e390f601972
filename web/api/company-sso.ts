// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TExternalAuthorizationUrl,
  TSsoConfig,
  TSsoConfigCreate,
  TSsoConfigList,
  TSsoConfigUpdate,
} from '../../shared/sso/sso-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { ssoEndpoints as api } from './endpoints.gen.ts'

/** The company's SSO settings (spec section 7, Company: SSO). */
export interface CompanySsoApi {
  list(): Promise<TSsoConfigList>
  create(input: TSsoConfigCreate): Promise<TSsoConfig>
  update(id: string, input: TSsoConfigUpdate): Promise<TSsoConfig>
  remove(id: string): Promise<void>
  setActive(id: string, active: boolean): Promise<TSsoConfig>
  trialUrl(id: string): Promise<TExternalAuthorizationUrl>
}

export function createCompanySsoApi(client: () => ApiClient): CompanySsoApi {
  return {
    list: () => callEndpoint(client(), api.configs),
    create: (input) => callEndpoint(client(), api.create, { body: input }),
    update: (id, input) => callEndpoint(client(), api.update, { params: { id }, body: input }),
    remove: async (id) => {
      await callEndpoint(client(), api.remove, { params: { id } })
    },
    setActive: (id, active) =>
      callEndpoint(client(), api.toggleActive, { params: { id, flag: active ? 'true' : 'false' } }),
    trialUrl: (id) => callEndpoint(client(), api.trialUrl, { params: { id } }),
  }
}
