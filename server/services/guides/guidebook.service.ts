import { GUIDES_LIMITS, GuidesErrorCode } from '../../../shared/guides/guides-contract.ts'
import type {
  TCreateGuidebookRequest,
  TUpdateGuidebookRequest,
} from '../../../shared/guides/guides-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { GuidebookRepository, GuidebookRow } from '../../repositories/guidebook.repository.ts'

export interface GuidebookService {
  /** Whether the site offers guidebooks (GUIDEBOOKS_ENABLED); the auth state's guidebookEnabled. */
  readonly enabled: boolean
  list(userId: string): Promise<GuidebookRow[]>
  create(userId: string, input: TCreateGuidebookRequest): Promise<GuidebookRow>
  update(userId: string, guidebookId: string, input: TUpdateGuidebookRequest): Promise<GuidebookRow>
  remove(userId: string, guidebookId: string): Promise<void>
}

export const guidebookNotFound = () =>
  new HttpError(404, GuidesErrorCode.GUIDEBOOK_NOT_FOUND, 'No such guidebook.')

/** The user's guidebooks: their own only, at most GUIDES_LIMITS.maxPerUser of them. */
export function createGuidebookService(repo: GuidebookRepository, enabled: boolean): GuidebookService {
  function requireEnabled() {
    if (!enabled)
      throw new HttpError(404, GuidesErrorCode.GUIDEBOOKS_DISABLED, 'Guidebooks are not offered here.')
  }
  return {
    enabled,
    async list(userId) {
      requireEnabled()
      return repo.listForUser(userId)
    },
    async create(userId, input) {
      requireEnabled()
      const row = await repo.createWithin(userId, input, GUIDES_LIMITS.maxPerUser)
      if (!row)
        throw new HttpError(
          409,
          GuidesErrorCode.GUIDEBOOK_LIMIT_REACHED,
          `You can keep at most ${GUIDES_LIMITS.maxPerUser} guidebooks; delete one first.`,
        )
      return row
    },
    async update(userId, guidebookId, input) {
      requireEnabled()
      const row = await repo.update(userId, guidebookId, input)
      if (!row) throw guidebookNotFound()
      return row
    },
    async remove(userId, guidebookId) {
      requireEnabled()
      if (!(await repo.delete(userId, guidebookId))) throw guidebookNotFound()
    },
  }
}
