import {
  INVITATION_HUB_PATH,
  INVITATION_LINK_PARAM,
  MembersErrorCode,
} from '../../../shared/business/members-contract.ts'
import type { TInvitationList } from '../../../shared/business/members-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { presentInvitation } from '../../presenters/invitation.presenter.ts'
import type { InvitationRow } from '../../repositories/invitation.repository.ts'
import type { CompanyRole } from '../../repositories/members.repository.ts'
import {
  insideDomains,
  invitationExpiry,
  isGuestRole,
  mayGrant,
  maySponsor,
  newInvitationSecret,
  validGuestEnd,
} from './member-rules.ts'
import type { HubActor, MailContext, MembersDeps } from './members-deps.ts'
import { guestEndInvalid, invitationNotFound, sponsorInvalid } from './members-errors.ts'

export interface InviteInput {
  emails: string[]
  roleId: string
  guest?: { sponsorUserId?: string | undefined; accessEndsAt: Date } | undefined
}

export interface InvitationService {
  invite(actor: HubActor, input: InviteInput, ctx: MailContext): Promise<{ invited: string[] }>
  list(actor: HubActor): Promise<TInvitationList>
  resend(actor: HubActor, id: string, ctx: MailContext): Promise<void>
  revoke(actor: HubActor, id: string): Promise<void>
}

const bad = (code: string, description: string) => new HttpError(400, code, description)

/** The link in the mail: the secret rides in the fragment, which browsers never send to a server. */
export function invitationLink(origin: string, secret: string): string {
  return `${origin}${INVITATION_HUB_PATH}#${INVITATION_LINK_PARAM}=${secret}`
}

