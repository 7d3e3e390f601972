// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TEntryPointResponse } from '../../shared/sso/sso-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { ssoEndpoints as api } from './endpoints.gen.ts'

/** The sign-in side of company SSO (spec section 7, GET entrypointurl). */
export interface SsoSignInApi {
  /** Where this browser starts its company's sign-in for `email`, coming back to `redir`. */
  entryPoint(email: string, redir: string): Promise<TEntryPointResponse>
}

export function createSsoSignInApi(client: () => ApiClient): SsoSignInApi {
  return {
    entryPoint: (email, redir) => callEndpoint(client(), api.entryPoint, { query: { email, redir } }),
  }
}
