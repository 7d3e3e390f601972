import { ErrorCode } from '../../../shared/errors.ts'
import {
  IMPERSONATION_TTL_MS,
  ImpersonationErrorCode,
} from '../../../shared/impersonation/impersonation-contract.ts'
import type { TStartImpersonationRequest } from '../../../shared/impersonation/impersonation-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { accountName } from '../../presenters/account-name.ts'
import type {
  AuditRow,
  ImpersonationRepository,
  OpenImpersonation,
} from '../../repositories/impersonation.repository.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'
import type { SupportStaffRepository } from '../../repositories/support-staff.repository.ts'
import type { UserRepository, UserRow } from '../../repositories/user.repository.ts'
import { hashSecret, newSecret, newSessionId } from '../session.service.ts'

export interface RequestMeta {
  ipAddress: string | null
  userAgent: string | null
}

export interface Person {
  userId: string
  name: string
  email: string
}

export interface ImpersonationView {
  supporter: Person
  target: Person
  reason: string
  startedAt: Date
  expiresAt: Date
}

/** The browser's new cookie after a start or an end: its secret and how long it may persist. */
export interface NewCookie {
  secret: string
  /** null: a browser-session cookie (always while impersonating: never sticky). */
  maxAgeSeconds: number | null
}

export interface EndOutcome {
  ended: boolean
  /** null when nothing was ended; `signedOut` when the supporter's own session was gone too. */
  cookie: NewCookie | 'signedOut' | null
}

export interface ImpersonationService {
  start(
    session: ActiveSession,
    groupSecret: string,
    input: TStartImpersonationRequest,
    meta: RequestMeta,
  ): Promise<{ impersonation: ImpersonationView; cookie: NewCookie }>
  /** This browser's impersonation; null for support staff who impersonate nobody; 403 for others. */
  current(session: ActiveSession): Promise<ImpersonationView | null>
  /** Ends this browser's impersonation, also one that expired, and returns to the supporter. */
  end(groupSecret: string | null, session: ActiveSession | null, meta: RequestMeta): Promise<EndOutcome>
  /** Sign-out ends the whole group: the trail still records that the impersonation ended. */
  recordSignOut(groupSecret: string | null, meta: RequestMeta): Promise<void>
  /** An impersonated session tried a route it may not use (plugins/impersonation-guard.ts). */
  recordRefusedAction(session: ActiveSession, route: string, meta: RequestMeta): Promise<void>
  auditTrail(session: ActiveSession, query: { limit: number; before?: Date }): Promise<AuditRow[]>
  /** Support staff only, with a proven second factor, never from an impersonated session. */
  requireStaff(session: ActiveSession): Promise<void>
}

export interface ImpersonationDeps {
  sessions: SessionRepository
  staff: Pick<SupportStaffRepository, 'isStaff'>
  audit: ImpersonationRepository
  users: Pick<UserRepository, 'findByEmail' | 'findById' | 'hasBusinessProfile'>
  now?: () => Date
}

const personOfUser = (u: UserRow): Person => ({
  userId: u.id,
  name: accountName({ firstName: u.first_name, lastName: u.last_name, email: u.email }),
  email: u.email,
})

