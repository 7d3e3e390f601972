import { COMPANY_SETTINGS_API as API, companyPath } from '../../shared/business/company-settings-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TCompanyResponse,
  TCompanyUpdateRequest,
  TEmailDomain,
  TEmailDomainListResponse,
  TEmailDomainVerifyResponse,
  TEntity,
  TEntityListResponse,
  TEntityRequest,
  TFeatureResponse,
  TOffice,
  TOfficeListResponse,
  TOfficeRequest,
  TProgram,
  TProgramCreateRequest,
  TProgramListResponse,
  TProgramUpdateRequest,
  TTierUpgradeStatusResponse,
} from '../../shared/business/company-settings-schemas.ts'
import type { TFeature, TPlan } from '../../shared/permissions.ts'
import { browserApiClient } from './browser-client.ts'
import type { ApiClient } from './client.ts'

/** The company settings calls of the hub (decision 034). */
export function companySettingsApi(client: () => ApiClient) {
  return {
    company: () => client().get<TCompanyResponse>(API.company),
    saveCompany: (input: TCompanyUpdateRequest) => client().put<TCompanyResponse>(API.company, input),
    domains: () => client().get<TEmailDomainListResponse>(API.emailDomains),
    addDomain: (domain: string, email: string) =>
      client().postJson<TEmailDomain>(API.emailDomains, { domain, email }),
    removeDomain: (domain: string) => client().delete<null>(companyPath(API.emailDomain, domain)),
    verifyDomain: (token: string) =>
      client().postJson<TEmailDomainVerifyResponse>(API.emailDomainVerify, { token }),
    offices: () => client().get<TOfficeListResponse>(API.offices),
    addOffice: (input: TOfficeRequest) => client().postJson<TOffice>(API.offices, input),
    saveOffice: (id: string, input: TOfficeRequest) =>
      client().put<TOffice>(companyPath(API.office, id), input),
    removeOffice: (id: string) => client().delete<null>(companyPath(API.office, id)),
    entities: () => client().get<TEntityListResponse>(API.entities),
    addEntity: (input: TEntityRequest) => client().postJson<TEntity>(API.entities, input),
    saveEntity: (id: string, input: TEntityRequest) =>
      client().put<TEntity>(companyPath(API.entity, id), input),
    removeEntity: (id: string) => client().delete<null>(companyPath(API.entity, id)),
    programs: () => client().get<TProgramListResponse>(API.programs),
    addProgram: (input: TProgramCreateRequest) => client().postJson<TProgram>(API.programAdd, input),
    saveProgram: (id: string, input: TProgramUpdateRequest) =>
      client().put<TProgram>(companyPath(API.program, id), input),
    removeProgram: (id: string) => client().delete<null>(companyPath(API.program, id)),
    setFeature: (feature: TFeature, on: boolean) =>
      client().put<TFeatureResponse>(on ? API.featureEnable : API.featureDisable, { feature }),
    upgradeStatus: () => client().get<TTierUpgradeStatusResponse>(API.tierUpgradeStatus),
    upgrade: (plan: TPlan) => client().postJson<TTierUpgradeStatusResponse>(API.tierUpgrade, { plan }),
  }
}
export type CompanySettingsApi = ReturnType<typeof companySettingsApi>

/**
 * The browser's calls. The client is made on the first call, never while rendering: the module is
 * also bundled for the server render, which has no browser client.
 */
export function browserCompanySettingsApi(): CompanySettingsApi {
  return companySettingsApi(browserApiClient)
}
