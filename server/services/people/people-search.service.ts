import type {
  TFindUsersPaging,
  TFindUsersRequest,
  TFindUsersResponse,
} from '../../../shared/business/people-schemas.ts'
import { presentMember, presentPaging } from '../../presenters/people.presenter.ts'
import type { PeopleSearchRepository } from '../../repositories/people-search.repository.ts'
import { type Searcher, searchCriteria } from './people-search-criteria.ts'

/** The spec's user search (findUsers): one company, never the caller or whom they book for. */
export interface PeopleSearchService {
  find(searcher: Searcher, request: TFindUsersRequest, paging: TFindUsersPaging): Promise<TFindUsersResponse>
}

export function createPeopleSearchService(
  repo: PeopleSearchRepository,
  now: () => Date = () => new Date(),
): PeopleSearchService {
  return {
    async find(searcher, request, { page, size }) {
      const criteria = searchCriteria(searcher, request.searchMode, request.query, request.filters)
      const total = await repo.count(criteria)
      const rows =
        page * size < total ? await repo.search(criteria, { limit: size, offset: page * size }) : []
      const groups = await repo.groupNames(
        searcher.companyId,
        rows.map((r) => r.userId),
      )
      const at = now()
      return {
        content: rows.map((r) => presentMember(r, groups.get(r.userId) ?? [], at)),
        paging: presentPaging(page, size, total),
      }
    },
  }
}
