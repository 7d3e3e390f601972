import { BookOnBehalfErrorCode } from '../../../shared/business/book-on-behalf-contract.ts'
import type {
  TActingForResponse,
  TArrangerSettings,
  TArrangerSettingsRequest,
  TSelectGuestRequest,
} from '../../../shared/business/book-on-behalf-schemas.ts'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import { auditActorOf, type BusinessSession } from '../../plugins/business-access.ts'
import { accountName } from '../../presenters/account-name.ts'
import { presentArranger } from '../../presenters/book-on-behalf.presenter.ts'
import type { BookOnBehalfRepository } from '../../repositories/book-on-behalf.repository.ts'
import type { PeopleSearchRepository } from '../../repositories/people-search.repository.ts'
import type { SessionRepository } from '../../repositories/session.repository.ts'
import type { TripViewer } from '../../repositories/trip-access.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import { searchCriteria } from '../people/people-search-criteria.ts'
import type { TripActor } from '../trips/trip-guards.ts'

/** Who acts: a member of a company with their role's permissions. */
export interface Arranger {
  companyId: string
  userId: string
  permissions: readonly string[]
}

export type Target = { email: string } | { userId: string }

export interface ActingForService {
  /** Select a member (kind member) or a guest; 404 alike for anyone not selectable, existing or not. */
  select(
    session: BusinessSession,
    target: TSelectGuestRequest,
    kind: 'member' | 'guest',
  ): Promise<TActingForResponse>
  unselect(session: BusinessSession): Promise<TActingForResponse>
  /** The search's own question: would travelersForTravelArranger list this person for this arranger? */
  mayActFor(arranger: Arranger, target: Target, kind?: 'member' | 'guest'): Promise<boolean>
  /** While acting for a traveller in business mode: the traveller whose trips saves go to. */
  tripsTraveler(actor: TripActor): Promise<TripViewer | null>
  /** Booking for the session's traveller needs the rule to hold still (a role or group may change). */
  requireStillActing(actor: TripActor): Promise<void>
  settings(session: BusinessSession): Promise<TArrangerSettings>
  saveSettings(session: BusinessSession, input: TArrangerSettingsRequest): Promise<TArrangerSettings>
  /** An admin's view and change of a member's arrangers (404 for anyone not an active member). */
  settingsOf(session: BusinessSession, travelerUserId: string): Promise<TArrangerSettings>
  saveSettingsOf(
    session: BusinessSession,
    travelerUserId: string,
    input: TArrangerSettingsRequest,
  ): Promise<TArrangerSettings>
}

const notSelectable = () =>
  new HttpError(404, BookOnBehalfErrorCode.TRAVELER_NOT_SELECTABLE, 'You cannot book for this person.')

/**
 * Who may act for whom (decision 056). One rule: the travelersForTravelArranger search's criteria,
 * asked about one person, so the search box lists exactly whom select accepts.
 */
