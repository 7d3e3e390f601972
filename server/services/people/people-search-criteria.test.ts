import { describe, expect, it } from 'vitest'
import { SEARCH_MODES } from '../../../shared/business/people-contract.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { searchCriteria } from './people-search-criteria.ts'

const searcher = (permissions: readonly string[], actingForUserId: string | null = null) => ({
  companyId: 'c',
  userId: 'me',
  permissions,
  actingForUserId,
})

describe('search criteria', () => {
  it('always stays in the company and leaves out the caller and whom they book for, in every picker mode', () => {
    for (const mode of SEARCH_MODES.filter((m) => m !== 'filtered')) {
      const c = searchCriteria(searcher(ROLE_TEMPLATES.admin.permissions, 'them'), mode, ' Ada ', {})
      expect([mode, c.companyId, c.excludeUserIds, c.text]).toEqual([mode, 'c', ['me', 'them'], 'ada'])
    }
  })

  it('lists everyone in the people directory (Manage users), its viewer too', () => {
    const c = searchCriteria(searcher(ROLE_TEMPLATES.admin.permissions, 'them'), 'filtered', '', {})
    expect([c.companyId, c.excludeUserIds]).toEqual(['c', []])
  })

  it('lets only those who manage users ask for deactivated or expired members', () => {
    const asked = { statuses: ['deactivated', 'active'] as const }
    expect(
      searchCriteria(searcher(['USER_MANAGEMENT']), 'all', '', { statuses: [...asked.statuses] }).statuses,
    ).toEqual(['deactivated', 'active'])
    expect(
      searchCriteria(searcher(['BUSINESS_PROFILE_SEARCH']), 'all', '', { statuses: [...asked.statuses] })
        .statuses,
    ).toEqual(['active'])
    expect(
      searchCriteria(searcher(['BUSINESS_PROFILE_SEARCH']), 'all', '', { statuses: ['deactivated'] })
        .statuses,
    ).toEqual([])
    expect(searchCriteria(searcher(['BUSINESS_PROFILE_SEARCH']), 'all', '', {}).rolePermissionsNone).toEqual([
      'DISABLED',
    ])
  })

  it('books for nobody without a book-for permission, and for those who named them with the explicit one', () => {
    expect(
      searchCriteria(searcher(['TRIP_EVENT_BOOK']), 'travelersForTravelArranger', '', {}).audience,
    ).toEqual({
      members: false,
      guests: false,
      sharesGroupWith: null,
      delegatedTo: null,
      allowing: false,
    })
    expect(
      searchCriteria(
        searcher(ROLE_TEMPLATES.travelArranger.permissions),
        'travelersForTravelArranger',
        '',
        {},
      ).audience,
    ).toEqual({ members: false, guests: true, sharesGroupWith: null, delegatedTo: 'me', allowing: false })
    expect(
      searchCriteria(searcher(ROLE_TEMPLATES.travelManager.permissions), 'travelersForTravelArranger', '', {})
        .audience,
    ).toEqual({ members: true, guests: true, sharesGroupWith: null, delegatedTo: null, allowing: false })
  })
})
