import { SSO_API } from '../../shared/sso/sso-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TEntryPointResponse } from '../../shared/sso/sso-schemas.ts'
import type { ApiClient } from './client.ts'

/** The sign-in side of company SSO (spec section 7, GET entrypointurl). */
export interface SsoSignInApi {
  /** Where this browser starts its company's sign-in for `email`, coming back to `redir`. */
  entryPoint(email: string, redir: string): Promise<TEntryPointResponse>
}

export function createSsoSignInApi(client: () => ApiClient): SsoSignInApi {
  return {
    entryPoint: (email, redir) => client().get<TEntryPointResponse>(SSO_API.entryPointUrl, { email, redir }),
  }
}
