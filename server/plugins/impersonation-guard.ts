import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isLasting, type TBusinessRequirement } from '../../shared/business/business-access.ts'
import { ErrorCode } from '../../shared/errors.ts'
import { HttpError } from '../http-error.ts'
import { createExpiringSet } from '../services/expiring-set.ts'
import { hashSecret } from '../services/session.service.ts'

/**
 * URL families whose state-changing routes act on the signed-in person's credentials, sign-in methods,
 * sessions or account. An impersonated session is refused on all of them (deny by default, so that a
 * route added later is covered without anyone remembering), except the routes listed below.
 * Decision 021; ASVS 8.2.1 (checklist row 39).
 */
export const CREDENTIAL_FAMILIES: readonly RegExp[] = [
  // Sign-in, registration, password, re-authentication, "add account", the switcher.
  /^\/k\/run\/auth\//,
  // Social sign-in, linking and unlinking (googleauth, naverauth, appleauth, ...).
  /^\/k\/run\/[a-z]+auth\//,
  // The account page: e-mail, sessions, and whatever it gains (deletion, second factor, passkeys).
  /^\/i\/api\/account\//,
  /^\/auth\/webauthn\//,
  /\/business\/verify/,
  // Giving others access to the customer's trips (shares by e-mail, read-only links) would outlast the
  // impersonation.
  /^\/trips\/api\/trips\/[^/]+\/(shares|link)/,
  // Inbox sync: granting or withdrawing access to one's mailbox is the owner's own act (decision 052).
  /^\/k\/run\/inbox\//,
  /^\/inbox\//,
  // Acting for another traveller would reach people beyond the member support impersonates (decision 056).
  /^\/i\/api\/business\/me\/v1\/(traveler|guest)\/select$/,
  // Wherever else they may be mounted.
  /two-?factor|second-?factor|totp|mfa|passkey|webauthn|password|credential|delete-?account/i,
]

/** Routes of those families an impersonated session may use, and why (reviewed in decision 021). */
export const IMPERSONATION_ALLOWED: Readonly<Record<string, string>> = {
  'POST /k/run/auth/logout': 'signs this browser out; the trail records the impersonation as ended',
  'POST /k/run/auth/confirm/resend':
    "mails the customer's own confirmation link to the customer's own address",
  'PUT /i/api/account/profile/v1': 'names and the mail preference; the e-mail address is not part of it',
  'POST /i/api/account/traveler/v1/': 'travellers are booking data that support helps with',
  'PUT /i/api/account/traveler/v1/:travelerId': 'travellers are booking data that support helps with',
  'DELETE /i/api/account/traveler/v1/:travelerId': 'travellers are booking data that support helps with',
  'DELETE /trips/api/trips/:fullTripId/shares/:shareId': 'takes access away from someone; it grants none',
  'DELETE /trips/api/trips/:fullTripId/link': 'turns a read-only link off; it grants nothing',
  'GET /i/api/account/dataSharing/v1/optOut':
    'reads the opt-out (the spec sends the form token with it); changing it stays the customer’s own act',
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Why an impersonated session is refused on this route, or null (`csrf`: the route's config.csrf;
 * `business`: its business requirement). Credentials by URL family; grants, delegations and decisions by
 * the route's own declaration (decision 087), so that a business route added later is covered too.
 */
export function impersonationRefusal(
  method: string,
  url: string,
  csrf: boolean | undefined,
  business?: TBusinessRequirement,
): 'credentials' | 'lasting' | null {
  const changes = csrf === true || (!SAFE_METHODS.has(method) && csrf !== false)
  if (!changes) return null
  if (IMPERSONATION_ALLOWED[`${method} ${url}`]) return null
  if (CREDENTIAL_FAMILIES.some((family) => family.test(url))) return 'credentials'
  return isLasting(business) ? 'lasting' : null
}

/** Whether an impersonated session is refused on this route. */
export const refusesImpersonation = (...route: Parameters<typeof impersonationRefusal>): boolean =>
  impersonationRefusal(...route) !== null

export const IMPERSONATION_REFUSED = 'An impersonated session cannot change credentials or sign-in settings.'
export const IMPERSONATION_LASTING_REFUSED =
  'Support cannot grant access, delegate or decide for the customer: the customer does this themselves.'

/**
 * Before the route's validation and handler: a refused route answers 403 PERMISSION_DENIED to
 * an impersonated session, logs it and adds it to the impersonation trail. The services of password
 * change, re-authentication and e-mail change refuse as well (refuseImpersonation), in depth.
 */
async function impersonationGuard(app: FastifyInstance) {
  const decisions = new Map<string, ReturnType<typeof impersonationRefusal>>()
  const anonymous = createAnonymousMemo()
  app.addHook('preValidation', async (request) => {
    const { url, config } = request.routeOptions
    if (!url || !request.groupSecret) return
    const key = `${request.method} ${url}`
    let refused = decisions.get(key)
    if (refused === undefined) {
      refused = impersonationRefusal(request.method, url, config?.csrf, config?.business)
      decisions.set(key, refused)
    }
    if (!refused) return
    const secretHash = hashSecret(request.groupSecret)
    if (anonymous.has(secretHash)) return
    const session = await app.services.authState.sessionFor(request.groupSecret)
    if (!session) anonymous.add(secretHash)
    if (!session?.impersonatorUserId) return
    request.log.warn(
      {
        event: 'impersonation.action_refused',
        userId: session.userId,
        impersonatorUserId: session.impersonatorUserId,
        route: key,
      },
      'impersonated session refused',
    )
    await app.services.impersonation.recordRefusedAction(session, key, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    })
    throw new HttpError(
      403,
      ErrorCode.PERMISSION_DENIED,
      refused === 'lasting' ? IMPERSONATION_LASTING_REFUSED : IMPERSONATION_REFUSED,
    )
  })
}

export default fp(impersonationGuard, { name: 'impersonation-guard', dependencies: ['session-group'] })

/**
 * Groups seen lately without a signed-in session. Sign-in routes are refused routes, and a flood of
 * wrong passwords would otherwise cost a database read each before the hasher's fast 503 (the session
 * cache keeps signed-in sessions only). Remembering them is safe because every sign-in and the start of
 * an impersonation give the browser a new group secret: a remembered hash never becomes impersonated.
 */
export function createAnonymousMemo(ttlMs = 10_000, maxEntries = 10_000, now: () => number = Date.now) {
  return createExpiringSet(ttlMs, maxEntries, now)
}
