// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TCompanyUpdateRequest,
  TEntityRequest,
  TOfficeRequest,
  TProgramCreateRequest,
  TProgramUpdateRequest,
} from '../../shared/business/company-settings-schemas.ts'
import type { TFeature, TPlan } from '../../shared/permissions.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { companyEndpoints as company, companyPlacesEndpoints as places } from './endpoints.gen.ts'

/** The company settings calls of the hub (decision 034). */
export function companySettingsApi(client: () => ApiClient) {
  return {
    company: () => callEndpoint(client(), company.company),
    saveCompany: (input: TCompanyUpdateRequest) =>
      callEndpoint(client(), company.saveCompany, { body: input }),
    domains: () => callEndpoint(client(), company.emailDomains),
    addDomain: (domain: string, email: string) =>
      callEndpoint(client(), company.addEmailDomain, { body: { domain, email } }),
    removeDomain: (domain: string) =>
      callEndpoint(client(), company.removeEmailDomain, { params: { domain } }),
    verifyDomain: (token: string) => callEndpoint(client(), company.verifyEmailDomain, { body: { token } }),
    offices: () => callEndpoint(client(), places.offices),
    addOffice: (input: TOfficeRequest) => callEndpoint(client(), places.addOffice, { body: input }),
    saveOffice: (id: string, input: TOfficeRequest) =>
      callEndpoint(client(), places.saveOffice, { params: { id }, body: input }),
    removeOffice: (id: string) => callEndpoint(client(), places.removeOffice, { params: { id } }),
    entities: () => callEndpoint(client(), places.entities),
    addEntity: (input: TEntityRequest) => callEndpoint(client(), places.addEntity, { body: input }),
    saveEntity: (id: string, input: TEntityRequest) =>
      callEndpoint(client(), places.saveEntity, { params: { id }, body: input }),
    removeEntity: (id: string) => callEndpoint(client(), places.removeEntity, { params: { id } }),
    programs: () => callEndpoint(client(), places.programs),
    addProgram: (input: TProgramCreateRequest) => callEndpoint(client(), places.addProgram, { body: input }),
    saveProgram: (id: string, input: TProgramUpdateRequest) =>
      callEndpoint(client(), places.saveProgram, { params: { id }, body: input }),
    removeProgram: (id: string) => callEndpoint(client(), places.removeProgram, { params: { id } }),
    setFeature: (feature: TFeature, on: boolean) =>
      on
        ? callEndpoint(client(), company.enableFeature, { body: { feature } })
        : callEndpoint(client(), company.disableFeature, { body: { feature } }),
    upgradeStatus: () => callEndpoint(client(), company.upgradeStatus),
    upgrade: (plan: TPlan) => callEndpoint(client(), company.upgrade, { body: { plan } }),
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
