import type { FastifyInstance } from 'fastify'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import {
  ZEmailDomainAddRequestSchema,
  ZEmailDomainParamsSchema,
  ZEmailDomainVerifyRequestSchema,
} from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { RATE_LIMITS } from '../../plugins/rate-limit.ts'
import { presentDomains } from '../../presenters/company-settings.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { MANAGE_COMPANY } from './company-general.route.ts'

/** The company's e-mail domains: list, add (mails a link), verify (the link), remove (decision 034). */
export async function companyDomainRoutes(app: FastifyInstance) {
  const domains = app.services.company.domains
  noStore(app)

  app.get(COMPANY_SETTINGS_API.emailDomains, { config: { business: MANAGE_COMPANY } }, async (request) => {
    return presentDomains(await domains.list(businessSessionOf(request).business.companyId))
  })

  // Sends a mail to an address the admin names: bounded like every mailing route.
  app.post(
    COMPANY_SETTINGS_API.emailDomains,
    { config: { business: MANAGE_COMPANY, rateLimit: RATE_LIMITS.mailing } },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const input = ZEmailDomainAddRequestSchema.parse(request.body)
      const row = await domains.add(auditActorOf(session), input, mailContext(app, request))
      request.log.info(
        { event: 'company.emailDomain.add', companyId: session.business.companyId, domain: row.domain },
        'domain verification sent',
      )
      reply.code(201)
      return presentDomains({ verified: [], pending: [row] }).domains[0]
    },
  )

  /*
   * The mailed link's page posts its secret here, signed in or not: the secret (256 bits, single
   * use, 48 hours) is the proof, so no session is asked. The form token still applies (POST).
   */
  app.post(
    COMPANY_SETTINGS_API.emailDomainVerify,
    { config: { rateLimit: RATE_LIMITS.signIn } },
    async (request) => {
      const { token } = ZEmailDomainVerifyRequestSchema.parse(request.body)
      const verified = await domains.verify(token)
      request.log.info(
        { event: 'company.emailDomain.verify', companyId: verified.companyId, domain: verified.domain },
        'domain verified',
      )
      return { domain: verified.domain }
    },
  )

  app.delete(
    COMPANY_SETTINGS_API.emailDomain,
    { config: { business: MANAGE_COMPANY } },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const { domain } = ZEmailDomainParamsSchema.parse(request.params)
      await domains.remove(auditActorOf(session), domain)
      return reply.code(204).send()
    },
  )
}
