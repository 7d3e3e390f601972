import type { FastifyInstance } from 'fastify'
import { passkeyEndpoints as api } from '../../../shared/passkey/passkey-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentPasskey, presentPasskeys } from '../../presenters/passkey.presenter.ts'
import type { PasskeyManageService } from '../../services/passkey/passkey-manage.service.ts'
import { noStore } from '../reply-helpers.ts'
import { requireSession, sessionFirst, sessionOf } from '../require-session.ts'

/** The signed-in user's passkeys on the account page: list, rename, delete. */
export async function passkeyAccountRoutes(
  app: FastifyInstance,
  { manage }: { manage: PasskeyManageService },
) {
  noStore(app)

  route(app, api.list, async (request) =>
    presentPasskeys(await manage.list(await requireSession(app, request))),
  )

  route(
    app,
    api.rename,
    async (request) =>
      presentPasskey(await manage.rename(sessionOf(request), request.params.id, request.body.name)),
    sessionFirst(app),
  )

  route(
    app,
    api.remove,
    async (request) => {
      const session = sessionOf(request)
      await manage.remove(session, request.params.id)
      request.log.info({ event: 'account.passkey.deleted', userId: session.userId }, 'passkey deleted')
      return { deleted: 1 as const }
    },
    sessionFirst(app),
  )
}
