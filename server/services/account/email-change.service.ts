import crypto from 'node:crypto'
import {
  ACCOUNT_PAGE,
  AccountErrorCode,
  EMAIL_CHANGE_LINK_TTL_MS,
} from '../../../shared/account/account-contract.ts'
import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { HttpError, sessionGone } from '../../http-error.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import type { AccountSessionRepository } from '../../repositories/account-session.repository.ts'
import type { AccountUserRepository } from '../../repositories/account-user.repository.ts'
import type { EmailChangeRepository } from '../../repositories/email-change.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { refuseImpersonation, requireRecentAuth } from './account-guards.ts'

export interface EmailChangeService {
  /** Same outcome whether or not the address belongs to another account (no enumeration). */
  requestChange(
    session: ActiveSession,
    newEmail: string,
    /** `origin`: the links' (the brand's host, or a development loopback host); PUBLIC_ORIGIN without. */
    context: { brandName: string; origin?: string },
  ): Promise<{ pendingEmail: string }>
  confirmChange(session: ActiveSession, token: string): Promise<{ email: string }>
}

export interface EmailChangeDeps {
  emailChanges: EmailChangeRepository
  sessions: Pick<AccountSessionRepository, 'authenticatedAt'>
  users: Pick<AccountUserRepository, 'find'>
  /** Key of the token HMAC (app.config.secret). */
  secret: string
  publicOrigin: string
  mailer?: Mailer
  reportError?: (error: unknown, context: Record<string, unknown>) => void
  now?: () => Date
}

/** HMAC-SHA256 of a link secret: a leaked table cannot be turned into working links without the key. */
export function emailTokenHash(key: string, secret: string): string {
  return crypto.createHmac('sha256', key).update(`email_change:${secret}`).digest('hex')
}

export function emailChangeLink(publicOrigin: string, secret: string): string {
  // The secret rides in the fragment, which browsers never send to a server or a Referer.
  return `${publicOrigin}${ACCOUNT_PAGE.path}?${ACCOUNT_PAGE.confirmEmailParam}=1#${ACCOUNT_PAGE.tokenFragment}=${secret}`
}

export function createEmailChangeService(deps: EmailChangeDeps): EmailChangeService {
  const { emailChanges, sessions, users, secret, publicOrigin, mailer } = deps
  const { reportError = () => {}, now = () => new Date() } = deps

  return {
    async requestChange(session, newEmail, { brandName, origin = publicOrigin }) {
      refuseImpersonation(session)
      const at = now()
      await requireRecentAuth(sessions, session, at)
      const user = await users.find(session.userId)
      if (!user) throw sessionGone()
      if (user.email.toLowerCase() === newEmail.toLowerCase()) {
        throw new HttpError(400, AccountErrorCode.SAME_EMAIL, 'This is already your e-mail address.')
      }
      const taken = await emailChanges.emailInUseByOther(user.id, newEmail)
      // The same writes either way, so neither the answer nor the profile tells whether the address is taken.
      const linkSecret = crypto.randomBytes(32).toString('base64url')
      await emailChanges.start(
        {
          userId: user.id,
          newEmail,
          tokenHash: emailTokenHash(secret, linkSecret),
          expiresAt: new Date(at.getTime() + EMAIL_CHANGE_LINK_TTL_MS),
        },
        at,
      )
      if (mailer) {
        const mail = (to: string, message: OutgoingMail['message']): OutgoingMail => ({
          to,
          language: user.language,
          brandName,
          message,
        })
        // The owner of a taken address hears that it already has an account; the requester learns nothing.
        await mailer.send(
          taken
            ? mail(newEmail, {
                kind: 'account_exists',
                signInLink: `${origin}${ACCOUNT_PAGE.path}`,
                resetLink: `${origin}${ACCOUNT_PAGE.path}`,
              })
            : mail(newEmail, { kind: 'email_change', link: emailChangeLink(origin, linkSecret) }),
        )
        await mailer
          .send(mail(user.email, { kind: 'email_changed_notice', newEmail }))
          .catch((error: unknown) => reportError(error, { where: 'email-change.notice' }))
      }
      return { pendingEmail: newEmail }
    },

    async confirmChange(session, token) {
      const outcome = await emailChanges.confirm(session.userId, emailTokenHash(secret, token), now())
      if (outcome.kind === 'invalid') {
        throw new HttpError(
          400,
          AuthErrorCode.LINK_INVALID,
          'This link is not valid any more; ask for a new one.',
        )
      }
      if (outcome.kind === 'taken') {
        throw new HttpError(409, AccountErrorCode.EMAIL_TAKEN, 'This address now belongs to another account.')
      }
      return { email: outcome.email }
    },
  }
}
