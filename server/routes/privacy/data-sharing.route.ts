import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { GPC_DECLARATION } from '../../../shared/privacy/gpc.ts'
import { PrivacyErrorCode } from '../../../shared/privacy/privacy-contract.ts'
import { privacyEndpoints as api } from '../../../shared/privacy/privacy-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentDataSharing } from '../../presenters/data-sharing.presenter.ts'
import { ConsentIdConflictError } from '../../services/privacy/consent-record.service.ts'
import {
  createDataSharingService,
  GpcSignalActiveError,
} from '../../services/privacy/data-sharing.service.ts'
import { privacyStateOfRequest } from './privacy-page-state.ts'
import { consentContextOf, writeConsentCookie } from './privacy-request.ts'

/**
 * Spec section 7 (accounts-header-business.md 7): the California opt-out, read and changed, and the
 * site's Global Privacy Control declaration (decision 032).
 */
export async function dataSharingRoutes(app: FastifyInstance) {
  const dataSharing = createDataSharingService(app.services.consentRecords)

  /** The categories in force with this cookie, exactly as the page's state would give them. */
  const categoriesInForce = (request: FastifyRequest, cookie: TConsentCookie) =>
    privacyStateOfRequest(app, request, cookie).acceptedCategories

  function answer(reply: FastifyReply) {
    reply.header('cache-control', 'no-store')
  }

  route(app, api.dataSharing, async (request, reply) => {
    const { context, cookie } = await consentContextOf(app, request)
    let next = cookie
    if (context.gpc) next = (await dataSharing.honourSignal(context, cookie)).cookie
    const choice = await dataSharing.current(context, next)
    // A signed-in visitor's account leads: this browser's cookie follows it.
    if (context.userId && (next.allowDataSharing !== choice.allowDataSharing || next.gpc !== choice.gpc))
      next = { ...next, ...choice }
    if (next !== cookie) writeConsentCookie(app, reply, next)
    answer(reply)
    return presentDataSharing(choice, categoriesInForce(request, next))
  })

  route(app, api.saveDataSharing, async (request, reply) => {
    const input = request.body
    const { context, cookie } = await consentContextOf(app, request)
    try {
      const outcome = await dataSharing.choose(context, cookie, input)
      writeConsentCookie(app, reply, outcome.cookie)
      answer(reply)
      return presentDataSharing(outcome.choice, categoriesInForce(request, outcome.cookie))
    } catch (error) {
      if (error instanceof GpcSignalActiveError)
        throw new HttpError(
          409,
          PrivacyErrorCode.GPC_SIGNAL_ACTIVE,
          'Your browser sends a Global Privacy Control signal, which keeps data sharing off.',
        )
      if (error instanceof ConsentIdConflictError)
        throw new HttpError(409, PrivacyErrorCode.INVALID_CONSENT, 'This consent id is already in use.')
      throw error
    }
  })

  route(app, api.gpcWellKnown, async (_request, reply) => {
    reply.type('application/json').header('cache-control', 'public, max-age=86400')
    return GPC_DECLARATION
  })
}
