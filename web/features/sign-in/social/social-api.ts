import { AuthStatus } from '../../../../shared/auth/auth-contract.ts'
import {
  SOCIAL_PATHS,
  type TSocialCredential,
  type TSocialProvider,
} from '../../../../shared/social/social-contract.ts'
// Types only: the declarations and schemas modules hold zod, which stays out of the browser's chunks.
import type { socialEndpoints } from '../../../../shared/social/social-endpoints.ts'
import type {
  TSocialAuthResponse,
  TSocialIdentitiesResponse,
} from '../../../../shared/social/social-schemas.ts'
import { AuthFailure, toAuthFailure } from '../../../api/auth.ts'
import { callEndpoint } from '../../../api/call-endpoint.ts'
import type { ApiClient } from '../../../api/client.ts'
import { socialEndpoints as api } from '../../../api/endpoints.gen.ts'
import { changingSession } from '../../../api/session-change.ts'

export interface SocialApi {
  login(
    credential: TSocialCredential,
    fields: { confirm: 0 | 1; sticky?: boolean; consent?: boolean; optin?: boolean },
  ): Promise<TSocialAuthResponse>
  loginAndLinkExisting(
    credential: TSocialCredential,
    username: string,
    passwd: string,
    sticky?: boolean,
  ): Promise<TSocialAuthResponse>
  link(credential: TSocialCredential): Promise<TSocialAuthResponse>
  unlink(provider: TSocialProvider): Promise<TSocialAuthResponse>
  /** `signal` cancels it when the page's session changes (one-tap asks for it in the background). */
  googleNonce(signal?: AbortSignal): Promise<string>
  identities(): Promise<TSocialIdentitiesResponse>
}

/** A call every provider has, for whichever provider the credential names. */
type TAnyProvider<K extends 'login' | 'loginAndLinkExisting' | 'link' | 'unlink'> =
  (typeof socialEndpoints)[TSocialProvider][K]

function tokenFields(c: TSocialCredential) {
  return {
    idToken: c.idToken,
    accessToken: c.accessToken,
    code: c.code,
    state: c.state,
    firstName: c.firstName,
    lastName: c.lastName,
  }
}

/** A 2xx answer must say status 0; a refusal becomes an AuthFailure with the server's errorCode. */
async function call(request: () => Promise<TSocialAuthResponse>): Promise<TSocialAuthResponse> {
  let body: TSocialAuthResponse | null
  try {
    body = await request()
  } catch (error) {
    throw toAuthFailure(error)
  }
  if (body && body.status === AuthStatus.OK) return body
  throw new AuthFailure({
    statusCode: AuthStatus.ERROR,
    errorCode: body?.errorCode ?? null,
    errorField: body?.errorField ?? null,
    message: body?.message ?? '',
    httpStatus: null,
  })
}

export function createSocialApi(client: () => ApiClient): SocialApi {
  return {
    login: (credential, { confirm, sticky = true, consent, optin }) =>
      changingSession(() =>
        call(() =>
          callEndpoint<TAnyProvider<'login'>>(client(), api[credential.provider].login, {
            body: { ...tokenFields(credential), confirm, sticky, userInfo: true, consent, optin },
          }),
        ),
      ),
    loginAndLinkExisting: (credential, username, passwd, sticky = true) =>
      changingSession(() =>
        call(() =>
          callEndpoint<TAnyProvider<'loginAndLinkExisting'>>(
            client(),
            api[credential.provider].loginAndLinkExisting,
            {
              body: { ...tokenFields(credential), username, passwd, sticky },
            },
          ),
        ),
      ),
    link: (credential) =>
      call(() =>
        callEndpoint<TAnyProvider<'link'>>(client(), api[credential.provider].link, {
          body: tokenFields(credential),
        }),
      ),
    unlink: (provider) =>
      call(() => callEndpoint<TAnyProvider<'unlink'>>(client(), api[provider].unlink, { body: {} })),
    async googleNonce(signal) {
      const answer = await client().postForm<{ nonce?: unknown }>(SOCIAL_PATHS.googleNonce, {}, { signal })
      if (typeof answer?.nonce !== 'string') throw new Error('no nonce')
      return answer.nonce
    },
    identities: () => callEndpoint(client(), api.identities),
  }
}
