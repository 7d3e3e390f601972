import type { FastifyInstance } from 'fastify'
import { onboardingEndpoints as api } from '../../../shared/business/onboarding-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentConfirmation, presentSignupAnswer } from '../../presenters/onboarding.presenter.ts'
import type { OnboardingServices } from '../../services/onboarding/onboarding-services.ts'
import { cookieMaxAgeSeconds } from '../../services/session.service.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/**
 * Business signup (spec section 7, Company): public calls, so no `config.business`; each mails, so
 * each is rate limited. The form token (CSRF) is checked for every POST by the session-group plugin.
 */
export async function signupRoutes(app: FastifyInstance, { onboarding }: { onboarding: OnboardingServices }) {
  const signups = onboarding.signup
  noStore(app)

  for (const plan of ['biz', 'bizPlus'] as const) {
    route(app, api.signup[plan], async (request) => {
      await signups.signup(request.body, plan, mailContext(app, request))
      request.log.info({ event: 'business.signup', plan }, 'business signup answered')
      return presentSignupAnswer()
    })
  }

  route(
    app,
    api.leisureSignup,
    async (request) => {
      const session = sessionOf(request)
      const created = await signups.leisureSignup(session, request.body, mailContext(app, request))
      if (created) await app.services.sessions.switchTo(session, session.sessionId, true)
      request.log.info({ event: 'business.leisureSignup', userId: session.userId }, 'business profile added')
      return presentSignupAnswer()
    },
    sessionFirst(app),
  )

  route(app, api.trackEmailConfirmationClick, async (request) => {
    await signups.trackClick(request.body.token)
  })

  route(app, api.confirm, async (request, reply) => {
    const result = await signups.confirm(request.body.token)
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
