/* The one piece of social sign-in the first download needs (when to load one-tap), kept apart so that
 * the rest of the contract stays in the lazy chunks. */

/** Spec section 9. */
export const SOCIAL_TIMINGS = {
  /** The Google library (one-tap prompt) loads this long after the page. */
  googleLibraryDelayMs: 2500,
  /** The popup ("server-side") variant is ready after this delay. */
  googleServerSideDelayMs: 250,
  /** One-tap success reloads the page after this delay unless a success callback is given. */
  oneTapReloadMs: 300,
} as const
