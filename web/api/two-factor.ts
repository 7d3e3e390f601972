import type { TVerifyRequest } from '../../shared/two-factor/two-factor-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { twoFactorEndpoints as api, companyEndpoints as company } from './endpoints.gen.ts'

/** The second-factor calls of the verify page, the account page and the company settings. */
export function twoFactorApi(client: ApiClient) {
  return {
    status: () => callEndpoint(client, api.status),
    sendEmailCode: () => callEndpoint(client, api.sendEmailCode),
    verify: (input: TVerifyRequest) => callEndpoint(client, api.verify, { body: input }),
    beginTotp: () => callEndpoint(client, api.beginTotp),
    confirmTotp: (code: string) => callEndpoint(client, api.confirmTotp, { body: { code } }),
    removeTotp: () => callEndpoint(client, api.removeTotp),
    regenerateRecoveryCodes: () => callEndpoint(client, api.regenerateRecoveryCodes),
    companySetting: () => callEndpoint(client, company.twoFactor),
    setCompanySetting: (required: boolean) =>
      callEndpoint(client, company.setTwoFactor, { body: { required } }),
  }
}
export type TwoFactorApi = ReturnType<typeof twoFactorApi>

/** The browser's instance, made on first use (the module is also bundled for the server render). */
export function browserTwoFactorApi(): TwoFactorApi {
  return twoFactorApi(browserApiClient())
}
