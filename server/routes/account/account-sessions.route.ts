import type { FastifyInstance } from 'fastify'
import { ACCOUNT_API } from '../../../shared/account/account-contract.ts'
import { ZEndSessionParamsSchema } from '../../../shared/account/account-schemas.ts'
import { presentAccountSessions } from '../../presenters/account.presenter.ts'
import { requireSession } from '../require-session.ts'
import { accountServicesFor, noStore } from './account-services.ts'

/** The signed-in user's sessions in every browser, and ending them (ASVS 7.5.2). */
export async function accountSessionRoutes(app: FastifyInstance) {
  const { sessions } = accountServicesFor(app)
  noStore(app)

  app.get(ACCOUNT_API.sessions, async (request) => {
    const session = await requireSession(app, request)
    return presentAccountSessions(await sessions.list(session), session.sessionId)
  })

  app.delete(`${ACCOUNT_API.sessions}/:id`, async (request) => {
    const session = await requireSession(app, request)
    const { id } = ZEndSessionParamsSchema.parse(request.params)
    return { ended: await sessions.end(session, id) }
  })

  app.post(ACCOUNT_API.endOtherSessions, async (request) => {
    const session = await requireSession(app, request)
    return { ended: await sessions.endOthers(session) }
  })
}
