import { AuthStatus } from '../../../../shared/auth/auth-contract.ts'
import {
  SOCIAL_PATHS,
  socialApiPaths,
  type TSocialProvider,
} from '../../../../shared/social/social-contract.ts'
// Types only: the schemas module holds zod, which stays out of the browser's chunks.
import type {
  TSocialAuthResponse,
  TSocialIdentitiesResponse,
} from '../../../../shared/social/social-schemas.ts'
import { AuthFailure, toAuthFailure } from '../../../api/auth.ts'
import type { ApiClient, TFormFields } from '../../../api/client.ts'
import { changingSession } from '../../../api/session-change.ts'

/** What the provider handed over: the token(s) the login call sends (spec section 3, social payloads). */
export interface TSocialCredential {
  provider: TSocialProvider
  idToken?: string
  accessToken?: string
  code?: string
  state?: string
  firstName?: string
  lastName?: string
}

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

function tokenFields(c: TSocialCredential): TFormFields {
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
async function call(request: () => Promise<unknown>): Promise<TSocialAuthResponse> {
  let answer: unknown
  try {
    answer = await request()
  } catch (error) {
    throw toAuthFailure(error)
  }
  const body = answer as TSocialAuthResponse | null
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
          client().postForm(socialApiPaths(credential.provider).login, {
            ...tokenFields(credential),
            confirm,
            sticky,
            userInfo: true,
            consent,
            optin,
          }),
        ),
      ),
    loginAndLinkExisting: (credential, username, passwd, sticky = true) =>
      changingSession(() =>
        call(() =>
          client().postForm(socialApiPaths(credential.provider).loginAndLinkExisting, {
            ...tokenFields(credential),
            username,
            passwd,
            sticky,
          }),
        ),
      ),
    link: (credential) =>
      call(() => client().postForm(socialApiPaths(credential.provider).link, tokenFields(credential))),
    unlink: (provider) => call(() => client().postForm(socialApiPaths(provider).unlink, {})),
    async googleNonce(signal) {
      const answer = await client().postForm<{ nonce?: unknown }>(SOCIAL_PATHS.googleNonce, {}, { signal })
      if (typeof answer?.nonce !== 'string') throw new Error('no nonce')
      return answer.nonce
    },
    identities: () => client().get<TSocialIdentitiesResponse>(SOCIAL_PATHS.identities),
  }
}
