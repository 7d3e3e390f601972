import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { TMailMessage } from '../../mail/mailer.ts'
import type { EmailTokenRepository } from '../../repositories/email-token.repository.ts'
import type { UserRepository } from '../../repositories/user.repository.ts'
import type { LoginThrottle } from './login-throttle.service.ts'

/** What every sign-in method's service works with. */
export interface AuthDeps {
  users: UserRepository
  tokens: EmailTokenRepository
  throttle: LoginThrottle
  mail: MailDispatcher
  /** Key for the HMACs of e-mailed secrets. */
  secret: string
  now?: () => Date
}

/** Where a mail's links point and in which language and brand it speaks; chosen by the route. */
export interface MailContext {
  origin: string
  language: string
  brandName: string
}

export function sendMail(deps: AuthDeps, ctx: MailContext, to: string, message: TMailMessage): void {
  deps.mail.dispatch({ to, language: ctx.language, brandName: ctx.brandName, message })
}

export const LINK_LIFETIME_MS = { confirm: 48 * 3600_000, reset: 3600_000 } as const
export const CODE_LIFETIME_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5
