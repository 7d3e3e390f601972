/** Per-IP limits of the costly routes (ASVS 2.4.1), per minute. Routes opt in with their declaration. */
export const RATE_LIMITS = {
  signIn: { max: 30, timeWindow: 60_000 },
  mailing: { max: 10, timeWindow: 60_000 },
  /** A business setting's change. */
  write: { max: 60, timeWindow: 60_000 },
} as const
