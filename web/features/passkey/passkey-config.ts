/** Whether this site offers passkeys at all (spec section 4's "feature off"); the server has its own switch. */
export const PASSKEY_CONFIG = { enabled: true } as const

/** A plausible e-mail: then the passkey button asks for that account's passkeys, else for any of this site. */
export function usernameFor(email: string): string | undefined {
  const trimmed = email.trim()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : undefined
}
