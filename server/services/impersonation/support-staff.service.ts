import type { ImpersonationRepository } from '../../repositories/impersonation.repository.ts'
import type { SessionRepository } from '../../repositories/session.repository.ts'
import type {
  SupportStaffMember,
  SupportStaffRepository,
} from '../../repositories/support-staff.repository.ts'
import type { UserRepository } from '../../repositories/user.repository.ts'
import { endSessions } from './impersonation.service.ts'

export class SupportStaffError extends Error {
  override readonly name = 'SupportStaffError'
}

/** The operator's grants (npm run support-staff): the only way anyone becomes support staff. */
export interface SupportStaffService {
  grant(email: string, by: string, note: string | null): Promise<'granted' | 'already'>
  /** Also ends every impersonation the supporter still has open, in any browser. */
  revoke(email: string, by: string): Promise<{ revoked: boolean; endedImpersonations: number }>
  list(): Promise<SupportStaffMember[]>
}

export function createSupportStaffService(deps: {
  staff: SupportStaffRepository
  users: Pick<UserRepository, 'findByEmail'>
  audit: ImpersonationRepository
  sessions: SessionRepository
  now?: () => Date
}): SupportStaffService {
  const now = deps.now ?? (() => new Date())
  const userOf = async (email: string) => {
    const user = await deps.users.findByEmail(email.trim())
    if (!user) throw new SupportStaffError(`no account has the e-mail ${email}`)
    return user
  }
  const operator = (by: string) => {
    const who = by.trim()
    if (!who) throw new SupportStaffError('say who grants or revokes (--by)')
    return who.slice(0, 200)
  }
  return {
    async grant(email, by, note) {
      const who = operator(by)
      const user = await userOf(email)
      if (user.disabled_at) throw new SupportStaffError(`${email} is disabled`)
      const at = now()
      if (!(await deps.staff.grant(user.id, who, note, at))) return 'already'
      await deps.audit.append({
        event: 'staff_granted',
        occurred_at: at,
        supporter_user_id: user.id,
        supporter_email: user.email,
        reason: note,
        detail: `by ${who}`,
      })
      return 'granted'
    },
    async revoke(email, by) {
      const who = operator(by)
      const user = await userOf(email)
      const at = now()
      const revoked = await deps.staff.revoke(user.id)
      if (revoked) {
        await deps.audit.append({
          event: 'staff_revoked',
          occurred_at: at,
          supporter_user_id: user.id,
          supporter_email: user.email,
          detail: `by ${who}`,
        })
      }
      const open = await deps.audit.openBySupporter(user.id)
      const endedImpersonations = await endSessions(deps, open, at, 'staff_revoked')
      return { revoked, endedImpersonations }
    },
    list: () => deps.staff.list(),
  }
}
