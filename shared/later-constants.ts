/*
 * Constants of the spec (accounts-header-business.md section 9) that only lazily loaded code reads;
 * shared/constants.ts re-exports them. In shared/constants.ts itself they would ride in the first
 * download's constants chunk, which the entry shares.
 */

/** The flight dashboard (decision 101: the trips page's next flights): its call's time-out and its length. */
export const FLIGHT_DASHBOARD = { timeoutMs: 5000, defaultLimit: 5 } as const

/**
 * Suggestions a list shows by default, and the header's list (the book-for traveller search); the
 * header's is the most any list asks for, so servers cap a suggestion limit at it.
 */
export const SUGGESTION_LIMITS = { default: 5, header: 10 } as const