export function createImpersonationService(deps: ImpersonationDeps): ImpersonationService {
  const { sessions, staff, audit, users } = deps
  const now = deps.now ?? (() => new Date())

  const fail = (status: number, code: string, description: string) => new HttpError(status, code, description)
  const notStaff = () => fail(403, ErrorCode.PERMISSION_DENIED, 'Only support staff can do this.')

  async function refuse(
    session: ActiveSession,
    error: HttpError,
    meta: RequestMeta,
    target: { userId?: string | null; email?: string | null; reason?: string | null } = {},
  ): Promise<never> {
    // The actor of an impersonated session is the supporter behind it.
    const actorIsSupporter = session.impersonatorUserId !== null
    await audit.append({
      event: 'start_refused',
      occurred_at: now(),
      supporter_user_id: actorIsSupporter ? session.impersonatorUserId : session.userId,
      supporter_email: actorIsSupporter ? null : session.email,
      supporter_session_id: session.sessionId,
      target_user_id: target.userId ?? null,
      target_email: target.email ?? null,
      reason: target.reason ?? null,
      detail: error.code,
      ip_address: meta.ipAddress,
      user_agent: meta.userAgent,
    })
    throw error
  }

  async function requireStaff(session: ActiveSession) {
    if (session.impersonatorUserId !== null) {
      throw fail(403, ErrorCode.PERMISSION_DENIED, 'An impersonated session cannot do this.')
    }
    if (!(await staff.isStaff(session.userId))) throw notStaff()
    if (!session.secondFactorAt) {
      throw fail(403, ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION, 'Verify with your second factor first.')
    }
  }

  return {
    requireStaff,

    async start(session, groupSecret, input, meta) {
      const asked = { email: input.email ?? null, userId: input.userId ?? null, reason: input.reason }
      if (session.impersonatorUserId !== null) {
        return refuse(
          session,
          fail(409, ImpersonationErrorCode.ALREADY_IMPERSONATING, 'End the current impersonation first.'),
          meta,
          asked,
        )
      }
      try {
        await requireStaff(session)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        return refuse(session, error, meta, asked)
      }
      const target = input.userId
        ? await users.findById(input.userId)
        : await users.findByEmail(input.email ?? '')
      if (!target) {
        return refuse(
          session,
          fail(
            404,
            ImpersonationErrorCode.IMPERSONATION_TARGET_NOT_FOUND,
            'No account has this e-mail or id.',
          ),
          meta,
          asked,
        )
      }
      const targetRef = { userId: target.id, email: target.email, reason: input.reason }
      const notAllowed = (why: string) =>
        refuse(
          session,
          fail(403, ImpersonationErrorCode.IMPERSONATION_TARGET_NOT_ALLOWED, why),
          meta,
          targetRef,
        )
      if (target.id === session.userId) return notAllowed('You cannot impersonate yourself.')
      // Support staff are never impersonated: one supporter could otherwise borrow another's powers.
      if (await staff.isStaff(target.id)) return notAllowed('Support staff cannot be impersonated.')
      if (target.disabled_at) return notAllowed('This account is disabled.')

      const at = now()
      const group = await sessions.findGroupBySecretHash(hashSecret(groupSecret), at)
      if (!group || group.id !== session.groupId)
        throw fail(401, ErrorCode.INVALID_SESSION, 'Sign in to continue.')
      const expiresAt = new Date(Math.min(at.getTime() + IMPERSONATION_TTL_MS, group.expires_at.getTime()))
      const sessionId = newSessionId()
      // Written first: if a later step fails, the trail over-reports an attempt rather than missing one.
      await audit.append({
        event: 'start',
        occurred_at: at,
        supporter_user_id: session.userId,
        supporter_email: session.email,
        target_user_id: target.id,
        target_email: target.email,
        session_id: sessionId,
        supporter_session_id: session.sessionId,
        reason: input.reason,
        expires_at: expiresAt,
        ip_address: meta.ipAddress,
        user_agent: meta.userAgent,
      })
      await sessions.createSession({
        id: sessionId,
        group_id: group.id,
        user_id: target.id,
        business_mode: !target.has_personal_account && (await users.hasBusinessProfile(target.id)),
        active: false,
        sticky: false,
        // The supporter proved the supporter's factors, not the customer's: admin routes stay shut.
        second_factor_at: null,
        impersonator_user_id: session.userId,
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        ip_address: meta.ipAddress,
        created_at: at,
        last_seen_at: at,
        // Never a recent password proof: re-authentication windows stay closed.
        authenticated_at: new Date(0),
      })
      await sessions.activate(group.id, sessionId, null, at)
      const secret = newSecret()
      await sessions.rotateSecret(group.id, hashSecret(secret), group.expires_at)
      return {
        impersonation: {
          supporter: {
            userId: session.userId,
            name: accountName(session),
            email: session.email,
          },
          target: personOfUser(target),
          reason: input.reason,
          startedAt: at,
          expiresAt,
        },
        cookie: { secret, maxAgeSeconds: null },
      }
    },

    async current(session) {
      if (session.impersonatorUserId === null) {
        await requireStaff(session)
        return null
      }
      const target = {
        userId: session.userId,
        name: accountName(session),
        email: session.email,
      }
      const record = await audit.findStart(session.sessionId)
      if (record) {
        return {
          supporter: {
            userId: record.supporterUserId,
            name: record.supporterName,
            email: record.supporterEmail,
          },
          target,
          reason: record.reason,
          startedAt: record.startedAt,
          expiresAt: session.expiresAt,
        }
      }
      // Only a session marked outside this service lacks its start row: say what the session knows.
      return {
        supporter: { userId: session.impersonatorUserId, name: session.impersonatorName ?? '', email: '' },
        target,
        reason: '',
        startedAt: session.lastSeenAt,
        expiresAt: session.expiresAt,
      }
    },

    async end(groupSecret, session, meta) {
      const at = now()
      const group = groupSecret ? await sessions.findGroupBySecretHash(hashSecret(groupSecret), at) : null
      const open = group ? await audit.openInGroup(group.id) : []
      if (!group || open.length === 0) {
        if (!session) throw fail(401, ErrorCode.INVALID_SESSION, 'Sign in to continue.')
        await requireStaff(session)
        return { ended: false, cookie: null }
      }
      await endSessions(deps, open, at, 'ended', meta)
      const own = open.find((o) => o.supporterSessionId)
      const back = own?.supporterSessionId
        ? await sessions.activate(group.id, own.supporterSessionId, null, at)
        : false
      if (!back) {
        // The supporter's own session ended meanwhile: nobody is left to return to.
        await sessions.revokeGroup(group.id, at)
        return { ended: true, cookie: 'signedOut' }
      }
      const secret = newSecret()
      await sessions.rotateSecret(group.id, hashSecret(secret), group.expires_at)
      const maxAgeSeconds = own?.supporterSticky
        ? Math.floor((group.expires_at.getTime() - at.getTime()) / 1000)
        : null
      return { ended: true, cookie: { secret, maxAgeSeconds } }
    },

    async recordSignOut(groupSecret, meta) {
      if (!groupSecret) return
      const at = now()
      const group = await sessions.findGroupBySecretHash(hashSecret(groupSecret), at)
      if (!group) return
      const open = await audit.openInGroup(group.id)
      await endSessions(deps, open, at, 'signout', meta)
    },

    async recordRefusedAction(session, route, meta) {
      await audit.append({
        event: 'action_refused',
        occurred_at: now(),
        supporter_user_id: session.impersonatorUserId,
        target_user_id: session.userId,
        target_email: session.email,
        session_id: session.sessionId,
        detail: route.slice(0, 300),
        ip_address: meta.ipAddress,
        user_agent: meta.userAgent,
      })
    },

    async auditTrail(session, query) {
      await requireStaff(session)
      return audit.list(query)
    },
  }
}

/**
 * Revokes open impersonated sessions and records their end: `cause` unless they had expired already.
 * Returns how many there were.
 */
export async function endSessions(
  deps: Pick<ImpersonationDeps, 'sessions' | 'audit'>,
  open: OpenImpersonation[],
  at: Date,
  cause: string,
  meta: RequestMeta = { ipAddress: null, userAgent: null },
): Promise<number> {
  for (const o of open) {
    await deps.sessions.revokeSessionOfUser(o.targetUserId, o.sessionId, at)
    await deps.audit.append({
      event: 'end',
      occurred_at: at,
      supporter_user_id: o.supporterUserId,
      supporter_email: o.supporterEmail,
      target_user_id: o.targetUserId,
      target_email: o.targetEmail,
      session_id: o.sessionId,
      supporter_session_id: o.supporterSessionId,
      reason: o.reason,
      expires_at: o.expiresAt,
      detail: o.expiresAt <= at ? 'expired' : cause,
      ip_address: meta.ipAddress,
      user_agent: meta.userAgent,
    })
  }
  return open.length
}
