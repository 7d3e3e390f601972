import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { InvitationRepository } from '../../repositories/invitation.repository.ts'
import type { MembersRepository } from '../../repositories/members.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'

export interface MembersDeps {
  invitations: InvitationRepository
  members: MembersRepository
  /** Changes that go together: members, invitations, sessions and audit entries in one transaction. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  mail: Pick<MailDispatcher, 'dispatch'>
  evictions: Pick<SessionEvictions, 'publish'>
  now?: () => Date
}

/** The member acting in the hub: who the audit log names, and what their role allows. */
export interface HubActor extends AuditActor {
  permissions: readonly string[]
}

/** Where links in mails point and how they speak (the request's site and brand). */
export interface MailContext {
  origin: string
  language: string
  brandName: string
}
