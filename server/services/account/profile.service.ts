import type { TProfileUpdateRequest } from '../../../shared/account/account-schemas.ts'
import { sessionGone } from '../../http-error.ts'
import type { AccountUserRepository, AccountUserRow } from '../../repositories/account-user.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'

export interface ProfileService {
  read(session: ActiveSession): Promise<AccountUserRow>
  /** Names and the mailing opt-in only: the e-mail has its own confirmed flow, roles their admins. */
  update(session: ActiveSession, fields: TProfileUpdateRequest): Promise<AccountUserRow>
}

export function createProfileService(
  users: Pick<AccountUserRepository, 'find' | 'updateProfile'>,
  now: () => Date = () => new Date(),
): ProfileService {
  return {
    async read(session) {
      const row = await users.find(session.userId)
      if (!row) throw sessionGone()
      return row
    },
    async update(session, { firstName, lastName, optIn }) {
      const row = await users.updateProfile(session.userId, { firstName, lastName, optIn }, now())
      if (!row) throw sessionGone()
      return row
    },
  }
}
