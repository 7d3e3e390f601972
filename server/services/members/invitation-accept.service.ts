import { MembersErrorCode } from '../../../shared/business/members-contract.ts'
import type { TInvitationPreview, TMyInvitations } from '../../../shared/business/members-schemas.ts'
import { forbidden, HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { IncomingInvitation, InvitationRepository } from '../../repositories/invitation.repository.ts'
import type { MembersRepository } from '../../repositories/members.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import { directoryIndex, directoryLink } from './import-directory.ts'
import { hashInvitationSecret } from './member-rules.ts'
import { invitationNotFound } from './members-errors.ts'

export interface InvitationAcceptDeps {
  invitations: InvitationRepository
  members: MembersRepository
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  /** Puts the session in business mode once it belongs to the company. */
  enterBusinessMode(session: ActiveSession): Promise<void>
  now?: () => Date
}

/** The invitee's side: the invitation hub lists, previews and accepts invitations. */
export interface InvitationAcceptService {
  mine(session: ActiveSession): Promise<TMyInvitations>
  preview(token: string): Promise<TInvitationPreview>
  accept(session: ActiveSession, by: { id: string } | { token: string }): Promise<{ companyName: string }>
  /** Closes one of the account's own invitations without joining (decision 052). */
  decline(session: ActiveSession, id: string): Promise<void>
}

const notAsCustomer = () => forbidden('Not while acting as a customer.')

export function createInvitationAcceptService(deps: InvitationAcceptDeps): InvitationAcceptService {
  const now = deps.now ?? (() => new Date())

  async function find(
    session: ActiveSession,
    by: { id: string } | { token: string },
  ): Promise<IncomingInvitation> {
    if ('id' in by) {
      // By id only what the hub listed: the account's own confirmed e-mail. Anything else is unknown.
      const row = await deps.invitations.findIncomingById(by.id)
      if (!row || row.email !== session.email.toLowerCase()) throw invitationNotFound()
      if (!session.emailConfirmed)
        throw new HttpError(403, MembersErrorCode.EMAIL_NOT_CONFIRMED, 'Confirm your e-mail address first.')
      return row
    }
    // The link's holder read the mail, but the link alone never signs anyone in nor joins another account.
    const row = await deps.invitations.findIncomingByTokenHash(hashInvitationSecret(by.token))
    if (!row) throw invitationNotFound()
    if (row.email !== session.email.toLowerCase())
      throw new HttpError(
        403,
        MembersErrorCode.INVITATION_EMAIL_MISMATCH,
        'This invitation is for another e-mail address: sign in with that one.',
      )
    return row
  }

  return {
    async mine(session) {
      const memberElsewhere = (await deps.members.companyOfUser(session.userId)) !== null
      const rows = session.emailConfirmed ? await deps.invitations.incoming(session.email, now()) : []
      return {
        memberElsewhere,
        invitations: rows.map((r) => ({
          id: r.id,
          companyName: r.companyName,
          roleName: r.roleName,
          guest: r.guest,
          invitedBy: r.invitedByEmail,
          expiresAt: r.expires_at.toISOString(),
        })),
      }
    },

    async preview(token) {
      const row = await deps.invitations.findIncomingByTokenHash(hashInvitationSecret(token))
      if (!row) throw invitationNotFound()
      return { companyName: row.companyName, email: row.email, expired: row.expires_at <= now() }
    },

    async decline(session, id) {
      if (session.impersonatorUserId) throw notAsCustomer()
      const found = await find(session, { id })
      await deps.data.transaction(async (tx) => {
        const invitations = tx.invitations
        const open = await invitations.lockOpen(found.id)
        if (!open) throw invitationNotFound()
        await invitations.revoke(open.company_id, open.id, now())
        await deps.audit.record(
          {
            companyId: open.company_id,
            userId: session.userId,
            email: session.email,
            impersonatorUserId: null,
          },
          {
            action: 'user.invitation.decline',
            targetType: 'invitation',
            targetId: open.id,
            targetLabel: session.email,
            details: { role: found.roleName, guest: open.guest },
          },
          tx,
        )
      })
    },

    async accept(session, by) {
      // Support staff acting as a customer never join companies in their name (decision 021).
      if (session.impersonatorUserId) throw notAsCustomer()
      const found = await find(session, by)
      const at = now()
      if (found.expires_at <= at)
        throw new HttpError(
          400,
          MembersErrorCode.INVITATION_EXPIRED,
          'This invitation has expired: ask for a new one.',
        )
      const taken = () =>
        new HttpError(
          409,
          MembersErrorCode.ALREADY_IN_A_COMPANY,
          'Your account already belongs to a company; an account can belong to one company only.',
        )
      if ((await deps.members.companyOfUser(session.userId)) !== null) throw taken()
      await deps.data.transaction(async (tx) => {
        const repo = tx.members
        const invitations = tx.invitations
        const open = await invitations.lockOpen(found.id)
        if (!open) throw invitationNotFound()
        if ((await repo.companyOfUser(session.userId)) !== null) throw taken()
        const profileId = await repo.createProfile({
          userId: session.userId,
          companyId: open.company_id,
          roleId: open.role_id,
          sponsorUserId: open.guest ? open.sponsor_user_id : null,
          accessEndsAt: open.guest ? open.access_ends_at : null,
          addedByUserId: open.invited_by_user_id,
        })
        if (!profileId) throw taken()
        const details = open.details as Record<string, unknown>
        if (Object.keys(details).length) {
          const saved = detailsOf(details)
          await repo.saveDetails(profileId, saved)
          // Names the import checked; one renamed or deleted since links nothing rather than failing.
          const { link } = directoryLink(saved, directoryIndex(await repo.directory(open.company_id)))
          await repo.linkDirectory(profileId, link)
        }
        await invitations.markAccepted(open.id, session.userId, at)
        await deps.audit.record(
          {
            companyId: open.company_id,
            userId: session.userId,
            email: session.email,
            impersonatorUserId: null,
          },
          {
            action: 'user.invitation.accept',
            targetType: 'member',
            targetId: session.userId,
            targetLabel: session.email,
            details: { invitationId: open.id, role: found.roleName, guest: open.guest },
          },
          tx,
        )
      })
      await deps.enterBusinessMode(session)
      return { companyName: found.companyName }
    },
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/** The import's directory fields kept on the invitation, as the member's details. */
export function detailsOf(d: Record<string, unknown>) {
  return {
    employeeId: text(d.employeeId),
    department: text(d.department),
    costCenter: text(d.costCenter),
    managerEmail: text(d.managerEmail),
    office: text(d.office),
    groups: Array.isArray(d.groups) ? d.groups.filter((g): g is string => typeof g === 'string') : [],
  }
}
