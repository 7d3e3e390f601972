// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import { GUIDES_API_PATHS } from '../../shared/guides/guides-contract.ts'
import type {
  TCreateGuidebookRequest,
  TGuidebook,
  TGuidebookListResponse,
  TUpdateGuidebookRequest,
} from '../../shared/guides/guides-schemas.ts'
import type { ApiClient } from './client.ts'

/** The guidebooks page's calls (decision 051). */
export interface GuidesApi {
  list(): Promise<TGuidebookListResponse>
  create(request: TCreateGuidebookRequest): Promise<TGuidebook>
  update(guidebookId: string, change: TUpdateGuidebookRequest): Promise<TGuidebook>
  remove(guidebookId: string): Promise<void>
}

export function createGuidesApi(client: () => ApiClient): GuidesApi {
  const p = GUIDES_API_PATHS
  return {
    list: () => client().get(p.guidebooks),
    create: (request) => client().postJson(p.guidebooks, request),
    update: (guidebookId, change) => client().put(p.guidebook(guidebookId), change),
    remove: async (guidebookId) => {
      await client().delete(p.guidebook(guidebookId))
    },
  }
}
