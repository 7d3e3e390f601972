import type { FastifyInstance } from 'fastify'
import { ACCOUNT_API } from '../../../shared/account/account-contract.ts'
import {
  ZEmailChangeRequestSchema,
  ZEmailConfirmRequestSchema,
} from '../../../shared/account/account-schemas.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { requireSession } from '../require-session.ts'
import { accountServicesFor, noStore } from './account-services.ts'

/** The add-email flow: ask for a new address (recent password needed), then confirm from the mailed link. */
export async function emailChangeRoutes(app: FastifyInstance) {
  const { emailChange } = accountServicesFor(app)
  noStore(app)

  app.post(ACCOUNT_API.email, async (request) => {
    const session = await requireSession(app, request)
    const { newEmail } = ZEmailChangeRequestSchema.parse(request.body)
    const { brandName, origin } = mailContext(app, request)
    return emailChange.requestChange(session, newEmail, { brandName, origin })
  })

  app.post(ACCOUNT_API.emailConfirm, async (request) => {
    const session = await requireSession(app, request)
    const { token } = ZEmailConfirmRequestSchema.parse(request.body)
    return emailChange.confirmChange(session, token)
  })
}