export function createActingForService(deps: {
  repo: BookOnBehalfRepository
  people: Pick<PeopleSearchRepository, 'search'>
  audit: Pick<BusinessAuditService, 'record'>
  /** Sets a session's acting-for and evicts its group from every cache. */
  sessions: Pick<SessionRepository, 'setActingFor'>
}): ActingForService {
  const { repo } = deps

  /** The id of the person if this arranger may act for them, else null. */
  async function selectable(arranger: Arranger, target: Target, kind?: 'member' | 'guest') {
    const base = searchCriteria({ ...arranger, actingForUserId: null }, 'travelersForTravelArranger', '', {})
    const criteria = {
      ...base,
      ...('email' in target ? { exactEmail: target.email.trim() } : { exactUserId: target.userId }),
      ...(kind ? { guest: kind === 'guest' } : {}),
    }
    const [row] = await deps.people.search(criteria, { limit: 1, offset: 0 })
    return row?.userId ?? null
  }
  const mayActFor = async (arranger: Arranger, target: Target, kind?: 'member' | 'guest') =>
    (await selectable(arranger, target, kind)) !== null

  /** Sessions acting for this traveller whose arranger may no longer: back to themselves. */
  async function recheck(travelerUserId: string) {
    for (const s of await repo.sessionsActingFor(travelerUserId)) {
      if (await mayActFor(s, { userId: travelerUserId })) continue
      await deps.sessions.setActingFor(s, null)
    }
  }

  async function memberOf(session: BusinessSession, userId: string) {
    const member = await repo.activeMember(session.business.companyId, userId)
    if (!member)
      throw new HttpError(404, BookOnBehalfErrorCode.TRAVELER_NOT_SELECTABLE, 'No such traveller here.')
    return member
  }

  /** The traveller's arrangers and consent, set by themselves or an admin; audited, sessions rechecked. */
  async function save(session: BusinessSession, travelerUserId: string, input: TArrangerSettingsRequest) {
    const companyId = session.business.companyId
    const wanted = [...new Set(input.arrangerEmails.map((e) => e.trim().toLowerCase()))]
    const found = await repo.membersByEmail(companyId, wanted)
    // One answer for an address that is nobody and one that is not a member: no enumeration.
    if (found.length !== wanted.length || found.some((p) => p.id === travelerUserId))
      throw new HttpError(
        404,
        BookOnBehalfErrorCode.ARRANGER_UNKNOWN,
        'Name colleagues at your company, other than the traveller.',
      )
    const before = await settingsOf(travelerUserId)
    await repo.replaceSettings(
      companyId,
      travelerUserId,
      input.allowsArrangers,
      found.map((p) => p.id),
      session.userId,
    )
    await deps.audit.record(auditActorOf(session), {
      action: 'bookOnBehalf.settings.update',
      targetType: 'user',
      targetId: travelerUserId,
      details: {
        allowsArrangers: input.allowsArrangers,
        arrangers: found.map((p) => p.email).sort(),
        before: { allowsArrangers: before.allowsArrangers, arrangers: before.arrangers.map((a) => a.email) },
      },
    })
    await recheck(travelerUserId)
    return settingsOf(travelerUserId)
  }

  async function settingsOf(userId: string): Promise<TArrangerSettings> {
    return {
      allowsArrangers: await repo.allowsArrangers(userId),
      arrangers: (await repo.arrangersOf(userId)).map(presentArranger),
    }
  }

  async function answer(travelerUserId: string | null): Promise<TActingForResponse> {
    const p = travelerUserId ? await repo.person(travelerUserId) : null
    return {
      mode: p ? 'other' : 'self',
      traveler: p ? { id: p.id, email: p.email, accountName: accountName(p) } : null,
    }
  }

  return {
    mayActFor,
    async select(session, input, kind) {
      // Support staff act as the member they impersonate, never for a third person (decision 021).
      if (session.impersonatorUserId)
        throw new HttpError(
          403,
          BookOnBehalfErrorCode.IMPERSONATION_CANNOT_SELECT,
          'Support cannot book for others while impersonating.',
        )
      const arranger = {
        companyId: session.business.companyId,
        userId: session.userId,
        permissions: session.business.permissions,
      }
      const target: Target = 'email' in input ? { email: input.email } : { userId: input.guestId }
      const result = await selectable(arranger, target, kind)
      if (!result) throw notSelectable()
      await deps.sessions.setActingFor(session, result)
      const response = await answer(result)
      await deps.audit.record(auditActorOf(session), {
        action: kind === 'guest' ? 'bookOnBehalf.guest.select' : 'bookOnBehalf.traveler.select',
        targetType: 'user',
        targetId: result,
        targetLabel: response.traveler?.email,
      })
      return response
    },
    async unselect(session) {
      const was = session.actingForUserId
      if (was) {
        await deps.sessions.setActingFor(session, null)
        await deps.audit.record(auditActorOf(session), {
          action: 'bookOnBehalf.traveler.unselect',
          targetType: 'user',
          targetId: was,
        })
      }
      return answer(null)
    },
    async tripsTraveler(actor) {
      if (!actor.businessMode || !actor.business || !actor.actingForUserId) return null
      if (actor.actingForUserId === actor.userId) return null
      const arranger = { ...actor.business, userId: actor.userId }
      if (!(await mayActFor(arranger, { userId: actor.actingForUserId }))) return null
      const p = await repo.person(actor.actingForUserId)
      return p ? { userId: p.id, email: p.email, emailConfirmed: true } : null
    },
    settings: (session) => settingsOf(session.userId),
    saveSettings: (session, input) => save(session, session.userId, input),
    async requireStillActing(actor) {
      if (!actor.businessMode || !actor.business || !actor.actingForUserId) return
      if (actor.actingForUserId === actor.userId) return
      const arranger = { ...actor.business, userId: actor.userId }
      if (await mayActFor(arranger, { userId: actor.actingForUserId })) return
      throw new HttpError(
        403,
        TripsErrorCode.BOOKING_NOT_ALLOWED,
        'You can no longer book for this traveller. Switch back to booking for yourself.',
      )
    },
    async settingsOf(session, travelerUserId) {
      await memberOf(session, travelerUserId)
      return settingsOf(travelerUserId)
    },
    async saveSettingsOf(session, travelerUserId, input) {
      await memberOf(session, travelerUserId)
      return save(session, travelerUserId, input)
    },
  }
}
