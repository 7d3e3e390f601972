import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import {
  PASSKEY_LOGIN_USER_VERIFICATION,
  PASSKEY_REGISTRATION_SELECTION,
  PASSKEY_TIMEOUT_MS,
} from '../../../shared/passkey/passkey-contract.ts'
// Types only: the schemas hold zod, which stays out of the browser's chunks.
import type { TPasskey, TPasskeyParamsResponse } from '../../../shared/passkey/passkey-schemas.ts'
import { checked, type TAuthResult } from '../../api/auth.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { passkeyEndpoints as routes } from '../../api/endpoints.gen.ts'
import { changingSession } from '../../api/session-change.ts'
import type { StorageLike } from '../../app/browser-storage.ts'
import { isCeremonyCancelled, isNotUsedAtLogin, passkeyRejection } from './passkey-errors.ts'
import { autofillUsed, cachedCheck, passkeysUsed, SUPPORT_CACHE_KEYS } from './passkey-rules.ts'

/** The browser's WebAuthn, as @simplewebauthn/browser offers it (injected, so the rules can be tested). */
export interface WebAuthnBrowser {
  startRegistration(options: {
    optionsJSON: PublicKeyCredentialCreationOptionsJSON
  }): Promise<RegistrationResponseJSON>
  startAuthentication(options: {
    optionsJSON: PublicKeyCredentialRequestOptionsJSON
    useBrowserAutofill?: boolean
  }): Promise<AuthenticationResponseJSON>
  platformAuthenticatorIsAvailable(): Promise<boolean>
  browserSupportsWebAuthnAutofill(): Promise<boolean>
  cancelCeremony(): void
}

export interface PasskeyClientDeps {
  api: ApiClient
  webauthn: WebAuthnBrowser
  storage: StorageLike
  userAgent: string
  enabled: boolean
  loggedIn(): boolean
}

/** A sign-in attempt: used (signed in, the auth response) or not used (why), never a thrown "no". */
export type TPasskeyOutcome =
  | { used: true; result: TAuthResult }
  | { used: false; reason: 'notUsed' | 'noCredentials' | 'cancelled' | string }

export interface PasskeyClient {
  /** Whether passkeys are used here at all (spec section 4). */
  isUsed(): Promise<boolean>
  /** Whether conditional mediation (autofill) is used here. */
  isAutofillUsed(): Promise<boolean>
  /** Whether this device can hold a passkey (the account page's add button). */
  canRegister(): Promise<boolean>
  /** Passkeys offered in the e-mail field's autofill; resolves when one is picked (or never). */
  autofill(hooks?: CeremonyHooks): Promise<TPasskeyOutcome>
  /** The passkey button: any passkey of this site (discoverable), or the e-mail's when one is given. */
  signIn(username?: string, hooks?: CeremonyHooks): Promise<TPasskeyOutcome>
  /** Adds a passkey to the signed-in account (spec: 'User info is missing' without a user). */
  register(username: string): Promise<TPasskey>
  cancel(): void
}

export interface CeremonyHooks {
  /** The device answered; the server is checking it now (the dialog shows it is busy). */
  onAnswer?(): void
}

export const USER_INFO_MISSING = 'User info is missing'

function creationOptions(params: TPasskeyParamsResponse): PublicKeyCredentialCreationOptionsJSON {
  if (!params.user) throw new Error(USER_INFO_MISSING)
  return {
    rp: params.rp,
    user: params.user,
    challenge: params.challenge,
    pubKeyCredParams: params.pubKeyCredParams,
    excludeCredentials: params.excludeCredentials,
    timeout: PASSKEY_TIMEOUT_MS,
    authenticatorSelection: { ...PASSKEY_REGISTRATION_SELECTION },
    attestation: 'none',
  }
}

function requestOptions(params: TPasskeyParamsResponse): PublicKeyCredentialRequestOptionsJSON {
  return {
    challenge: params.challenge,
    rpId: params.rp.id,
    allowCredentials: params.allowCredentials,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: PASSKEY_LOGIN_USER_VERIFICATION,
  }
}

