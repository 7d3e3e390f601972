/** Whether the page's server offers passkeys (spec section 4's "feature off"); absent means offered. */
export function passkeysOffered(state: { passkeys?: boolean }): boolean {
  return state.passkeys !== false
}

/** A plausible e-mail: then the passkey button asks for that account's passkeys, else for any of this site. */
export function usernameFor(email: string): string | undefined {
  const trimmed = email.trim()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : undefined
}
