import type { FastifyInstance, FastifyRequest } from 'fastify'
import { guidesEndpoints as api } from '../../../shared/guides/guides-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentGuidebook, presentGuidebookList } from '../../presenters/guidebook.presenter.ts'
import type { GuidebookService } from '../../services/guides/guidebook.service.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/** The user's guidebooks (decision 051): list, create, rename, delete. One person's: never cached. */
export async function guidebookRoutes(
  app: FastifyInstance,
  { guidebooks }: { guidebooks: GuidebookService },
) {
  noStore(app)
  // The session before the request's shape: a caller who is not signed in is told so (401), whatever they sent.
  const signedIn = sessionFirst(app)
  const userOf = (request: FastifyRequest) => sessionOf(request).userId

  route(
    app,
    api.guidebooks,
    async (request) => presentGuidebookList(await guidebooks.list(userOf(request))),
    signedIn,
  )
  route(
    app,
    api.create,
    async (request) => presentGuidebook(await guidebooks.create(userOf(request), request.body)),
    signedIn,
  )
  route(
    app,
    api.update,
    async (request) =>
      presentGuidebook(await guidebooks.update(userOf(request), request.params.guidebookId, request.body)),
    signedIn,
  )
  route(
    app,
    api.remove,
    async (request) => {
      await guidebooks.remove(userOf(request), request.params.guidebookId)
      return { deleted: true as const }
    },
    signedIn,
  )
}
