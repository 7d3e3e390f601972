import type { FastifyInstance } from 'fastify'
import { GUIDES_ROUTES } from '../../../shared/guides/guides-contract.ts'
import {
  ZCreateGuidebookRequestSchema,
  ZGuidebookParamsSchema,
  ZUpdateGuidebookRequestSchema,
} from '../../../shared/guides/guides-schemas.ts'
import { presentGuidebook, presentGuidebookList } from '../../presenters/guidebook.presenter.ts'
import { guidebookNotFound } from '../../services/guides/guidebook.service.ts'
import { noStore } from '../account/account-services.ts'
import { requireSession } from '../require-session.ts'

/** Per-IP limits per minute: creating is the costly call (a row and a lock), the rest are lighter. */
export const GUIDES_RATE_LIMITS = {
  read: { max: 120, timeWindow: 60_000 },
  create: { max: 20, timeWindow: 60_000 },
  write: { max: 60, timeWindow: 60_000 },
} as const

/** A malformed id reads like a guidebook that does not exist. */
function guidebookIdOf(params: unknown): string {
  const parsed = ZGuidebookParamsSchema.safeParse(params)
  if (!parsed.success) throw guidebookNotFound()
  return parsed.data.guidebookId
}

/** The user's guidebooks (decision 051): list, create, rename, delete. One person's: never cached. */
export async function guidebookRoutes(app: FastifyInstance) {
  noStore(app)
  const guidebooks = app.services.guidebooks
  const limit = (rateLimit: { max: number; timeWindow: number }) => ({ config: { rateLimit } })

  app.get(GUIDES_ROUTES.guidebooks, limit(GUIDES_RATE_LIMITS.read), async (request) => {
    const session = await requireSession(app, request)
    return presentGuidebookList(await guidebooks.list(session.userId))
  })

  app.post(GUIDES_ROUTES.guidebooks, limit(GUIDES_RATE_LIMITS.create), async (request, reply) => {
    const session = await requireSession(app, request)
    const input = ZCreateGuidebookRequestSchema.parse(request.body ?? {})
    return reply.code(201).send(presentGuidebook(await guidebooks.create(session.userId, input)))
  })

  app.put(GUIDES_ROUTES.guidebook, limit(GUIDES_RATE_LIMITS.write), async (request) => {
    const session = await requireSession(app, request)
    const guidebookId = guidebookIdOf(request.params)
    const input = ZUpdateGuidebookRequestSchema.parse(request.body ?? {})
    return presentGuidebook(await guidebooks.update(session.userId, guidebookId, input))
  })

  app.delete(GUIDES_ROUTES.guidebook, limit(GUIDES_RATE_LIMITS.write), async (request) => {
    const session = await requireSession(app, request)
    await guidebooks.remove(session.userId, guidebookIdOf(request.params))
    return { deleted: true }
  })
}
