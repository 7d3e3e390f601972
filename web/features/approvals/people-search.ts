import type { TApprovalPerson } from '../../../shared/business/approvals-schemas.ts'
import type { TSearchMode } from '../../../shared/business/people-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { findUsers } from '../../api/people.ts'

/** The company's people search (spec section 7) in a mode, as the pickers' people. */
export function searchPeople(mode: TSearchMode) {
  return async (query: string): Promise<TApprovalPerson[]> => {
    const page = await findUsers(browserApiClient(), { query, searchMode: mode }, { page: 0, size: 10 })
    return page.content.map((u) => ({
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`.trim() || u.email,
      email: u.email,
    }))
  }
}