export function createInvitationService(deps: MembersDeps): InvitationService {
  const now = deps.now ?? (() => new Date())

  /** Someone holding only USER_GUEST_INVITE deals with guest invitations only. */
  const mayHandle = (actor: HubActor, guest: boolean) =>
    actor.permissions.includes('USER_INVITE') || (guest && actor.permissions.includes('USER_GUEST_INVITE'))

  function mailInvitation(
    actor: HubActor,
    email: string,
    secret: string,
    companyName: string,
    ctx: MailContext,
  ) {
    deps.mail.dispatch({
      to: email,
      language: ctx.language,
      brandName: ctx.brandName,
      message: {
        kind: 'business_invitation',
        link: invitationLink(ctx.origin, secret),
        companyName,
        inviter: actor.email,
      },
    })
  }

  /** A sponsor answers for a guest: an active member of the company who is not a guest. */
  async function checkSponsor(companyId: string, sponsorUserId: string) {
    const sponsor = await deps.members.member(companyId, sponsorUserId)
    if (!maySponsor(sponsor)) throw sponsorInvalid()
  }

  async function openOf(actor: HubActor, id: string): Promise<InvitationRow> {
    const row = await deps.invitations.findOpen(actor.companyId, id)
    // Another company's id reads exactly like one that does not exist.
    if (!row) throw invitationNotFound()
    if (!mayHandle(actor, row.guest))
      throw new HttpError(403, ErrorCode.PERMISSION_DENIED, 'You may only handle guest invitations.')
    return row
  }

  return {
    async invite(actor, input, ctx) {
      const at = now()
      const company = await deps.members.company(actor.companyId)
      if (!company) throw notFound('The company')
      const role = (await deps.members.roles(actor.companyId)).find((r: CompanyRole) => r.id === input.roleId)
      if (!role) throw bad(MembersErrorCode.ROLE_NOT_FOUND, 'The role is not one of the company.')
      if (!mayGrant(actor.permissions, role))
        throw new HttpError(
          403,
          MembersErrorCode.ROLE_NOT_ALLOWED,
          'You may not give a role with more rights than yours.',
        )
      const emails = [...new Set(input.emails)]
      const outside = emails.filter((e) => !insideDomains(e, company.emailDomains))
      if (outside.length && !isGuestRole(role))
        throw bad(
          MembersErrorCode.GUEST_ONLY_OUTSIDE_DOMAINS,
          `Outside the company's domains, people join as guests: ${outside.slice(0, 3).join(', ')}.`,
        )
      const guest = isGuestRole(role)
      if (!mayHandle(actor, guest))
        throw new HttpError(403, ErrorCode.PERMISSION_DENIED, 'Your role may invite guests only.')
      let sponsorUserId: string | null = null
      let accessEndsAt: Date | null = null
      if (guest) {
        if (!input.guest) throw bad(MembersErrorCode.GUEST_END_REQUIRED, 'A guest needs an end of access.')
        if (!validGuestEnd(input.guest.accessEndsAt, at)) throw guestEndInvalid()
        sponsorUserId = input.guest.sponsorUserId ?? actor.userId
        await checkSponsor(actor.companyId, sponsorUserId)
        accessEndsAt = input.guest.accessEndsAt
      }
      // Members already in the company get nothing new, but the inviter's answer is the same.
      const members = new Set(
        (await deps.members.membersByEmail(actor.companyId, emails)).map((m) => m.email.toLowerCase()),
      )
      const fresh = emails.filter((e) => !members.has(e))
      const sent = await deps.data.transaction(async (tx) => {
        const out: { email: string; secret: string }[] = []
        const invitations = tx.invitations
        for (const email of fresh) {
          const { secret, hash } = newInvitationSecret()
          const row = await invitations.upsertOpen({
            companyId: actor.companyId,
            email,
            roleId: role.id,
            tokenHash: hash,
            invitedByUserId: actor.userId,
            guest,
            sponsorUserId,
            accessEndsAt,
            expiresAt: invitationExpiry(at),
          })
          await deps.audit.record(
            actor,
            {
              action: 'user.invitation.create',
              targetType: 'invitation',
              targetId: row.id,
              targetLabel: email,
              details: { role: role.name, guest, accessEndsAt: accessEndsAt?.toISOString() ?? null },
            },
            tx,
          )
          out.push({ email, secret })
        }
        return out
      })
      for (const s of sent) mailInvitation(actor, s.email, s.secret, company.name, ctx)
      return { invited: emails }
    },

    async list(actor) {
      const [rows, roles, company] = await Promise.all([
        deps.invitations.listOpen(actor.companyId),
        deps.members.roles(actor.companyId),
        deps.members.company(actor.companyId),
      ])
      const guestsOnly = !actor.permissions.includes('USER_INVITE')
      const at = now()
      return {
        invitations: rows.filter((r) => mayHandle(actor, r.guest)).map((r) => presentInvitation(r, at)),
        roles: roles
          .filter((r) => mayGrant(actor.permissions, r) && (!guestsOnly || isGuestRole(r)))
          .map((r) => ({ id: r.id, name: r.name, guest: isGuestRole(r) })),
        domains: company?.emailDomains ?? [],
      }
    },

    async resend(actor, id, ctx) {
      const row = await openOf(actor, id)
      const company = await deps.members.company(actor.companyId)
      const { secret, hash } = newInvitationSecret()
      const at = now()
      await deps.data.transaction(async (tx) => {
        await tx.invitations.renew(actor.companyId, row.id, hash, invitationExpiry(at), at)
        await deps.audit.record(
          actor,
          {
            action: 'user.invitation.resend',
            targetType: 'invitation',
            targetId: row.id,
            targetLabel: row.email,
          },
          tx,
        )
      })
      mailInvitation(actor, row.email, secret, company?.name ?? '', ctx)
    },

    async revoke(actor, id) {
      const row = await openOf(actor, id)
      await deps.data.transaction(async (tx) => {
        await tx.invitations.revoke(actor.companyId, row.id, now())
        await deps.audit.record(
          actor,
          {
            action: 'user.invitation.revoke',
            targetType: 'invitation',
            targetId: row.id,
            targetLabel: row.email,
          },
          tx,
        )
      })
    },
  }
}
