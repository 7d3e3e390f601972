/** One request sqlmap starts from: every query and JSON parameter of it is tried (decision 062). */
export interface SqlmapTarget {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Path and query on the site; a `*` after a path parameter has sqlmap try it too (removed for the check). */
  path: string
  /** JSON body, if any. */
  body?: unknown
}

/** Ids the targets need, read from the demo data once the admin is signed in. */
export interface TargetIds {
  fullTripId: string
  travelerId: string
  groupId: string
}

/**
 * The search, traveller, trip and company routes (issue 11): people search (findUsers), choosing whom to
 * book for (traveller select and search), the account's travellers, trips and their store, and the
 * company's settings, offices, groups and audit log, each with a valid request sqlmap then varies.
 */
export function sqlmapTargets(ids: TargetIds): SqlmapTarget[] {
  const address = { line1: 'Storgata 1', line2: '', city: 'Oslo', postcode: '0155', country: 'NO' }
  return [
    {
      name: 'people search (findUsers)',
      method: 'POST',
      path: '/i/api/business/users/v2/findUsers?page=0&size=15',
      body: { query: 'ava', searchMode: 'all' },
    },
    {
      name: 'traveller select',
      method: 'POST',
      path: '/i/api/business/me/v1/traveler/select',
      body: { email: 'ava@northwind.test' },
    },
    {
      name: 'traveller search (whom an arranger may book for)',
      method: 'POST',
      path: '/i/api/business/users/v2/findUsers?page=1&size=5',
      body: {
        query: 'northwind',
        searchMode: 'travelersForTravelArranger',
        filters: { statuses: ['active'] },
      },
    },
    {
      name: 'account travellers',
      method: 'POST',
      path: '/i/api/account/traveler/v1/?knownTravelerNumberApiVersion=v2',
      body: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
    },
    {
      name: 'account traveller update',
      method: 'PUT',
      path: `/i/api/account/traveler/v1/${ids.travelerId}?knownTravelerNumberApiVersion=v2`,
      body: { firstName: 'Ada', lastName: 'King', dateOfBirth: '1990-12-10' },
    },
    {
      name: 'trip create',
      method: 'POST',
      path: '/trips/api/trips',
      body: { name: 'Rome', startDate: '2099-02-01', endDate: '2099-02-03' },
    },
    {
      name: 'trip update',
      method: 'PUT',
      path: `/trips/api/trips/${ids.fullTripId}`,
      body: { name: 'Rome again' },
    },
    { name: 'trips store', method: 'GET', path: `/trips/api/store?props=trip&tripId=${ids.fullTripId}` },
    // `*` marks a path parameter for sqlmap (it tries query and body parameters by itself).
    { name: 'trip shares (path id)', method: 'GET', path: `/trips/api/trips/${ids.fullTripId}*/shares` },
    {
      name: 'company general settings',
      method: 'PUT',
      path: '/i/api/business/company/v1/company',
      body: {
        name: 'Northwind Outfitters',
        phone: '+47 22 00 00 00',
        defaultCurrency: 'NOK',
        bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
        address,
      },
    },
    {
      name: 'company office',
      method: 'POST',
      path: '/i/api/business/company/v1/company/offices',
      body: { name: 'Oslo', address },
    },
    {
      name: 'company group rename (path id)',
      method: 'PUT',
      path: `/i/api/business/users/v2/groups/${ids.groupId}*`,
      body: { name: 'Sqlmap group' },
    },
    {
      name: 'company audit log',
      method: 'GET',
      path: '/i/api/business/company/v1/auditLog?query=ava&page=0&size=20',
    },
  ]
}
