import type { FastifyInstance } from 'fastify'
import { onboardingEndpoints as api } from '../../../shared/business/onboarding-endpoints.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { OnboardingServices } from '../../services/onboarding/onboarding-services.ts'
import { noStore } from '../reply-helpers.ts'

/** get-started (setup v1-v3) and the task lists (spec sections 2, 7 and 9; decision 038). */
export async function onboardingRoutes(
  app: FastifyInstance,
  { onboarding }: { onboarding: OnboardingServices },
) {
  const { tasks, me } = onboarding
  noStore(app)

  for (const [version, endpoint] of [
    [1, api.setup.v1],
    [2, api.setup.v2],
    [3, api.setup.v3],
  ] as const) {
    route(app, endpoint, async (request) => {
      const session = businessSessionOf(request)
      await me.setup(session, auditActorOf(session), version, request.body)
      return tasks.tasks(session)
    })
  }

  // Ours: get-started's form starts from what it was told before (issue 30: the size given at signup).
  route(app, api.setupAnswers, async (request) => me.setupAnswers(businessSessionOf(request)))

  route(app, api.tasks, async (request) => tasks.tasks(businessSessionOf(request)))

  // The spec's query parameters (?taskId&status) on a POST.
  route(app, api.taskStatus, async (request) => {
    const session = businessSessionOf(request)
    const { taskId, status } = request.query
    return tasks.setStatus(session, auditActorOf(session), taskId, status)
  })

  route(app, api.dismissReminderTaskGrid, async (request) => {
    await tasks.dismissReminder(businessSessionOf(request))
    return { reminderDismissed: true as const }
  })
}
