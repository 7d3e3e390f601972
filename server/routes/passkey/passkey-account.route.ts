import type { FastifyInstance } from 'fastify'
import { PASSKEY_ACCOUNT_API } from '../../../shared/passkey/passkey-contract.ts'
import {
  ZPasskeyIdParamsSchema,
  ZPasskeyRenameRequestSchema,
} from '../../../shared/passkey/passkey-schemas.ts'
import { presentPasskey, presentPasskeys } from '../../presenters/passkey.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { requireSession } from '../require-session.ts'

/** The signed-in user's passkeys on the account page: list, rename, delete. */
export async function passkeyAccountRoutes(app: FastifyInstance) {
  const { manage } = app.services.passkeys
  noStore(app)

  app.get(PASSKEY_ACCOUNT_API, async (request) => {
    const session = await requireSession(app, request)
    return presentPasskeys(await manage.list(session))
  })

  app.put(`${PASSKEY_ACCOUNT_API}/:id`, async (request) => {
    const session = await requireSession(app, request)
    const { id } = ZPasskeyIdParamsSchema.parse(request.params)
    const { name } = ZPasskeyRenameRequestSchema.parse(request.body)
    return presentPasskey(await manage.rename(session, id, name))
  })

  app.delete(`${PASSKEY_ACCOUNT_API}/:id`, async (request) => {
    const session = await requireSession(app, request)
    const { id } = ZPasskeyIdParamsSchema.parse(request.params)
    await manage.remove(session, id)
    request.log.info({ event: 'account.passkey.deleted', userId: session.userId }, 'passkey deleted')
    return { deleted: 1 as const }
  })
}
