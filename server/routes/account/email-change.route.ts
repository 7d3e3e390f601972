import type { FastifyInstance } from 'fastify'
import { accountEndpoints as api } from '../../../shared/account/account-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { AccountServices } from '../../services/account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/** The add-email flow: ask for a new address (recent password needed), then confirm from the mailed link. */
export async function emailChangeRoutes(app: FastifyInstance, { account }: { account: AccountServices }) {
  const { emailChange } = account
  noStore(app)

  route(
    app,
    api.requestEmailChange,
    async (request) => {
      const { brandName, origin } = mailContext(app, request)
      return emailChange.requestChange(sessionOf(request), request.body.newEmail, { brandName, origin })
    },
    sessionFirst(app),
  )

  route(
    app,
    api.confirmEmailChange,
    async (request) => emailChange.confirmChange(sessionOf(request), request.body.token),
    sessionFirst(app),
  )
}
