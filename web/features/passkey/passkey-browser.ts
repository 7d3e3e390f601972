import {
  browserSupportsWebAuthnAutofill,
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser'
import { browserApiClient } from '../../api/browser-client.ts'
import { browserSessionStorage } from '../../app/browser-storage.ts'
import { createPasskeyClient, type PasskeyClient } from './passkey-client.ts'

/**
 * The browser's passkey client. Its module (and @simplewebauthn/browser) loads only when a sign-in dialog
 * or the account page imports it on demand, never with the entry.
 */
export function browserPasskeyClient(options: { enabled: boolean; loggedIn(): boolean }): PasskeyClient {
  return createPasskeyClient({
    api: browserApiClient(),
    webauthn: {
      startRegistration,
      startAuthentication,
      platformAuthenticatorIsAvailable,
      browserSupportsWebAuthnAutofill,
      cancelCeremony: () => WebAuthnAbortService.cancelCeremony(),
    },
    storage: browserSessionStorage,
    userAgent: window.navigator.userAgent,
    ...options,
  })
}
