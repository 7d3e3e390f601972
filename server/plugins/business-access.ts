import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { TBusinessRequirement } from '../../shared/business/business-access.ts'
import { needsSecondFactor } from '../../shared/business/second-factor.ts'
import { ErrorCode } from '../../shared/errors.ts'
import { passesRequirement } from '../../shared/permissions.ts'
import { HttpError } from '../http-error.ts'
import type { ActiveSession, BusinessContext } from '../repositories/session.repository.ts'
import { requireSession } from '../routes/require-session.ts'
import type { AuditActor } from '../services/business/business-audit.service.ts'

export type BusinessSession = ActiveSession & { business: BusinessContext }

const denied = (description: string) => new HttpError(403, ErrorCode.PERMISSION_DENIED, description)

/**
 * Decides a business call for a session. The spec's client rule lets everything pass without a
 * business profile (it only gates menus); the server instead refuses anyone who is not acting as a
 * member of a company, then applies the same permission rule the menus use.
 */
export function authorizeBusiness(
  session: ActiveSession,
  requirement: TBusinessRequirement,
): BusinessSession {
  const business = session.business
  if (!business || !session.businessMode) throw denied('Switch to your business account to do this.')
  if (business.permissions.includes('DISABLED')) throw denied('Your business account is disabled.')
  if (!passesRequirement(business.permissions, requirement.permissions, true)) {
    throw denied('Your role does not allow this.')
  }
  if (!passesRequirement(business.features, requirement.features ?? [], true)) {
    throw denied('This is not enabled for your company.')
  }
  // After the role check, so that someone who may not do this at all is not sent to verify first.
  if (needsSecondFactor(requirement.permissions, business.requireTwoFactor) && !session.secondFactorAt) {
    throw new HttpError(
      403,
      ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION,
      'Verify with your second factor first.',
    )
  }
  return session as BusinessSession
}

/** Who the audit log names for a change made in this session (support staff included). */
export function auditActorOf(session: BusinessSession): AuditActor {
  return {
    companyId: session.business.companyId,
    userId: session.userId,
    email: session.email,
    impersonatorUserId: session.impersonatorUserId,
  }
}

/** The business session a guarded route's handler runs for (set by the hook below). */
export function businessSessionOf(request: FastifyRequest): BusinessSession {
  if (!request.businessSession)
    throw new Error(`${request.routeOptions.url} declares no business requirement`)
  return request.businessSession
}

/** The company a guarded route's request acts in. */
export function companyOf(request: FastifyRequest): string {
  return businessSessionOf(request).business.companyId
}

/** Who the audit log names for a guarded route's change. */
export function actorOf(request: FastifyRequest): AuditActor {
  return auditActorOf(businessSessionOf(request))
}

/**
 * Every route with `config.business` is checked before its request is validated (so that a caller who
 * may not call it learns nothing of its schema) and before its handler runs: 401 without a session,
 * 403 PERMISSION_DENIED without the role or feature, 403 MISSING_TWO_FACTOR_AUTHENTICATION when a
 * second factor is due. Refusals are logged (ASVS 16.3.2) without the user's identifiers beyond ids.
 */
async function businessAccess(app: FastifyInstance) {
  app.decorateRequest('businessSession', null)
  app.addHook('preValidation', async (request) => {
    const requirement = request.routeOptions.config.business
    if (!requirement) return
    const session = await requireSession(app, request)
    try {
      request.businessSession = authorizeBusiness(session, requirement)
    } catch (error) {
      if (error instanceof HttpError) {
        request.log.warn(
          { userId: session.userId, route: request.routeOptions.url, code: error.code },
          'business call refused',
        )
      }
      throw error
    }
  })
}

export default fp(businessAccess, { name: 'business-access' })
