import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  fillBrand,
  SOCIAL_MESSAGES,
  SocialConfirm,
  SocialErrorCode,
  SocialLinkMessage,
  SocialVerifyStatus,
  type TSocialProvider,
} from '../../../shared/social/social-contract.ts'
import { socialEndpoints as api } from '../../../shared/social/social-endpoints.ts'
import type { TSocialToken } from '../../../shared/social/social-schemas.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentSocialAuth } from '../../presenters/social-response.presenter.ts'
import { socialError } from '../../services/auth/social/social-errors.ts'
import { mailContext, replySignedIn } from '../auth/auth-reply.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'
import { replyIdentitiesChanged, replySocialOutcome, socialAttempt } from './social-reply.ts'
import type { SocialServices } from './social-services.ts'

/** Google's spec messages when no token came: the visitor is not signed in to Google. */
function missingToken(provider: TSocialProvider, brand: string, action: 'register' | 'link' | 'login') {
  if (provider !== 'google' || action === 'login')
    return socialError(SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER, 'Sign in with the provider first.')
  const message =
    action === 'link' ? SOCIAL_MESSAGES.googleLinkNotLoggedIn : SOCIAL_MESSAGES.googleRegisterNotLoggedIn
  return socialError(SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER, fillBrand(message, brand))
}

/**
 * The spec's social calls (section 7): login, loginAndLinkExisting, link and unlink under
 * /k/run/{google,naver,apple}auth/. Each verifies the provider's token first (decision 018), then the
 * account rules decide (decision 019).
 */
export async function socialAuthRoutes(app: FastifyInstance, { flow, auth }: SocialServices) {
  /** The identity the provider's token proves; no token at all is answered in the action's terms. */
  const identify = async (
    provider: TSocialProvider,
    request: FastifyRequest,
    token: TSocialToken & { code?: string },
    action: 'register' | 'link' | 'login',
  ) => {
    if (!token.idToken && !token.accessToken) throw missingToken(provider, request.brand.displayName, action)
    return flow.identify(provider, request.groupSecret, token)
  }

  for (const provider of ['google', 'naver', 'apple'] as const) {
    const endpoints = api[provider]

    route(app, endpoints.login, async (request, reply) => {
      const body = request.body
      return socialAttempt(request, reply, provider, async () => {
        const token: TSocialToken & { code?: string } = body
        const action = body.confirm === SocialConfirm.REGISTER ? 'register' : 'login'
        const identity = await identify(provider, request, token, action)
        // Apple gives the name only beside its first answer.
        if ('firstName' in body && body.firstName && !identity.firstName) identity.firstName = body.firstName
        if ('lastName' in body && body.lastName && !identity.lastName) identity.lastName = body.lastName
        const outcome = await auth.login(identity, {
          confirm: body.confirm === 1 ? 1 : 0,
          consent: body.consent,
          optIn: body.optin,
          language: request.site.language,
        })
        if (outcome.kind === 'signedIn')
          request.log.info(
            { event: 'auth.social.signin', provider, registered: outcome.registered },
            'social sign-in',
          )
        return replySocialOutcome(app, request, reply, identity, outcome, body.sticky)
      })
    })

    route(app, endpoints.loginAndLinkExisting, async (request, reply) => {
      const body = request.body
      return socialAttempt(request, reply, provider, async () => {
        const identity = await identify(provider, request, body, 'link')
        // The password proves the account's owner (throttled like any password sign-in).
        const user = await app.services.passwordAuth.login(
          body.username,
          body.passwd,
          mailContext(app, request),
        )
        await auth.linkAfterPassword(user, identity)
        request.log.info({ event: 'auth.social.linked', provider, userId: user.id }, 'identity linked')
        const signedIn = await replySignedIn(app, request, reply, user, body.sticky)
        return presentSocialAuth(signedIn, {
          confirmStatus: 'LOGIN',
          verifyStatus: SocialVerifyStatus.SUCCESS,
          linkMessage: SocialLinkMessage.WELCOME,
        })
      })
    })

    route(
      app,
      endpoints.link,
      async (request, reply) => {
        const session = sessionOf(request)
        const body = request.body
        return socialAttempt(request, reply, provider, async () => {
          const identity = await identify(provider, request, body, 'link')
          await auth.link(session, identity)
          request.log.info(
            { event: 'auth.social.linked', provider, userId: session.userId },
            'identity linked',
          )
          return replyIdentitiesChanged(request, reply, SocialLinkMessage.WELCOME)
        })
      },
      sessionFirst(app),
    )

    route(
      app,
      endpoints.unlink,
      async (request, reply) => {
        const session = sessionOf(request)
        return socialAttempt(request, reply, provider, async () => {
          await auth.unlink(session, provider)
          request.log.info(
            { event: 'auth.social.unlinked', provider, userId: session.userId },
            'identity unlinked',
          )
          return replyIdentitiesChanged(request, reply, null)
        })
      },
      sessionFirst(app),
    )
  }

  // One-tap asks for a nonce bound to this browser before it prompts; nothing is stored or signed in.
  route(app, api.google.nonce, async (request, reply) => {
    return socialAttempt(request, reply, 'google', async () => {
      reply.header('cache-control', 'no-store')
      return { nonce: flow.nonce('google', request.ensureGroupSecret(reply)) }
    })
  })

  route(app, api.identities, async (request, reply) => {
    const session = await requireSession(app, request)
    const { identities, hasPassword } = await auth.list(session.userId)
    reply.header('cache-control', 'no-store')
    return {
      identities: identities.map((i) => ({
        provider: i.provider,
        email: i.email,
        linkedAt: i.created_at.toISOString(),
      })),
      hasPassword,
      configured: flow.configured(),
    }
  })
}
