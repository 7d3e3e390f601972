// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type {
  TCreateGuidebookRequest,
  TGuidebook,
  TGuidebookListResponse,
  TUpdateGuidebookRequest,
} from '../../shared/guides/guides-schemas.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { guidesEndpoints as api } from './endpoints.gen.ts'

/** The guidebooks page's calls (decision 051). */
export interface GuidesApi {
  list(): Promise<TGuidebookListResponse>
  create(request: TCreateGuidebookRequest): Promise<TGuidebook>
  update(guidebookId: string, change: TUpdateGuidebookRequest): Promise<TGuidebook>
  remove(guidebookId: string): Promise<void>
}

export function createGuidesApi(client: () => ApiClient): GuidesApi {
  return {
    list: () => callEndpoint(client(), api.guidebooks),
    create: (request) => callEndpoint(client(), api.create, { body: request }),
    update: (guidebookId, change) =>
      callEndpoint(client(), api.update, { params: { guidebookId }, body: change }),
    remove: async (guidebookId) => {
      await callEndpoint(client(), api.remove, { params: { guidebookId } })
    },
  }
}
