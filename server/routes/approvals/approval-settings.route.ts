import type { FastifyInstance } from 'fastify'
import {
  APPROVAL_CONFLICTS_PATH,
  APPROVAL_CONFLICTS_REQUIREMENT,
} from '../../../shared/business/approval-conflicts.ts'
import {
  APPROVAL_QUEUE_REQUIREMENT,
  APPROVAL_SETTINGS_REQUIREMENT,
  APPROVAL_TIMINGS,
  APPROVALS_API,
  APPROVALS_ROUTES,
} from '../../../shared/business/approvals-contract.ts'
import {
  ZApprovalSettingsRequestSchema,
  ZChainRequestSchema,
  ZDelegationRequestSchema,
  ZManagerParamsSchema,
  ZManagerRequestSchema,
} from '../../../shared/business/approvals-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const SETTINGS = { business: APPROVAL_SETTINGS_REQUIREMENT } as const
const QUEUE = { business: APPROVAL_QUEUE_REQUIREMENT } as const
const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }

/** Approval settings (spec: PUT settings/autoApproval/{mode}), approvers and delegation (decision 055). */
export async function approvalSettingsRoutes(app: FastifyInstance) {
  const approvals = app.services.approvals.settings
  noStore(app)

  app.get(APPROVALS_API.settings, { config: SETTINGS }, async (request) =>
    approvals.settings(businessSessionOf(request).business.companyId),
  )

  // Read by the approval settings page and the policy pages, so either side's managers may ask.
  app.get(
    APPROVAL_CONFLICTS_PATH,
    { config: { business: APPROVAL_CONFLICTS_REQUIREMENT } },
    async (request) =>
      app.services.approvals.conflicts.conflicts(businessSessionOf(request).business.companyId),
  )

  // One route per mode (the spec's {mode} is a fixed word, not an id): an unknown mode is a 404.
  for (const mode of APPROVAL_TIMINGS)
    app.put(
      APPROVALS_API.settingsMode(mode),
      { config: { ...SETTINGS, rateLimit: WRITE_LIMIT } },
      async (request) => {
        const session = businessSessionOf(request)
        const body = ZApprovalSettingsRequestSchema.parse(request.body)
        return approvals.putSettings(auditActorOf(session), mode, body)
      },
    )

  app.get(APPROVALS_API.approvers, { config: SETTINGS }, async (request) =>
    approvals.approvers(businessSessionOf(request).business.companyId),
  )

  app.put(APPROVALS_API.approvers, { config: { ...SETTINGS, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const body = ZChainRequestSchema.parse(request.body)
    return approvals.putChain(auditActorOf(session), body)
  })

  app.put(APPROVALS_ROUTES.manager, { config: { ...SETTINGS, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const { userId } = ZManagerParamsSchema.parse(request.params)
    const { managerUserId } = ZManagerRequestSchema.parse(request.body)
    return approvals.setManager(auditActorOf(session), userId, managerUserId)
  })

  app.delete(
    APPROVALS_ROUTES.manager,
    { config: { ...SETTINGS, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { userId } = ZManagerParamsSchema.parse(request.params)
      return approvals.removeManager(auditActorOf(session), userId)
    },
  )

  // An approver's own out-of-office: whoever may decide requests sets theirs.
  app.get(APPROVALS_API.delegation, { config: QUEUE }, async (request) =>
    approvals.delegation(auditActorOf(businessSessionOf(request))),
  )

  app.put(APPROVALS_API.delegation, { config: { ...QUEUE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const session = businessSessionOf(request)
    const body = ZDelegationRequestSchema.parse(request.body)
    return approvals.setDelegation(auditActorOf(session), body)
  })

  app.delete(APPROVALS_API.delegation, { config: { ...QUEUE, rateLimit: WRITE_LIMIT } }, async (request) =>
    approvals.removeDelegation(auditActorOf(businessSessionOf(request))),
  )
}
