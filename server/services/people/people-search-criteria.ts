import { BOOK_FOR_MEMBER_PERMISSIONS } from '../../../shared/business/book-on-behalf-contract.ts'
import {
  MEMBER_STATUSES,
  type TMemberStatus,
  type TSearchMode,
} from '../../../shared/business/people-contract.ts'
import type { TUserSearchFilters } from '../../../shared/business/people-schemas.ts'
import type { TPermission } from '../../../shared/permissions.ts'
import type { SearchCriteria } from '../../repositories/people-search.repository.ts'

/** The caller of a search: their company, id, permissions, and whom they book for. */
export interface Searcher {
  companyId: string
  userId: string
  permissions: readonly string[]
  actingForUserId: string | null
}

const BOOK_FOR_ANYONE: readonly TPermission[] = BOOK_FOR_MEMBER_PERMISSIONS
const APPROVES: readonly TPermission[] = [
  'TRIP_EVENT_APPROVAL_PROCESSING',
  'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL',
]

/** Only those who manage users see members who are deactivated or whose guest access ended. */
export function mayListInactive(permissions: readonly string[]): boolean {
  return permissions.includes('USER_MANAGEMENT')
}

/**
 * The meaning of each of the spec's twelve search modes (decision 036), as criteria. `filters` narrow
 * every mode; "filtered" is everyone narrowed by them. Modes that pick people for a job (booking for,
 * arranging, approving) list active members only.
 */
export function searchCriteria(
  searcher: Searcher,
  mode: TSearchMode,
  query: string,
  filters: TUserSearchFilters,
): SearchCriteria {
  const held = (list: readonly string[]) => list.some((p) => searcher.permissions.includes(p))
  const manager = mayListInactive(searcher.permissions)
  const asked = filters.statuses?.length ? filters.statuses : manager ? [...MEMBER_STATUSES] : ['active']
  const statuses = (manager ? asked : asked.filter((s) => s === 'active')) as TMemberStatus[]
  const base: SearchCriteria = {
    companyId: searcher.companyId,
    excludeUserIds: [searcher.userId, ...(searcher.actingForUserId ? [searcher.actingForUserId] : [])],
    text: query.normalize('NFKC').trim().toLocaleLowerCase('en'),
    roleIds: filters.roleIds,
    groupIds: filters.groupIds,
    officeIds: filters.officeIds,
    statuses,
    // Members whose role holds the hiding marker are shown only to those who manage users.
    ...(manager ? {} : { rolePermissionsNone: ['DISABLED'] }),
  }
  const active: TMemberStatus[] = statuses.includes('active') ? ['active'] : []
  const notDisabled = ['DISABLED']
  switch (mode) {
    case 'all':
      return base
    case 'filtered':
      // The people directory (Manage users) lists everyone, its viewer too: an admin missing from it
      // read "Nobody matches" while Roles counted them (issue 30). Pickers leave the caller out, as the
      // spec's user search does.
      return { ...base, excludeUserIds: [] }
    case 'admins':
      return { ...base, rolePermissionsAny: ['USER_MANAGEMENT'], rolePermissionsNone: notDisabled }
    case 'travelersForTravelArranger':
      return {
        ...base,
        statuses: active,
        rolePermissionsNone: notDisabled,
        // Exactly whom book on behalf's select accepts (decision 056): all members, those sharing a
        // group (OTHER), those who named this arranger (EXPLICIT), those allowing arrangers.
        audience: {
          members: held(['TRIP_EVENT_BOOK_FOR_ALL']),
          guests: held(['TRIP_EVENT_BOOK_FOR_GUEST']),
          sharesGroupWith: held(['TRIP_EVENT_BOOK_FOR_OTHER']) ? searcher.userId : null,
          delegatedTo: held(['TRIP_EVENT_BOOK_FOR_EXPLICIT']) ? searcher.userId : null,
          allowing: held(['TRIP_EVENT_BOOK_FOR_ALL_ALLOWING']),
        },
      }
    case 'potentialTravelArrangers':
      return {
        ...base,
        statuses: active,
        guest: false,
        rolePermissionsNone: [...BOOK_FOR_ANYONE, 'DISABLED'],
      }
    case 'approvers':
      return { ...base, rolePermissionsAny: [...APPROVES], rolePermissionsNone: notDisabled }
    case 'travelManagers':
      return { ...base, rolePermissionsAny: ['TRAVEL_POLICY_MANAGEMENT'], rolePermissionsNone: notDisabled }
    case 'guests':
      return { ...base, guest: true }
    case 'sponsoredGuests':
      return { ...base, guest: true, sponsorUserId: searcher.userId }
    case 'guestSponsors':
      return { ...base, sponsorsGuests: true }
    case 'potentialCustomApprovers':
      return {
        ...base,
        statuses: active,
        guest: false,
        rolePermissionsAny: [...APPROVES],
        rolePermissionsNone: notDisabled,
      }
    case 'potentialRuleCustomApprovers':
      return {
        ...base,
        statuses: active,
        guest: false,
        rolePermissionsAny: ['TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL'],
        rolePermissionsNone: notDisabled,
      }
  }
}
