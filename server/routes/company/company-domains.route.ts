import type { FastifyInstance } from 'fastify'
import { companyEndpoints as api } from '../../../shared/business/company-endpoints.ts'
import { actorOf, auditActorOf, businessSessionOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentDomains } from '../../presenters/company-settings.presenter.ts'
import type { CompanyServices } from '../../services/company/company-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'

/** The company's e-mail domains: list, add (mails a link), verify (the link), remove (decision 034). */
export async function companyDomainRoutes(app: FastifyInstance, { company }: { company: CompanyServices }) {
  const domains = company.domains
  noStore(app)

  route(app, api.emailDomains, async (request) => presentDomains(await domains.list(companyOf(request))))

  route(app, api.addEmailDomain, async (request) => {
    const session = businessSessionOf(request)
    const row = await domains.add(auditActorOf(session), request.body, mailContext(app, request))
    request.log.info(
      { event: 'company.emailDomain.add', companyId: session.business.companyId, domain: row.domain },
      'domain verification sent',
    )
    const [added] = presentDomains({ verified: [], pending: [row] }).domains
    if (!added) throw new Error('a pending domain was not presented')
    return added
  })

  /*
   * The mailed link's page posts its secret here, signed in or not: the secret (256 bits, single
   * use, 48 hours) is the proof, so no session is asked. The form token still applies (POST).
   */
  route(app, api.verifyEmailDomain, async (request) => {
    const verified = await domains.verify(request.body.token)
    request.log.info(
      { event: 'company.emailDomain.verify', companyId: verified.companyId, domain: verified.domain },
      'domain verified',
    )
    return { domain: verified.domain }
  })

  route(app, api.removeEmailDomain, async (request) => {
    await domains.remove(actorOf(request), request.params.domain)
  })
}