/** Runs a server call; a refusal becomes the spec's rejection (errors list for 4xx, empty for 5xx). */
async function server<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw passkeyRejection(error)
  }
}

export function createPasskeyClient(deps: PasskeyClientDeps): PasskeyClient {
  const { api, webauthn, storage } = deps
  const platform = () =>
    cachedCheck(storage, SUPPORT_CACHE_KEYS.platformAuthenticator, () =>
      webauthn.platformAuthenticatorIsAvailable(),
    )
  const conditional = () =>
    cachedCheck(storage, SUPPORT_CACHE_KEYS.conditionalMediation, () =>
      webauthn.browserSupportsWebAuthnAutofill(),
    )
  const usage = async () => ({
    loggedIn: deps.loggedIn(),
    enabled: deps.enabled,
    platformAuthenticator: await platform(),
  })

  /** The ceremony with the browser, then the server's sign-in; silent codes and cancellation: not used. */
  async function ceremony(
    params: () => Promise<TPasskeyParamsResponse>,
    mode: 'autofill' | 'discoverable' | 'username',
    hooks: CeremonyHooks = {},
  ): Promise<TPasskeyOutcome> {
    const useBrowserAutofill = mode === 'autofill'
    try {
      const options = await server(params)
      // By username, an empty list means nothing to ask the device for: skipped.
      if (mode === 'username' && options.allowCredentials.length === 0) {
        return { used: false, reason: 'noCredentials' }
      }
      let answer: AuthenticationResponseJSON
      try {
        answer = await webauthn.startAuthentication({
          optionsJSON: requestOptions(options),
          useBrowserAutofill,
        })
      } catch (error) {
        if (isCeremonyCancelled(error)) return { used: false, reason: 'cancelled' }
        throw error
      }
      hooks.onAnswer?.()
      const result = await server(() =>
        changingSession(() =>
          callEndpoint(api, routes.login, {
            body: {
              credentialId: answer.id,
              authenticatorData: answer.response.authenticatorData,
              userHandle: answer.response.userHandle ?? '',
              clientDataJSON: answer.response.clientDataJSON,
              signature: answer.response.signature,
            },
          }),
        ),
      )
      return { used: true, result: checked(result) }
    } catch (error) {
      if (isNotUsedAtLogin(error)) return { used: false, reason: (error as { code: string }).code }
      throw error
    }
  }
  const autofillParams = () => callEndpoint(api, routes.autofillParams)

  return {
    isUsed: async () => passkeysUsed(await usage()),
    isAutofillUsed: async () =>
      autofillUsed({
        ...(await usage()),
        conditionalMediation: await conditional(),
        userAgent: deps.userAgent,
      }),
    canRegister: async () => deps.enabled && (await platform()),

    async autofill(hooks) {
      const used = autofillUsed({
        ...(await usage()),
        conditionalMediation: await conditional(),
        userAgent: deps.userAgent,
      })
      if (!used) return { used: false, reason: 'notUsed' }
      return ceremony(autofillParams, 'autofill', hooks)
    },

    async signIn(username, hooks) {
      if (!passkeysUsed(await usage())) return { used: false, reason: 'notUsed' }
      if (!username) return ceremony(autofillParams, 'discoverable', hooks)
      return ceremony(
        () => callEndpoint(api, routes.loginParams, { body: { username, checkPasswordAuth: true } }),
        'username',
        hooks,
      )
    },

    async register(username) {
      const params = await server(() => callEndpoint(api, routes.newCredentialParams, { body: { username } }))
      const answer = await webauthn.startRegistration({ optionsJSON: creationOptions(params) })
      return server(() =>
        callEndpoint(api, routes.register, {
          body: {
            username,
            credentialId: answer.id,
            attestationObject: answer.response.attestationObject,
            clientDataJSON: answer.response.clientDataJSON,
            consent: false,
            optin: false,
          },
        }),
      )
    },

    cancel: () => webauthn.cancelCeremony(),
  }
}
