import type { TApprovalPerson } from '../../../shared/business/approvals-schemas.ts'
import type { TSearchMode } from '../../../shared/business/people-contract.ts'
import type { ApprovalsApi } from '../../api/approvals.ts'

/** The company's people search (spec section 7) in a mode, as the pickers' people. */
export function searchPeople(api: () => ApprovalsApi, mode: TSearchMode) {
  return async (query: string): Promise<TApprovalPerson[]> => {
    const page = await api().findPeople(query, mode)
    return page.content.map((u) => ({
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`.trim() || u.email,
      email: u.email,
    }))
  }
}
