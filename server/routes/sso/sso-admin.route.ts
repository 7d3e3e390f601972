import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ssoEndpoints as api } from '../../../shared/sso/sso-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentSsoConfig, presentSsoConfigList } from '../../presenters/sso.presenter.ts'
import type { SsoAdminActor, SsoAdminService } from '../../services/sso/sso-admin.service.ts'
import { redirectUriFor } from '../../services/sso/sso-flow.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** Spec section 7: GET and POST /sso, PUT and DELETE /sso/{id}, toggleactive, externalAuthorizationUrl. */
export async function ssoAdminRoutes(app: FastifyInstance, { ssoAdmin }: { ssoAdmin: SsoAdminService }) {
  // The company is always the session's own; ids in the path only ever select within it.
  const actorOf = (request: FastifyRequest): SsoAdminActor => {
    const session = businessSessionOf(request)
    return { companyId: session.business.companyId, userId: session.userId }
  }
  const redirectUri = (request: FastifyRequest) => redirectUriFor(mailContext(app, request).origin)

  route(app, api.configs, async (request, reply) => {
    const listing = await ssoAdmin.list(actorOf(request))
    reply.header('cache-control', 'no-store')
    return presentSsoConfigList(listing, redirectUri(request))
  })

  route(app, api.create, async (request, reply) => {
    const actor = actorOf(request)
    const row = await ssoAdmin.create(actor, request.body)
    request.log.info(
      { event: 'sso.config.created', configId: row.id, companyId: actor.companyId },
      'sso created',
    )
    reply.header('cache-control', 'no-store')
    return presentSsoConfig(row, redirectUri(request))
  })

  route(app, api.update, async (request, reply) => {
    const actor = actorOf(request)
    const { id } = request.params
    const row = await ssoAdmin.update(actor, id, request.body)
    request.log.info({ event: 'sso.config.updated', configId: id, companyId: actor.companyId }, 'sso updated')
    reply.header('cache-control', 'no-store')
    return presentSsoConfig(row, redirectUri(request))
  })

  route(app, api.remove, async (request) => {
    const actor = actorOf(request)
    const { id } = request.params
    await ssoAdmin.remove(actor, id)
    request.log.info({ event: 'sso.config.deleted', configId: id, companyId: actor.companyId }, 'sso deleted')
  })

  route(app, api.toggleActive, async (request, reply) => {
    const actor = actorOf(request)
    const { id, flag } = request.params
    const row = await ssoAdmin.setActive(actor, id, flag === 'true')
    request.log.info(
      { event: 'sso.config.toggled', configId: id, companyId: actor.companyId, active: row.active },
      'sso toggled',
    )
    reply.header('cache-control', 'no-store')
    return presentSsoConfig(row, redirectUri(request))
  })

  route(app, api.trialUrl, async (request, reply) => {
    const url = await ssoAdmin.trialUrl(actorOf(request), request.params.id, {
      groupSecret: request.ensureGroupSecret(reply),
      origin: mailContext(app, request).origin,
    })
    reply.header('cache-control', 'no-store')
    return { url }
  })
}
