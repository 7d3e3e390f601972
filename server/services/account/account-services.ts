import type { TTravelerConfig } from '../../../shared/account/account-contract.ts'
import type { AppConfig } from '../../config.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Data } from '../../repositories/data.ts'
import type { SessionRepository } from '../../repositories/session.repository.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { type AccountSessionsService, createAccountSessionsService } from './account-sessions.service.ts'
import { createEmailChangeService, type EmailChangeService } from './email-change.service.ts'
import { createPasswordChangeService, type PasswordChangeService } from './password-change.service.ts'
import { createProfileService, type ProfileService } from './profile.service.ts'
import { createReauthService, type ReauthService } from './reauth.service.ts'
import { createTravelerService, type TravelerService } from './traveler.service.ts'

export interface AccountServices {
  travelers: TravelerService
  profile: ProfileService
  reauth: ReauthService
  passwordChange: PasswordChangeService
  emailChange: EmailChangeService
  sessions: AccountSessionsService
}

export interface AccountServiceOptions {
  mailer?: Mailer
  travelerConfig?: TTravelerConfig
  reportError?: (error: unknown, context: Record<string, unknown>) => void
  now?: () => Date
  /** Cached sessions carry names and e-mails: changes to them evict the user's. */
  evictions?: Pick<SessionEvictions, 'publish'>
  /** Ends sessions: the app's session repository, which evicts them from every cache. */
  revoke: Pick<SessionRepository, 'revokeSessionOfUser' | 'revokeUserSessions' | 'markAuthenticated'>
}

/** The account page's services over their repositories; wire as `account: createAccountServices(...)`. */
export function createAccountServices(
  data: Pick<Data, 'accountSessions' | 'accountUsers' | 'emailChanges' | 'travelers' | 'users'>,
  config: Pick<AppConfig, 'secret' | 'publicOrigin'>,
  options: AccountServiceOptions,
): AccountServices {
  const { mailer, reportError, now } = options
  /** `write`, then the user's cached sessions evicted: they carry what it changed. */
  const evictingAfter =
    <A extends [userId: string, ...rest: unknown[]], T>(write: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const result = await write(...args)
      await options.evictions?.publish({ userId: args[0] })
      return result
    }
  const sessions = data.accountSessions
  const reauthenticated = {
    authenticatedAt: sessions.authenticatedAt,
    markAuthenticated: options.revoke.markAuthenticated,
  }
  const users = { ...data.accountUsers, updateProfile: evictingAfter(data.accountUsers.updateProfile) }
  const emailChanges = { ...data.emailChanges, confirm: evictingAfter(data.emailChanges.confirm) }
  return {
    travelers: createTravelerService(data.travelers, { config: options.travelerConfig, now }),
    profile: createProfileService(users, now),
    reauth: createReauthService({ sessions: reauthenticated, users, now }),
    passwordChange: createPasswordChangeService({
      sessions: reauthenticated,
      revoke: options.revoke,
      users,
      passwords: data.users,
      mailer,
      reportError,
      now,
    }),
    emailChange: createEmailChangeService({
      emailChanges,
      sessions,
      users,
      secret: config.secret,
      publicOrigin: config.publicOrigin,
      mailer,
      reportError,
      now,
    }),
    sessions: createAccountSessionsService(sessions, options.revoke, now),
  }
}
