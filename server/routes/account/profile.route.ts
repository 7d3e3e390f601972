import type { FastifyInstance } from 'fastify'
import { accountEndpoints as api } from '../../../shared/account/account-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentProfile } from '../../presenters/account.presenter.ts'
import type { AccountServices } from '../../services/account/account-services.ts'
import { noStore } from '../reply-helpers.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'

export async function profileRoutes(app: FastifyInstance, { account }: { account: AccountServices }) {
  const { profile } = account
  noStore(app)

  route(app, api.profile, async (request) => {
    const session = await requireSession(app, request)
    return presentProfile(await profile.read(session))
  })

  // Strict: a body naming email, role or companyId is refused, never partly applied (ASVS 8.2.3).
  route(
    app,
    api.updateProfile,
    async (request) => presentProfile(await profile.update(sessionOf(request), request.body)),
    sessionFirst(app),
  )
}
