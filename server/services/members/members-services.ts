import type { ActiveSession } from '../../repositories/session.repository.ts'
import { createInvitationService, type InvitationService } from './invitation.service.ts'
import { createInvitationAcceptService, type InvitationAcceptService } from './invitation-accept.service.ts'
import { createMemberImportService, type MemberImportService } from './member-import.service.ts'
import { createMemberLifecycleService, type MemberLifecycleService } from './member-lifecycle.service.ts'
import type { MembersDeps } from './members-deps.ts'

export interface MembersServices {
  invitations: InvitationService
  accept: InvitationAcceptService
  lifecycle: MemberLifecycleService
  importer: MemberImportService
}

export function createMembersServices(
  deps: MembersDeps & { enterBusinessMode(session: ActiveSession): Promise<void> },
): MembersServices {
  return {
    invitations: createInvitationService(deps),
    accept: createInvitationAcceptService(deps),
    lifecycle: createMemberLifecycleService(deps),
    importer: createMemberImportService(deps),
  }
}
