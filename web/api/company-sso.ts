import { SSO_API } from '../../shared/sso/sso-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TExternalAuthorizationUrl,
  TSsoConfig,
  TSsoConfigCreate,
  TSsoConfigList,
  TSsoConfigUpdate,
} from '../../shared/sso/sso-schemas.ts'
import type { ApiClient } from './client.ts'

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
    list: () => client().get<TSsoConfigList>(SSO_API.configs),
    create: (input) => client().postJson<TSsoConfig>(SSO_API.configs, input),
    update: (id, input) => client().put<TSsoConfig>(SSO_API.config(id), input),
    remove: async (id) => {
      await client().delete(SSO_API.config(id))
    },
    setActive: (id, active) => client().postJson<TSsoConfig>(SSO_API.toggleActive(id, active)),
    trialUrl: (id) => client().get<TExternalAuthorizationUrl>(SSO_API.externalAuthorizationUrl(id)),
  }
}
