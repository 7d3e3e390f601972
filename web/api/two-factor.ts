import { COMPANY_TWO_FACTOR_API, TWO_FACTOR_API } from '../../shared/two-factor/two-factor-contract.ts'
import type {
  TCompanyTwoFactor,
  TEmailCodeSentResponse,
  TRecoveryCodesResponse,
  TTotpEnrolResponse,
  TTwoFactorStatusResponse,
  TVerifyRequest,
  TVerifyResponse,
} from '../../shared/two-factor/two-factor-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import type { ApiClient } from './client.ts'

/** The second-factor calls of the verify page, the account page and the company settings. */
export function twoFactorApi(client: ApiClient) {
  return {
    status: () => client.get<TTwoFactorStatusResponse>(TWO_FACTOR_API.status),
    sendEmailCode: () => client.postJson<TEmailCodeSentResponse>(TWO_FACTOR_API.emailSend),
    verify: (input: TVerifyRequest) => client.postJson<TVerifyResponse>(TWO_FACTOR_API.verify, input),
    beginTotp: () => client.postJson<TTotpEnrolResponse>(TWO_FACTOR_API.totpEnrol),
    confirmTotp: (code: string) =>
      client.postJson<TRecoveryCodesResponse>(TWO_FACTOR_API.totpConfirm, { code }),
    removeTotp: () => client.delete<null>(TWO_FACTOR_API.totp),
    regenerateRecoveryCodes: () => client.postJson<TRecoveryCodesResponse>(TWO_FACTOR_API.recoveryCodes),
    companySetting: () => client.get<TCompanyTwoFactor>(COMPANY_TWO_FACTOR_API),
    setCompanySetting: (required: boolean) =>
      client.put<TCompanyTwoFactor>(COMPANY_TWO_FACTOR_API, { required }),
  }
}
export type TwoFactorApi = ReturnType<typeof twoFactorApi>

/** The browser's instance, made on first use (the module is also bundled for the server render). */
export function browserTwoFactorApi(): TwoFactorApi {
  return twoFactorApi(browserApiClient())
}
