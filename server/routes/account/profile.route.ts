import type { FastifyInstance } from 'fastify'
import { ACCOUNT_API } from '../../../shared/account/account-contract.ts'
import { ZProfileUpdateRequestSchema } from '../../../shared/account/account-schemas.ts'
import { presentProfile } from '../../presenters/account.presenter.ts'
import { requireSession } from '../require-session.ts'
import { accountServicesFor, noStore } from './account-services.ts'

export async function profileRoutes(app: FastifyInstance) {
  const { profile } = accountServicesFor(app)
  noStore(app)

  app.get(ACCOUNT_API.profile, async (request) => {
    const session = await requireSession(app, request)
    return presentProfile(await profile.read(session))
  })

  app.put(ACCOUNT_API.profile, async (request) => {
    const session = await requireSession(app, request)
    // Strict: a body naming email, role or companyId is refused, never partly applied (ASVS 8.2.3).
    const input = ZProfileUpdateRequestSchema.parse(request.body)
    return presentProfile(await profile.update(session, input))
  })
}
