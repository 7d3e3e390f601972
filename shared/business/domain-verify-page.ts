/**
 * Where the e-mailed domain link opens (decision 034): a fixed business page, reachable signed out.
 * Its own module because the route table, in the first download, needs only this.
 */
export const DOMAIN_VERIFY_PAGE = { path: '/business/verify-domain', tokenFragment: 'token' } as const
