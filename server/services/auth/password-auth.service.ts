import { AUTH_PAGES, AuthErrorCode, DEFAULT_AUTH_CONFIG } from '../../../shared/auth/auth-contract.ts'
import type { UserRow } from '../../repositories/user.repository.ts'
import { assertHashingCapacity, hashPassword, verifyPassword } from '../password-hasher.ts'
import { checkNewPassword } from '../password-policy.ts'
import { type AuthDeps, LINK_LIFETIME_MS, type MailContext, sendMail } from './auth-deps.ts'
import {
  accountDisabled,
  accountLocked,
  authError,
  invalidCredentials,
  tooManyAttempts,
} from './auth-errors.ts'
import type { DeviceClaim } from './device-cookie.ts'
import { linkSecretHash, newLinkSecret } from './email-secrets.ts'
import { ENUMERATION_FLOOR_MS, noSoonerThan } from './enumeration-floor.ts'
import { termsAcceptance } from './terms-acceptance.ts'

export interface RegisterInput {
  email: string
  password: string
  optIn: boolean
  consent: boolean
  language: string
}

/** Who asks to sign in: their address, and the accounts their browser's device cookie proves. */
export interface LoginClient {
  ip: string
  devices: readonly DeviceClaim[]
}

export interface PasswordAuthService {
  /** The user whose password this is, or a failure that says nothing of whether the e-mail exists. */
  login(email: string, password: string, ctx: MailContext, client?: LoginClient): Promise<UserRow>
  /** Always the same answer; the mailbox owner finishes by opening the link. */
  register(input: RegisterInput, ctx: MailContext): Promise<void>
  forgot(email: string, ctx: MailContext): Promise<void>
  /** Sets the new password from a reset link; every earlier session of the user ends. */
  reset(token: string, password: string): Promise<UserRow>
  confirm(token: string): Promise<UserRow>
  resendConfirmation(user: Pick<UserRow, 'id' | 'email'>, ctx: MailContext): Promise<void>
}

export interface PasswordAuthOptions {
  termsConsentRequired?: boolean
  /** Ends every session of a user (reset: evidence of compromise). */
  revokeUserSessions(userId: string): Promise<unknown>
}

export function passwordProblem(password: string, email: string) {
  const problem = checkNewPassword(password, [email])
  return problem ? authError(problem.code, 'passwd', problem.description) : null
}

