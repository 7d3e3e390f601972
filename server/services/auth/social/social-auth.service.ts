import { AuthErrorCode, DEFAULT_AUTH_CONFIG } from '../../../../shared/auth/auth-contract.ts'
import { SocialErrorCode, type TSocialProvider } from '../../../../shared/social/social-contract.ts'
import type { AccountSessionRepository } from '../../../repositories/account-session.repository.ts'
import type { ActiveSession } from '../../../repositories/session.repository.ts'
import type {
  LinkOutcome,
  SocialIdentityRepository,
  SocialIdentityRow,
} from '../../../repositories/social-identity.repository.ts'
import type { UserRepository, UserRow } from '../../../repositories/user.repository.ts'
import { refuseImpersonation, requireRecentAuth } from '../../account/account-guards.ts'
import { accountDisabled, accountLocked, authError } from '../auth-errors.ts'
import { termsAcceptance } from '../terms-acceptance.ts'
import { socialError } from './social-errors.ts'
import type { SocialIdentity } from './social-types.ts'

export interface SocialLoginInput {
  /** The spec's confirm: 1 the visitor confirmed creating an account, 0 sign in only. */
  confirm: 0 | 1
  consent: boolean
  optIn: boolean
  language: string
}

/** What a social login comes to (spec section 4's statuses follow from it). */
export type SocialLoginOutcome =
  | { kind: 'signedIn'; user: UserRow; registered: boolean }
  /** No account has this identity: ask the visitor to confirm creating one (confirm status REGISTER). */
  | { kind: 'confirmRegister' }
  /** An account has the identity's e-mail but not the identity: its owner must prove it (link 'l'). */
  | { kind: 'linkExisting' }

export interface SocialAuthService {
  login(identity: SocialIdentity, input: SocialLoginInput): Promise<SocialLoginOutcome>
  /** The owner proved the account (its password, checked by the caller) and adds the identity. */
  linkAfterPassword(user: UserRow, identity: SocialIdentity): Promise<void>
  /** The signed-in owner adds the identity. */
  link(session: ActiveSession, identity: SocialIdentity): Promise<void>
  unlink(session: ActiveSession, provider: TSocialProvider): Promise<void>
  list(userId: string): Promise<{ identities: SocialIdentityRow[]; hasPassword: boolean }>
}

export interface SocialAuthDeps {
  identities: SocialIdentityRepository
  users: UserRepository
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'>
  termsConsentRequired?: boolean
  now?: () => Date
}

function standing(user: UserRow): void {
  if (user.disabled_at) throw accountDisabled()
  if (user.locked_at) throw accountLocked()
}

function linked(outcome: LinkOutcome): void {
  if (outcome === 'in-use')
    throw socialError(SocialErrorCode.IDENTITY_IN_USE, 'This identity is already linked to another account.')
  if (outcome === 'provider-taken')
    throw socialError(
      SocialErrorCode.PROVIDER_ALREADY_LINKED,
      'This account already has an identity of this provider; unlink it first.',
    )
}

/**
 * The account rules of social sign-in (decision 019). An account is found by (provider, subject) only,
 * never by e-mail (ASVS 6.8.1): a token that carries someone's e-mail reaches their account only through
 * a link its owner made while signed in or with its password.
 */
export function createSocialAuthService(deps: SocialAuthDeps): SocialAuthService {
  const now = deps.now ?? (() => new Date())
  const termsRequired = deps.termsConsentRequired ?? DEFAULT_AUTH_CONFIG.termsConsentRequired

  return {
    async login(identity, input) {
      const user = await deps.identities.findUser(identity.provider, identity.subject)
      if (user) {
        standing(user)
        return { kind: 'signedIn', user, registered: false }
      }
      if (!identity.email)
        throw socialError(
          SocialErrorCode.EMAIL_REQUIRED,
          'The provider did not share an e-mail address, which an account needs.',
        )
      const holder = await deps.users.findByEmail(identity.email)
      if (holder) {
        // An unconfirmed password registration proves nothing; the provider's confirmed address does
        // (a squatter's pending account must not keep the owner out: account pre-hijacking).
        const claimable = holder.pending_registration && identity.emailVerified && input.confirm === 1
        if (!claimable) return { kind: 'linkExisting' }
      }
      if (input.confirm !== 1) return { kind: 'confirmRegister' }
      if (termsRequired && !input.consent)
        throw authError(
          AuthErrorCode.TERMS_CONSENT_REQUIRED,
          'consent',
          'Accept the terms of use to continue.',
        )
      const at = now()
      const acceptance = termsAcceptance(input.consent, at)
      const created = holder
        ? await deps.identities.claimPendingRegistration(holder.id, identity, {
            optIn: input.optIn,
            ...acceptance,
            now: at,
          })
        : await deps.identities.createUserWithIdentity({
            email: identity.email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            optIn: input.optIn,
            ...acceptance,
            language: input.language,
            emailConfirmedAt: identity.emailVerified ? at : null,
            provider: identity.provider,
            subject: identity.subject,
          })
      if (created) return { kind: 'signedIn', user: created, registered: true }
      // Someone (a double click) linked or took it meanwhile: whatever is there now decides.
      const again = await deps.identities.findUser(identity.provider, identity.subject)
      if (again) {
        standing(again)
        return { kind: 'signedIn', user: again, registered: false }
      }
      return { kind: 'linkExisting' }
    },

    async linkAfterPassword(user, identity) {
      standing(user)
      linked(await deps.identities.link(user.id, identity.provider, identity.subject, identity.email))
    },

    async link(session, identity) {
      refuseImpersonation(session)
      // Adding a way to sign in is a credential change: the session must have proven itself lately.
      await requireRecentAuth(deps.sessions, session, now())
      linked(await deps.identities.link(session.userId, identity.provider, identity.subject, identity.email))
    },

    async unlink(session, provider) {
      refuseImpersonation(session)
      await requireRecentAuth(deps.sessions, session, now())
      const user = await deps.users.findById(session.userId)
      const identities = await deps.identities.listForUser(session.userId)
      if (!identities.some((i) => i.provider === provider))
        throw socialError(SocialErrorCode.NOT_LINKED, 'No identity of this provider is linked.')
      // Never leave an account that nobody can sign in to.
      if (!user?.password_hash && identities.length <= 1)
        throw socialError(
          SocialErrorCode.LAST_SIGN_IN_METHOD,
          'This is the only way to sign in to this account; set a password first.',
        )
      if (!(await deps.identities.unlink(session.userId, provider)))
        throw socialError(SocialErrorCode.NOT_LINKED, 'No identity of this provider is linked.')
    },

    async list(userId) {
      const user = await deps.users.findById(userId)
      return {
        identities: await deps.identities.listForUser(userId),
        hasPassword: Boolean(user?.password_hash),
      }
    },
  }
}
