import type { FastifyInstance } from 'fastify'
import { approvalEndpoints as api } from '../../../shared/business/approvals-endpoints.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import { noStore } from '../account/account-services.ts'

/** Approval settings (spec: PUT settings/autoApproval/{mode}), approvers and delegation (decision 055). */
export async function approvalSettingsRoutes(app: FastifyInstance) {
  const approvals = app.services.approvals.settings
  const companyOf = (request: Parameters<typeof businessSessionOf>[0]) =>
    businessSessionOf(request).business.companyId
  const actorOf = (request: Parameters<typeof businessSessionOf>[0]) =>
    auditActorOf(businessSessionOf(request))
  noStore(app)

  route(app, api.settings, async (request) => approvals.settings(companyOf(request)))
  route(app, api.conflicts, async (request) => app.services.approvals.conflicts.conflicts(companyOf(request)))
  for (const [mode, endpoint] of Object.entries(api.saveSettings))
    route(app, endpoint, async (request) =>
      approvals.putSettings(actorOf(request), mode as keyof typeof api.saveSettings, request.body),
    )
  route(app, api.approvers, async (request) => approvals.approvers(companyOf(request)))
  route(app, api.saveChain, async (request) => approvals.putChain(actorOf(request), request.body))
  route(app, api.setManager, async (request) =>
    approvals.setManager(actorOf(request), request.params.userId, request.body.managerUserId),
  )
  route(app, api.removeManager, async (request) =>
    approvals.removeManager(actorOf(request), request.params.userId),
  )
  route(app, api.delegation, async (request) => approvals.delegation(actorOf(request)))
  route(app, api.saveDelegation, async (request) => approvals.setDelegation(actorOf(request), request.body))
  route(app, api.removeDelegation, async (request) => approvals.removeDelegation(actorOf(request)))
}