export function createPasswordAuthService(deps: AuthDeps, options: PasswordAuthOptions): PasswordAuthService {
  const now = deps.now ?? (() => new Date())
  const termsRequired = options.termsConsentRequired ?? DEFAULT_AUTH_CONFIG.termsConsentRequired

  async function issueLink(user: Pick<UserRow, 'id' | 'email'>, purpose: 'confirm' | 'reset') {
    const secret = newLinkSecret()
    await deps.tokens.issue({
      userId: user.id,
      purpose,
      tokenHash: linkSecretHash(deps.secret, secret),
      email: user.email,
      expiresAt: new Date(now().getTime() + LINK_LIFETIME_MS[purpose]),
      now: now(),
    })
    return secret
  }

  async function mailConfirmation(user: Pick<UserRow, 'id' | 'email'>, ctx: MailContext) {
    const secret = await issueLink(user, 'confirm')
    sendMail(deps, ctx, user.email, {
      kind: 'confirm',
      link: `${ctx.origin}${AUTH_PAGES.confirm}#token=${secret}`,
    })
  }

  async function consumeLink(purpose: 'confirm' | 'reset', token: string) {
    const row = await deps.tokens.findLiveByHash(purpose, linkSecretHash(deps.secret, token), now())
    const invalid = authError(AuthErrorCode.LINK_INVALID, null, 'This link has expired or was already used.')
    if (!row) throw invalid
    const user = await deps.users.findById(row.user_id)
    // The address the link went to must still be the account's: a changed e-mail voids old links.
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw invalid
    if (user.disabled_at) throw accountDisabled()
    if (!(await deps.tokens.consume(row.id, now()))) throw invalid
    return user
  }

  async function registerNow(input: Parameters<PasswordAuthService['register']>[0], ctx: MailContext) {
    if (termsRequired && !input.consent)
      throw authError(AuthErrorCode.TERMS_CONSENT_REQUIRED, 'consent', 'Accept the terms of use to continue.')
    const problem = passwordProblem(input.password, input.email)
    if (problem) throw problem
    // Hash first, in every case, so known and new e-mails take the same time; then the floor covers
    // what differs (the hash alone can outlast it on a busy machine, and it is the same for both).
    const passwordHash = await hashPassword(input.password)
    return noSoonerThan(ENUMERATION_FLOOR_MS, () => registerHashed(input, passwordHash, ctx))
  }

  async function registerHashed(
    input: Parameters<PasswordAuthService['register']>[0],
    passwordHash: string,
    ctx: MailContext,
  ) {
    const acceptance = termsAcceptance(input.consent, now())
    const existing = await deps.users.findByEmail(input.email)
    if (existing?.pending_registration) {
      await deps.users.renewRegistration(existing.id, { passwordHash, optIn: input.optIn, ...acceptance })
      await mailConfirmation(existing, ctx)
      return
    }
    if (existing) {
      sendMail(deps, ctx, existing.email, {
        kind: 'account_exists',
        signInLink: `${ctx.origin}/`,
        resetLink: `${ctx.origin}/?signin=forgot`,
      })
      return
    }
    const created = await deps.users.createRegistration({
      email: input.email,
      passwordHash,
      optIn: input.optIn,
      ...acceptance,
      language: input.language,
    })
    // null: a concurrent registration took the e-mail; that one's link is on its way.
    if (created) await mailConfirmation(created, ctx)
  }

  /** Only someone who knows the password learns the account's standing. */
  async function admitted(user: UserRow, ctx: MailContext): Promise<UserRow> {
    if (user.disabled_at) throw accountDisabled()
    if (user.locked_at) throw accountLocked()
    if (user.pending_registration) {
      await mailConfirmation(user, ctx)
      throw authError(
        AuthErrorCode.ACCOUNT_NOT_CONFIRMED,
        null,
        'Confirm your e-mail address first: we have sent the link again.',
      )
    }
    return user
  }

  /** A recognised device: the trusted lane, and failures that count against the device alone. */
  async function deviceLogin(user: UserRow, device: DeviceClaim, password: string, ctx: MailContext) {
    const key = deps.throttle.keyFor('device', device.deviceId)
    const verdict = await deps.throttle.check(key, now())
    if (verdict.kind === 'blocked') throw tooManyAttempts()
    if (verdict.kind === 'wait') throw tooManyAttempts(verdict.seconds)
    if (!(await verifyPassword(user.password_hash, password, { lane: 'trusted' }))) {
      const after = await deps.throttle.fail(key, now())
      if (after.kind === 'blocked') throw tooManyAttempts()
      throw invalidCredentials()
    }
    await deps.throttle.clear(key)
    return admitted(user, ctx)
  }

  /** The owner hears, once a day at most, that their password is being guessed at from elsewhere. */
  async function tellOwner(user: UserRow, key: string, ctx: MailContext) {
    if (user.disabled_at || user.pending_registration) return
    if (!(await deps.throttle.tellOwnerOnce(key, now()))) return
    sendMail(deps, ctx, user.email, { kind: 'sign_in_attempts', resetLink: `${ctx.origin}/?signin=forgot` })
  }

  async function forgotNow(email: string, ctx: MailContext) {
    const user = await deps.users.findByEmail(email)
    if (!user || user.disabled_at) return
    const secret = await issueLink(user, 'reset')
    sendMail(deps, ctx, user.email, {
      kind: 'reset',
      link: `${ctx.origin}${AUTH_PAGES.reset}#token=${secret}`,
    })
  }

  return {
    async login(email, password, ctx, client = { ip: '', devices: [] }) {
      // A browser the account's owner signed in on before: its own lane and its own failures, so that
      // a flood or a lockout caused from elsewhere does not keep the owner out (decision 091).
      if (client.devices.length > 0) {
        const user = await deps.users.findByEmail(email)
        const device = user ? client.devices.find((d) => d.userId === user.id) : undefined
        if (user && device) return deviceLogin(user, device, password, ctx)
      }
      const key = deps.throttle.keyFor('password', email)
      // Each address and each account holds at most its share of the hashing queue.
      const share = [`ip:${client.ip}`, `account:${key}`]
      assertHashingCapacity(share)
      const verdict = await deps.throttle.check(key, now())
      if (verdict.kind === 'blocked') throw tooManyAttempts()
      if (verdict.kind === 'wait') throw tooManyAttempts(verdict.seconds)
      const user = await deps.users.findByEmail(email)
      // verifyPassword does the same work without a stored hash, so timing tells nothing either.
      const ok = await verifyPassword(user?.password_hash ?? null, password, { keys: share })
      if (!user || !ok) {
        const after = await deps.throttle.fail(key, now())
        if (user && after.kind !== 'ok') await tellOwner(user, key, ctx)
        if (after.kind === 'blocked') throw tooManyAttempts()
        throw invalidCredentials()
      }
      await deps.throttle.clear(key)
      return admitted(user, ctx)
    },

    register(input, ctx) {
      return registerNow(input, ctx)
    },

    forgot(email, ctx) {
      return noSoonerThan(ENUMERATION_FLOOR_MS, () => forgotNow(email, ctx))
    },

    async reset(token, password) {
      const row = await deps.tokens.findLiveByHash('reset', linkSecretHash(deps.secret, token), now())
      const owner = row ? await deps.users.findById(row.user_id) : null
      if (owner) {
        const problem = passwordProblem(password, owner.email)
        if (problem) throw problem
      }
      const user = await consumeLink('reset', token)
      await deps.users.setPassword(user.id, await hashPassword(password), now())
      // The reset went through the mailbox, which also proves the address.
      await deps.users.confirmEmail(user.id, now())
      await deps.throttle.clear(deps.throttle.keyFor('password', user.email))
      await deps.throttle.clear(deps.throttle.keyFor('code', user.email))
      await options.revokeUserSessions(user.id)
      return user
    },

    async confirm(token) {
      const user = await consumeLink('confirm', token)
      await deps.users.confirmEmail(user.id, now())
      return user
    },

    async resendConfirmation(user, ctx) {
      await mailConfirmation(user, ctx)
    },
  }
}
