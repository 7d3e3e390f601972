import { ErrorCode } from '../../../shared/errors.ts'
import {
  formatRecoveryCode,
  TOTP,
  type TSecondFactorMethod,
  TwoFactorErrorCode,
} from '../../../shared/two-factor/two-factor-contract.ts'
import type {
  TEmailCodeSentResponse,
  TRecoveryCodesResponse,
  TTotpEnrolResponse,
  TTwoFactorStatusResponse,
  TVerifyRequest,
  TVerifyResponse,
} from '../../../shared/two-factor/two-factor-schemas.ts'
import { HttpError, sessionGone } from '../../http-error.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type { EmailTokenRepository } from '../../repositories/email-token.repository.ts'
import type { SecondFactorRepository } from '../../repositories/second-factor.repository.ts'
import type { ActiveSession, SessionRepository } from '../../repositories/session.repository.ts'
import { refuseImpersonation, requireRecentAuth } from '../account/account-guards.ts'
import { CODE_LIFETIME_MS, CODE_MAX_ATTEMPTS, type MailContext } from '../auth/auth-deps.ts'
import { tooManyAttempts } from '../auth/auth-errors.ts'
import { codeHash, newCode } from '../auth/email-secrets.ts'
import { delaySeconds, LOGIN_THROTTLE, type LoginThrottle } from '../auth/login-throttle.service.ts'
import { sameSecret } from '../auth/same-secret.ts'
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts'
import {
  decryptTotpSecret,
  encryptTotpSecret,
  matchingTotpStep,
  newTotpSecret,
  totpEncryptionKey,
  totpEnrolment,
} from './totp.ts'

/** The signed-in user's second factors: proving one for the session, and managing them. */
export interface SecondFactorService {
  status(session: ActiveSession): Promise<TTwoFactorStatusResponse>
  sendEmailCode(session: ActiveSession, ctx: MailContext): Promise<TEmailCodeSentResponse>
  verify(session: ActiveSession, input: TVerifyRequest): Promise<TVerifyResponse>
  beginTotp(session: ActiveSession, issuer: string): Promise<TTotpEnrolResponse>
  confirmTotp(session: ActiveSession, code: string): Promise<TRecoveryCodesResponse>
  removeTotp(session: ActiveSession): Promise<void>
  regenerateRecoveryCodes(session: ActiveSession): Promise<TRecoveryCodesResponse>
}

export interface SecondFactorDeps {
  factors: SecondFactorRepository
  tokens: EmailTokenRepository
  /** Marks the session and evicts it from every cache (the evicting session repository). */
  sessions: Pick<SessionRepository, 'markSecondFactor'>
  reauth: Pick<AccountSessionRepository, 'authenticatedAt'>
  throttle: Pick<LoginThrottle, 'keyFor' | 'clear'>
  mail: Pick<MailDispatcher, 'dispatch'>
  /** The server secret: HMAC key of codes, and the root of the TOTP encryption key. */
  secret: string
  now?: () => Date
}

/** Every guess at any factor counts against one per-user budget (decision 020). */
export const SECOND_FACTOR_LIMITS = {
  freeAttempts: LOGIN_THROTTLE.freeFailures,
  maxDelaySeconds: LOGIN_THROTTLE.maxDelaySeconds,
  blockAt: LOGIN_THROTTLE.blockAt,
} as const

const invalid = () =>
  new HttpError(401, TwoFactorErrorCode.SECOND_FACTOR_INVALID, 'This code is not right or has expired.')
const unavailable = (description: string) =>
  new HttpError(409, TwoFactorErrorCode.SECOND_FACTOR_UNAVAILABLE, description)
const alreadyEnrolled = () =>
  new HttpError(409, TwoFactorErrorCode.TOTP_ALREADY_ENROLLED, 'An authenticator app is already set up.')
const enrolmentExpired = () =>
  new HttpError(400, TwoFactorErrorCode.TOTP_ENROLMENT_EXPIRED, 'Start setting up the app again.')
const missingSecondFactor = () =>
  new HttpError(
    403,
    ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION,
    'Verify with your second factor before changing it.',
  )

