import type { FastifyInstance } from 'fastify'
import { accountEndpoints as api } from '../../../shared/account/account-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentAccountSessions } from '../../presenters/account.presenter.ts'
import type { AccountServices } from '../../services/account/account-services.ts'
import { noStore } from '../reply-helpers.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'

/** The signed-in user's sessions in every browser, and ending them (ASVS 7.5.2). */
export async function accountSessionRoutes(app: FastifyInstance, { account }: { account: AccountServices }) {
  const { sessions } = account
  noStore(app)

  route(app, api.sessions, async (request) => {
    const session = await requireSession(app, request)
    return presentAccountSessions(await sessions.list(session), session.sessionId)
  })

  route(
    app,
    api.endSession,
    async (request) => ({ ended: await sessions.end(sessionOf(request), request.params.id) }),
    sessionFirst(app),
  )

  route(app, api.endOtherSessions, async (request) => {
    const session = await requireSession(app, request)
    return { ended: await sessions.endOthers(session) }
  })
}
