import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import type { UserRow } from '../../repositories/user.repository.ts'
import {
  type AuthDeps,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  type MailContext,
  sendMail,
} from './auth-deps.ts'
import { accountDisabled, authError, tooManyAttempts } from './auth-errors.ts'
import { codeHash, newCode } from './email-secrets.ts'
import { ENUMERATION_FLOOR_MS, noSoonerThan } from './enumeration-floor.ts'
import { sameSecret } from './same-secret.ts'

/** Sign-in by a six-digit code e-mailed to the address (the spec's magic-code state). */
export interface EmailCodeService {
  /** Same answer whether or not the e-mail has an account. */
  send(email: string, ctx: MailContext): Promise<void>
  verify(email: string, code: string): Promise<UserRow>
}

const codeInvalid = () =>
  authError(AuthErrorCode.CODE_INVALID, 'code', 'This code is not right or has expired.')

export function createEmailCodeService(deps: AuthDeps): EmailCodeService {
  const now = deps.now ?? (() => new Date())
  async function sendNow(email: string, ctx: MailContext): Promise<void> {
    const user = await deps.users.findByEmail(email)
    if (!user || user.disabled_at) return
    const code = newCode()
    await deps.tokens.issue({
      userId: user.id,
      purpose: 'magic_code',
      tokenHash: codeHash(deps.secret, user.email, code),
      email: user.email,
      expiresAt: new Date(now().getTime() + CODE_LIFETIME_MS),
      now: now(),
    })
    sendMail(deps, ctx, user.email, { kind: 'magic_code', code })
  }

  return {
    send(email, ctx) {
      // A code and a mail for an account, nothing otherwise: the floor makes both answers take as long.
      return noSoonerThan(ENUMERATION_FLOOR_MS, () => sendNow(email, ctx))
    },

    async verify(email, code) {
      const key = deps.throttle.keyFor('code', email)
      const verdict = await deps.throttle.check(key, now())
      if (verdict.kind === 'blocked') throw tooManyAttempts()
      if (verdict.kind === 'wait') throw tooManyAttempts(verdict.seconds)
      const user = await deps.users.findByEmail(email)
      const live = user ? await deps.tokens.findLatestLive(user.id, 'magic_code', now()) : null
      if (!user || !live) {
        await deps.throttle.fail(key, now())
        throw codeInvalid()
      }
      // Each code allows a few guesses only, then it is spent: 10^6 codes cannot be walked.
      const attempts = await deps.tokens.countAttempt(live.id)
      if (attempts > CODE_MAX_ATTEMPTS) {
        await deps.tokens.consume(live.id, now())
        throw codeInvalid()
      }
      if (!sameSecret(codeHash(deps.secret, user.email, code), live.token_hash)) {
        await deps.throttle.fail(key, now())
        throw codeInvalid()
      }
      if (!(await deps.tokens.consume(live.id, now()))) throw codeInvalid()
      if (user.disabled_at) throw accountDisabled()
      await deps.throttle.clear(key)
      await deps.throttle.clear(deps.throttle.keyFor('password', user.email))
      // The code reached the mailbox: the address is confirmed.
      await deps.users.confirmEmail(user.id, now())
      return user
    },
  }
}
