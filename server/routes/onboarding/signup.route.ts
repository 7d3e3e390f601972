import type { FastifyInstance } from 'fastify'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import {
  ZBusinessSignupRequestSchema,
  ZConfirmationRequestSchema,
  ZLeisureSignupRequestSchema,
  ZTrackClickRequestSchema,
} from '../../../shared/business/onboarding-schemas.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { presentConfirmation, presentSignupAnswer } from '../../presenters/onboarding.presenter.ts'
import { cookieMaxAgeSeconds } from '../../services/session.service.ts'
import { noStore } from '../account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { requireSession } from '../require-session.ts'

/**
 * Business signup (spec section 7, Company): public calls, so no `config.business`; each mails, so
 * each is rate limited. The form token (CSRF) is checked for every POST by the session-group plugin.
 */
export async function signupRoutes(app: FastifyInstance) {
  const signups = app.services.onboarding.signup
  noStore(app)
  const limited = { config: { rateLimit: RATE_LIMITS.mailing } }

  for (const [url, plan] of [
    [ONBOARDING_API.signup, 'biz'],
    [ONBOARDING_API.bizPlusSignup, 'bizPlus'],
  ] as const) {
    app.post(url, limited, async (request) => {
      const body = ZBusinessSignupRequestSchema.parse(request.body ?? {})
      await signups.signup(body, plan, mailContext(app, request))
      request.log.info({ event: 'business.signup', plan }, 'business signup answered')
      return presentSignupAnswer()
    })
  }

  app.post(ONBOARDING_API.leisureSignup, limited, async (request) => {
    const session = await requireSession(app, request)
    const body = ZLeisureSignupRequestSchema.parse(request.body ?? {})
    const created = await signups.leisureSignup(session, body, mailContext(app, request))
    if (created) await app.services.sessions.switchTo(session, session.sessionId, true)
    request.log.info({ event: 'business.leisureSignup', userId: session.userId }, 'business profile added')
    return presentSignupAnswer()
  })

  app.post(ONBOARDING_API.trackEmailConfirmationClick, limited, async (request, reply) => {
    const { token } = ZTrackClickRequestSchema.parse(request.body ?? {})
    await signups.trackClick(token)
    return reply.code(204).send()
  })

  app.post(ONBOARDING_API.confirm, { config: { rateLimit: RATE_LIMITS.signIn } }, async (request, reply) => {
    const { token } = ZConfirmationRequestSchema.parse(request.body ?? {})
    const result = await signups.confirm(token)
    if (result.kind !== 'signup') return presentConfirmation(result.kind, null)
    // The founder's mailbox answered: sign them in, in business mode (decision 010's rule for links).
    await app.services.sso.assertLocalSignInAllowed(result.user, request.log)
    const group = await app.services.sessions.signIn(request.groupSecret, result.user, {
      sticky: false,
      userAgent: request.headers['user-agent'] ?? null,
      ipAddress: request.ip,
    })
    reply.setGroupSecret(group.secret, cookieMaxAgeSeconds(group, false, new Date()))
    const session = await app.services.authState.sessionFor(group.secret)
    if (session && !session.businessMode)
      await app.services.sessions.switchTo(session, session.sessionId, true)
    request.log.info({ event: 'business.signup.confirmed', userId: result.user.id }, 'company founded')
    return presentConfirmation('signup', request.formToken(reply))
  })
}
