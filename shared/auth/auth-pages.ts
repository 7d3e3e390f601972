/*
 * Paths of the sign-in pages, apart from the calls in auth-contract.ts: the route table in the browser's
 * first bundle needs these four and nothing else.
 */
export const AUTH_PAGE_PATHS = {
  /** Plain navigation: sign out, then return to redir. */
  signout: '/signout',
  /** Plain navigation: resend the confirmation e-mail, then return to redir. */
  resend: '/s/ident/resend',
  /** Pages the e-mailed links open; the secret travels in the fragment, never to a server log. */
  reset: '/auth/reset-password',
  confirm: '/auth/confirm',
} as const
