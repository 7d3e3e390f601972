import { MembersErrorCode } from '../../../shared/business/members-contract.ts'
import type { TMemberState } from '../../../shared/business/members-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'
import { isUuid } from '../../repositories/ids.ts'
import type { MemberRecord, MembersRepository } from '../../repositories/members.repository.ts'
import { isActiveAdmin, isGuestMember, maySponsor, validGuestEnd } from './member-rules.ts'
import type { HubActor, MembersDeps } from './members-deps.ts'
import { guestEndInvalid, sponsorInvalid } from './members-errors.ts'

export interface MemberLifecycleService {
  deactivate(actor: HubActor, userId: string): Promise<TMemberState>
  reactivate(actor: HubActor, userId: string): Promise<TMemberState>
  removeGuest(actor: HubActor, userId: string): Promise<void>
  updateGuest(
    actor: HubActor,
    userId: string,
    terms: { sponsorUserId?: string | undefined; sponsorEmail?: string | undefined; accessEndsAt: Date },
  ): Promise<TMemberState>
}

export function stateOf(m: MemberRecord): TMemberState {
  return {
    userId: m.userId,
    email: m.email,
    deactivated: m.deactivatedAt !== null,
    sponsorUserId: m.sponsorUserId,
    accessEndsAt: m.accessEndsAt?.toISOString() ?? null,
  }
}

const memberNotFound = () => new HttpError(404, MembersErrorCode.MEMBER_NOT_FOUND, 'No such member.')

export function createMemberLifecycleService(deps: MembersDeps): MemberLifecycleService {
  const now = deps.now ?? (() => new Date())

  /** The member, read again under the company's lock so that two admins cannot race the rules. */
  async function lockedMember(repo: MembersRepository, actor: HubActor, userId: string) {
    await repo.lockCompany(actor.companyId)
    const member = await repo.member(actor.companyId, userId)
    // Another company's member reads exactly like nobody.
    if (!member) throw memberNotFound()
    return member
  }

  function notSelf(actor: HubActor, userId: string) {
    if (actor.userId === userId)
      throw new HttpError(400, MembersErrorCode.CANNOT_CHANGE_SELF, 'You cannot do this to your own account.')
  }

  async function guestOf(repo: MembersRepository, actor: HubActor, userId: string) {
    const member = await lockedMember(repo, actor, userId)
    if (!isGuestMember(member))
      throw new HttpError(400, MembersErrorCode.NOT_A_GUEST, 'This member is not a guest.')
    return member
  }

  async function checkSponsor(
    repo: MembersRepository,
    actor: HubActor,
    sponsorUserId: string,
    guestId: string,
  ) {
    const sponsor = isUuid(sponsorUserId) ? await repo.member(actor.companyId, sponsorUserId) : null
    if (!maySponsor(sponsor) || sponsorUserId === guestId) throw sponsorInvalid()
  }

  return {
    async deactivate(actor, userId) {
      notSelf(actor, userId)
      const at = now()
      const state = await deps.data.transaction(async (tx) => {
        const repo = tx.members
        const member = await lockedMember(repo, actor, userId)
        if (member.deactivatedAt) return stateOf(member)
        if (isActiveAdmin(member, at) && (await repo.countActiveAdmins(actor.companyId, at, [userId])) === 0)
          throw new HttpError(
            409,
            MembersErrorCode.LAST_ADMIN,
            'The company needs at least one active admin.',
          )
        await repo.setDeactivated(member.profileId, at)
        // Deactivation ends their business sessions at once (decision 037); personal ones stay.
        const ended = await tx.sessions.revokeBusinessSessions(userId, at)
        await deps.audit.record(
          actor,
          {
            action: 'user.member.deactivate',
            targetType: 'member',
            targetId: userId,
            targetLabel: member.email,
            details: { sessionsEnded: ended },
          },
          tx,
        )
        return stateOf({ ...member, deactivatedAt: at })
      })
      await deps.evictions.publish({ userId })
      return state
    },

    async reactivate(actor, userId) {
      notSelf(actor, userId)
      const state = await deps.data.transaction(async (tx) => {
        const repo = tx.members
        const member = await lockedMember(repo, actor, userId)
        if (!member.deactivatedAt) return stateOf(member)
        await repo.setDeactivated(member.profileId, null)
        await deps.audit.record(
          actor,
          {
            action: 'user.member.reactivate',
            targetType: 'member',
            targetId: userId,
            targetLabel: member.email,
          },
          tx,
        )
        return stateOf({ ...member, deactivatedAt: null })
      })
      await deps.evictions.publish({ userId })
      return state
    },

    async removeGuest(actor, userId) {
      notSelf(actor, userId)
      await deps.data.transaction(async (tx) => {
        const repo = tx.members
        const guest = await guestOf(repo, actor, userId)
        // USER_GUEST_DELETE alone covers the guests one sponsors.
        if (!actor.permissions.includes('USER_GUEST_DELETE_FOR_ALL') && guest.sponsorUserId !== actor.userId)
          throw new HttpError(403, ErrorCode.PERMISSION_DENIED, 'You may remove only the guests you sponsor.')
        await tx.sessions.revokeBusinessSessions(userId, now())
        await repo.removeProfile(guest.profileId)
        await deps.audit.record(
          actor,
          {
            action: 'user.guest.remove',
            targetType: 'member',
            targetId: userId,
            targetLabel: guest.email,
            details: { sponsorUserId: guest.sponsorUserId },
          },
          tx,
        )
      })
      await deps.evictions.publish({ userId })
    },

    async updateGuest(actor, userId, terms) {
      const at = now()
      if (!validGuestEnd(terms.accessEndsAt, at)) throw guestEndInvalid()
      const state = await deps.data.transaction(async (tx) => {
        const repo = tx.members
        const guest = await guestOf(repo, actor, userId)
        const sponsorUserId =
          terms.sponsorUserId ??
          (await repo.membersByEmail(actor.companyId, [terms.sponsorEmail ?? '']))[0]?.userId ??
          ''
        await checkSponsor(repo, actor, sponsorUserId, userId)
        await repo.setGuestTerms(guest.profileId, sponsorUserId, terms.accessEndsAt)
        await deps.audit.record(
          actor,
          {
            action: 'user.guest.update',
            targetType: 'member',
            targetId: userId,
            targetLabel: guest.email,
            details: {
              from: {
                sponsorUserId: guest.sponsorUserId,
                accessEndsAt: guest.accessEndsAt?.toISOString() ?? null,
              },
              to: { sponsorUserId, accessEndsAt: terms.accessEndsAt.toISOString() },
            },
          },
          tx,
        )
        return stateOf({ ...guest, sponsorUserId, accessEndsAt: terms.accessEndsAt })
      })
      await deps.evictions.publish({ userId })
      return state
    },
  }
}
