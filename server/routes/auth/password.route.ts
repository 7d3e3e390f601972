import type { FastifyInstance } from 'fastify'
import { authEndpoints as api } from '../../../shared/auth/auth-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import {
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookieAfterSignIn,
  deviceCookieName,
  readDeviceCookie,
} from '../../services/auth/device-cookie.ts'
import { mailContext, replyOk, replySignedIn } from './auth-reply.ts'

/** Sign-in method "password": login and registration. */
export async function passwordRoutes(app: FastifyInstance) {
  route(app, api.login, async (request, reply) => {
    const body = request.body
    const { secret, publicOrigin } = app.config
    const deviceCookie = deviceCookieName(publicOrigin)
    const devices = readDeviceCookie(secret, request.cookies[deviceCookie])
    try {
      const user = await app.services.passwordAuth
        .login(body.username, body.passwd, mailContext(app, request), { ip: request.ip, devices })
        // A domain with company SSO answers a failed password with EXTERNAL_AUTH_REQUIRED (decision 022).
        .catch((error: unknown) => app.services.sso.translateLocalFailure(body.username, error))
      const answer = await replySignedIn(app, request, reply, user, body.sticky)
      // This browser is now the owner's: its next sign-ins have their own lane (decision 091).
      reply.setCookie(deviceCookie, deviceCookieAfterSignIn(secret, request.cookies[deviceCookie], user.id), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: publicOrigin.startsWith('https://'),
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      })
      return answer
    } catch (error) {
      request.log.info({ event: 'auth.signin.failed', method: 'password' }, 'sign-in refused')
      throw error
    }
  })

  route(app, api.register, async (request, reply) => {
    const body = request.body
    await app.services.passwordAuth.register(
      {
        email: body.username,
        password: body.passwd,
        optIn: body.optin,
        consent: body.consent,
        language: request.site.language,
      },
      mailContext(app, request),
    )
    request.log.info({ event: 'auth.register' }, 'registration answered')
    return replyOk(reply)
  })
}