/** a•••@example.test: enough to recognise one's own address, not to learn someone's. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}

export function createSecondFactorService(deps: SecondFactorDeps): SecondFactorService {
  const { factors, tokens, secret } = deps
  const now = deps.now ?? (() => new Date())
  const encryptionKey = totpEncryptionKey(secret)

  const confirmedTotp = async (userId: string) => {
    const row = await factors.findTotp(userId)
    return row?.confirmed_at ? row : null
  }

  /**
   * Changing factors needs the password within the re-authentication window and a factor already
   * proven in this session: with the password alone one could otherwise add one's own authenticator
   * and so pass every later check (ASVS 7.5.1). Support acting as the user never changes them.
   */
  async function guardChange(session: ActiveSession, at: Date) {
    refuseImpersonation(session)
    if (!session.secondFactorAt) throw missingSecondFactor()
    await requireRecentAuth(deps.reauth, session, at)
  }

  async function issueRecoveryCodes(userId: string, at: Date): Promise<TRecoveryCodesResponse> {
    const codes = newRecoveryCodes()
    await factors.replaceRecoveryCodes(
      userId,
      codes.map((code) => recoveryCodeHash(secret, userId, code)),
      at,
    )
    return { recoveryCodes: codes.map(formatRecoveryCode) }
  }

  async function checkTotp(userId: string, code: string, at: Date): Promise<boolean> {
    const row = await confirmedTotp(userId)
    if (!row) throw unavailable('You have no authenticator app set up.')
    const step = matchingTotpStep(
      decryptTotpSecret(encryptionKey, userId, row.secret_encrypted),
      code,
      at.getTime(),
    )
    // A code of a step already used (or older) is a replay, even within its 30 seconds.
    return step !== null && (await factors.spendTotpStep(userId, step))
  }

  async function checkEmailCode(session: ActiveSession, code: string, at: Date): Promise<boolean> {
    const live = await tokens.findLatestLive(session.userId, 'second_factor', at)
    if (!live) return false
    // Each mailed code allows a few guesses, then it is spent, whatever the per-user budget says.
    if ((await tokens.countAttempt(live.id)) > CODE_MAX_ATTEMPTS) {
      await tokens.consume(live.id, at)
      return false
    }
    if (!sameSecret(codeHash(secret, live.email, code), live.token_hash)) return false
    return tokens.consume(live.id, at)
  }

  return {
    async status(session) {
      const totp = (await confirmedTotp(session.userId)) !== null
      return {
        totp,
        recoveryCodesLeft: await factors.countLiveRecoveryCodes(session.userId),
        email: !totp,
        emailHint: emailHint(session.email),
        verifiedAt: session.secondFactorAt?.toISOString() ?? null,
      }
    },

    async sendEmailCode(session, ctx) {
      const at = now()
      // Once an authenticator is set up, the mailbox alone (which also resets the password) is not a
      // second factor any more: a reset must not lead past the authenticator (ASVS 6.4.3).
      if (await confirmedTotp(session.userId)) {
        throw unavailable('Use your authenticator app or a recovery code.')
      }
      const code = newCode()
      await tokens.issue({
        userId: session.userId,
        purpose: 'second_factor',
        tokenHash: codeHash(secret, session.email, code),
        email: session.email,
        expiresAt: new Date(at.getTime() + CODE_LIFETIME_MS),
        now: at,
      })
      deps.mail.dispatch({
        to: session.email,
        language: ctx.language,
        brandName: ctx.brandName,
        message: { kind: 'second_factor_code', code },
      })
      return { emailHint: emailHint(session.email) }
    },

    async verify(session, input) {
      const at = now()
      const method: TSecondFactorMethod = input.method
      if (method === 'email' && (await confirmedTotp(session.userId))) {
        throw unavailable('Use your authenticator app or a recovery code.')
      }
      const key = deps.throttle.keyFor('second-factor', session.userId)
      const gate = await factors.takeAttempt(key, at, SECOND_FACTOR_LIMITS)
      if (!gate.allowed) {
        if (gate.blocked) throw tooManyAttempts()
        const left = gate.lastAt
          ? Math.ceil((gate.lastAt.getTime() + delaySeconds(gate.failures) * 1000 - at.getTime()) / 1000)
          : 1
        throw tooManyAttempts(Math.max(1, left))
      }
      const ok =
        method === 'totp'
          ? await checkTotp(session.userId, input.code, at)
          : method === 'email'
            ? await checkEmailCode(session, input.code, at)
            : await factors.spendRecoveryCode(
                session.userId,
                recoveryCodeHash(secret, session.userId, input.code),
                at,
              )
      if (!ok) throw invalid()
      await deps.throttle.clear(key)
      if (!(await deps.sessions.markSecondFactor(session.sessionId, session.groupId, at))) {
        throw sessionGone()
      }
      return {
        verifiedAt: at.toISOString(),
        method,
        recoveryCodesLeft: await factors.countLiveRecoveryCodes(session.userId),
      }
    },

    async beginTotp(session, issuer) {
      const at = now()
      await guardChange(session, at)
      const secretBytes = newTotpSecret()
      const started = await factors.startTotpEnrolment(
        session.userId,
        encryptTotpSecret(encryptionKey, session.userId, secretBytes),
        at,
      )
      if (!started) throw alreadyEnrolled()
      return totpEnrolment(secretBytes, issuer, session.email)
    },

    async confirmTotp(session, code) {
      const at = now()
      await guardChange(session, at)
      const row = await factors.findTotp(session.userId)
      const fresh = row && !row.confirmed_at && at.getTime() - row.created_at.getTime() < TOTP.enrolmentTtlMs
      if (!row || !fresh) {
        if (row?.confirmed_at) throw alreadyEnrolled()
        throw enrolmentExpired()
      }
      const step = matchingTotpStep(
        decryptTotpSecret(encryptionKey, session.userId, row.secret_encrypted),
        code,
        at.getTime(),
      )
      // A wrong code here is no guess at a factor that protects anything yet, but it is still bounded
      // by the per-IP limit of the route; the enrolment stays open for another try.
      if (step === null) throw invalid()
      const notBefore = new Date(at.getTime() - TOTP.enrolmentTtlMs)
      if (!(await factors.confirmTotp(session.userId, step, notBefore, at))) throw enrolmentExpired()
      return issueRecoveryCodes(session.userId, at)
    },

    async removeTotp(session) {
      const at = now()
      await guardChange(session, at)
      if (!(await factors.removeTotp(session.userId))) {
        throw new HttpError(
          409,
          TwoFactorErrorCode.TOTP_NOT_ENROLLED,
          'You have no authenticator app set up.',
        )
      }
    },

    async regenerateRecoveryCodes(session) {
      const at = now()
      await guardChange(session, at)
      return issueRecoveryCodes(session.userId, at)
    },
  }
}
