import type { StorageLike } from '../../app/browser-storage.ts'

/*
 * Spec sections 4, 5 and 8 for passkeys, without the WebAuthn library: whether passkeys are used, the
 * cached support checks, and which refusals stay silent.
 */

export interface UsageInput {
  loggedIn: boolean
  /** The site offers passkeys (SIGN_IN_CONFIG; the server answers PASSKEYS_NOT_SETUP when it does not). */
  enabled: boolean
  platformAuthenticator: boolean
}

/** Not used when the user is logged in, the feature is off, or the device has no platform authenticator. */
export function passkeysUsed({ loggedIn, enabled, platformAuthenticator }: UsageInput): boolean {
  return !loggedIn && enabled && platformAuthenticator
}

/**
 * iOS 16.0 to 16.3 offer passkeys in autofill but fail the request afterwards (the WebKit fix came in
 * 16.4): autofill is not used there; the passkey button still is.
 */
export function isIosAutofillBroken(userAgent: string): boolean {
  const match = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)_(\d+)/.exec(userAgent)
  return match?.[1] === '16' && Number(match[2]) <= 3
}

/** Conditional mediation (autofill) is used when passkeys are, the browser supports it, and iOS is not 16.0–16.3. */
export function autofillUsed(
  input: UsageInput & { conditionalMediation: boolean; userAgent: string },
): boolean {
  return passkeysUsed(input) && input.conditionalMediation && !isIosAutofillBroken(input.userAgent)
}

export const SUPPORT_CACHE_KEYS = {
  platformAuthenticator: 'passkey.platformAuthenticator',
  conditionalMediation: 'passkey.conditionalMediation',
} as const

/**
 * A support check's result, kept in session storage (spec section 4) so it is asked once per tab. A
 * storage that throws (blocked) just means asking again; a check that throws means "no".
 */
export async function cachedCheck(
  storage: StorageLike,
  key: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  try {
    const kept = storage.getItem(key)
    if (kept === 'true' || kept === 'false') return kept === 'true'
  } catch {
    // Blocked storage: ask the browser below.
  }
  let result = false
  try {
    result = await check()
  } catch {
    result = false
  }
  try {
    storage.setItem(key, String(result))
  } catch {
    // Nothing to keep it in.
  }
  return result
}

/**
 * A page opened at a bare IP address (127.0.0.1, [::1]): WebAuthn ties a passkey to a domain name (its
 * relying party ID), so the browser refuses every passkey ceremony there. The page says so instead.
 */
export function isBareIpHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':')
}
