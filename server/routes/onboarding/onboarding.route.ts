import type { FastifyInstance } from 'fastify'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import {
  ZSetupV1RequestSchema,
  ZSetupV2RequestSchema,
  ZSetupV3RequestSchema,
  ZTaskStatusRequestSchema,
} from '../../../shared/business/onboarding-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

/** get-started (setup v1-v3) and the task lists (spec sections 2, 7 and 9; decision 038). */
export async function onboardingRoutes(app: FastifyInstance) {
  const { tasks, me } = app.services.onboarding
  noStore(app)
  const anyMember = { business: { permissions: [] } } as const
  const taskCalls = { business: { permissions: [], features: ['ONBOARDING_TASKS'] } } as const

  for (const [url, version, schema] of [
    [ONBOARDING_API.setupV1, 1, ZSetupV1RequestSchema],
    [ONBOARDING_API.setupV2, 2, ZSetupV2RequestSchema],
    [ONBOARDING_API.setupV3, 3, ZSetupV3RequestSchema],
  ] as const) {
    app.post(url, { config: anyMember }, async (request) => {
      const session = businessSessionOf(request)
      const body = schema.parse(request.body ?? {})
      await me.setup(session, auditActorOf(session), version, body)
      return tasks.tasks(session)
    })
  }

  // Ours: get-started's form starts from what it was told before (issue 30: the size given at signup).
  app.get(ONBOARDING_API.setupV3, { config: anyMember }, async (request) =>
    me.setupAnswers(businessSessionOf(request)),
  )

  app.get(ONBOARDING_API.tasks, { config: taskCalls }, async (request) => {
    return tasks.tasks(businessSessionOf(request))
  })

  // The spec's query parameters (?taskId&status) on a POST.
  app.post(ONBOARDING_API.taskStatus, { config: taskCalls }, async (request) => {
    const session = businessSessionOf(request)
    const { taskId, status } = ZTaskStatusRequestSchema.parse(request.query ?? {})
    return tasks.setStatus(session, auditActorOf(session), taskId, status)
  })

  app.post(ONBOARDING_API.dismissReminderTaskGrid, { config: taskCalls }, async (request) => {
    await tasks.dismissReminder(businessSessionOf(request))
    return { reminderDismissed: true as const }
  })
}
