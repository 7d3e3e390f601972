import type { FastifyInstance } from 'fastify'
import { approvalEndpoints as api } from '../../../shared/business/approvals-endpoints.ts'
import { actorOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { ApprovalsServices } from '../../services/approvals/approvals-services.ts'
import { noStore } from '../reply-helpers.ts'

/** Approval settings (spec: PUT settings/autoApproval/{mode}), approvers and delegation (decision 055). */
export async function approvalSettingsRoutes(
  app: FastifyInstance,
  { approvals }: { approvals: ApprovalsServices },
) {
  const settings = approvals.settings
  noStore(app)

  route(app, api.settings, async (request) => settings.settings(companyOf(request)))
  route(app, api.conflicts, async (request) => approvals.conflicts.conflicts(companyOf(request)))
  for (const [mode, endpoint] of Object.entries(api.saveSettings))
    route(app, endpoint, async (request) =>
      settings.putSettings(actorOf(request), mode as keyof typeof api.saveSettings, request.body),
    )
  route(app, api.approvers, async (request) => settings.approvers(companyOf(request)))
  route(app, api.saveChain, async (request) => settings.putChain(actorOf(request), request.body))
  route(app, api.setManager, async (request) =>
    settings.setManager(actorOf(request), request.params.userId, request.body.managerUserId),
  )
  route(app, api.removeManager, async (request) =>
    settings.removeManager(actorOf(request), request.params.userId),
  )
  route(app, api.delegation, async (request) => settings.delegation(actorOf(request)))
  route(app, api.saveDelegation, async (request) => settings.setDelegation(actorOf(request), request.body))
  route(app, api.removeDelegation, async (request) => settings.removeDelegation(actorOf(request)))
}
