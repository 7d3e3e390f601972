import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TBusinessRequirement } from '../../../shared/business/business-access.ts'
import { SSO_API } from '../../../shared/sso/sso-contract.ts'
import {
  ZSsoConfigCreateSchema,
  ZSsoConfigUpdateSchema,
  ZSsoIdParamsSchema,
  ZSsoToggleParamsSchema,
} from '../../../shared/sso/sso-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { presentSsoConfig, presentSsoConfigList } from '../../presenters/sso.presenter.ts'
import type { SsoAdminActor } from '../../services/sso/sso-admin.service.ts'
import { redirectUriFor } from '../../services/sso/sso-flow.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** Managing SSO is a company setting and an integration: either admin permission, and the feature. */
export const SSO_ADMIN_REQUIREMENT: TBusinessRequirement = {
  permissions: ['COMPANY_SETTINGS_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT'],
  features: ['SSO_INTEGRATION'],
}

/** Saving and activating fetch the provider's discovery document: bounded per address. */
const DISCOVERING = { max: 20, timeWindow: 60_000 } as const

const one = `${SSO_API.configs}/:id`

/** Spec section 7: GET and POST /sso, PUT and DELETE /sso/{id}, toggleactive, externalAuthorizationUrl. */
export async function ssoAdminRoutes(app: FastifyInstance) {
  const business = SSO_ADMIN_REQUIREMENT
  // The company is always the session's own; ids in the path only ever select within it.
  const actorOf = (request: FastifyRequest): SsoAdminActor => {
    const session = businessSessionOf(request)
    return { companyId: session.business.companyId, userId: session.userId }
  }
  const redirectUri = (request: FastifyRequest) => redirectUriFor(mailContext(app, request).origin)

  app.get(SSO_API.configs, { config: { business } }, async (request, reply) => {
    const listing = await app.services.ssoAdmin.list(actorOf(request))
    reply.header('cache-control', 'no-store')
    return presentSsoConfigList(listing, redirectUri(request))
  })

  app.post(SSO_API.configs, { config: { business, rateLimit: DISCOVERING } }, async (request, reply) => {
    const actor = actorOf(request)
    const body = ZSsoConfigCreateSchema.parse(request.body ?? {})
    const row = await app.services.ssoAdmin.create(actor, body)
    request.log.info(
      { event: 'sso.config.created', configId: row.id, companyId: actor.companyId },
      'sso created',
    )
    reply.code(201).header('cache-control', 'no-store')
    return presentSsoConfig(row, redirectUri(request))
  })

  app.put(one, { config: { business, rateLimit: DISCOVERING } }, async (request, reply) => {
    const actor = actorOf(request)
    const { id } = ZSsoIdParamsSchema.parse(request.params)
    const body = ZSsoConfigUpdateSchema.parse(request.body ?? {})
    const row = await app.services.ssoAdmin.update(actor, id, body)
    request.log.info({ event: 'sso.config.updated', configId: id, companyId: actor.companyId }, 'sso updated')
    reply.header('cache-control', 'no-store')
    return presentSsoConfig(row, redirectUri(request))
  })

  app.delete(one, { config: { business } }, async (request, reply) => {
    const actor = actorOf(request)
    const { id } = ZSsoIdParamsSchema.parse(request.params)
    await app.services.ssoAdmin.remove(actor, id)
    request.log.info({ event: 'sso.config.deleted', configId: id, companyId: actor.companyId }, 'sso deleted')
    return reply.code(204).send()
  })

  app.post(
    `${SSO_API.configs}/toggleactive/:id/:flag`,
    { config: { business, rateLimit: DISCOVERING } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id, flag } = ZSsoToggleParamsSchema.parse(request.params)
      const row = await app.services.ssoAdmin.setActive(actor, id, flag === 'true')
      request.log.info(
        { event: 'sso.config.toggled', configId: id, companyId: actor.companyId, active: row.active },
        'sso toggled',
      )
      reply.header('cache-control', 'no-store')
      return presentSsoConfig(row, redirectUri(request))
    },
  )

  // Starts a trial bound to this browser, so it changes state: the form token is required.
  app.get(
    `${one}/externalAuthorizationUrl`,
    { config: { business, csrf: true, rateLimit: DISCOVERING } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = ZSsoIdParamsSchema.parse(request.params)
      const url = await app.services.ssoAdmin.trialUrl(actor, id, {
        groupSecret: request.ensureGroupSecret(reply),
        origin: mailContext(app, request).origin,
      })
      reply.header('cache-control', 'no-store')
      return { url }
    },
  )
}
