import { CAR_SEARCH_API_PATH } from '../../../shared/catalogue/car-search-rules.ts'
import type { RouteEntry } from '../../types.ts'
import { requestFor } from '../business-matrix/matrix-harness.ts'
import type { MatrixContext, MatrixSample } from '../business-matrix/matrix-sample.ts'
import { routeKey } from '../business-matrix/route-expectations.ts'
import { inDays } from '../catalogue/search-route-kit.ts'
import type { RouteSeed } from './fuzz-requests.ts'
import { OWN_SEEDS } from './own-seeds.ts'
import type { FuzzContext } from './route-profile.ts'

/**
 * Valid bodies of routes outside the business console, which have no matrix sample: the fuzzer mutates
 * them as it mutates the samples' bodies. A route without a seed gets generated JSON only.
 */
/** One consent id for every consent seed: browsers without the session's cookie replay it (a conflict). */
const CONSENT_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

const PUBLIC_SEEDS: Readonly<Record<string, Omit<RouteSeed, 'path'>>> = {
  // A good search, so that mutations of it reach the search and its filters, not only the schema.
  [`GET ${CAR_SEARCH_API_PATH}`]: {
    query: {
      pickupPlace: 'SEL',
      dropoffPlace: 'PUS',
      pickup: `${inDays(20)}T10:00`,
      dropoff: `${inDays(23)}T10:00`,
      driverAge: '24',
    },
    body: undefined,
  },
  'POST /k/run/auth/login': {
    query: {},
    body: { username: 'dana@northwind.test', passwd: 'wrong password' },
  },
  'POST /k/run/auth/register': {
    query: {},
    body: { username: 'new@example.test', passwd: 'a long passphrase' },
  },
  'POST /i/api/account/traveler/v1/': {
    query: { knownTravelerNumberApiVersion: 'v2' },
    body: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
  },
  'PUT /i/api/account/traveler/v1/:travelerId': {
    query: { knownTravelerNumberApiVersion: 'v2' },
    body: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
  },
  'POST /trips/api/trips': {
    query: {},
    body: { name: 'Rome', startDate: '2099-02-01', endDate: '2099-02-03' },
  },
  'PUT /trips/api/trips/:fullTripId': { query: {}, body: { name: 'Rome' } },
  'POST /i/api/site/feedback/v1': { query: {}, body: { message: 'Nice', rating: 5 } },
  'POST /i/api/cookiebanner/v1/consent/record': {
    query: {},
    body: { acceptedCategories: ['functional'], consentId: CONSENT_ID },
  },
  'POST /i/api/twoparty/v1/consent': { query: {}, body: { consentId: CONSENT_ID } },
  'PUT /i/api/account/dataSharing/v1/optOut': {
    query: {},
    body: { allowDataSharing: false, consentId: CONSENT_ID },
  },
}

/** A parsed request: its path, query and JSON body. */
function parse(url: string, payload: unknown): RouteSeed {
  const parsed = new URL(url, 'http://fuzz.invalid')
  let body = payload
  if (typeof payload === 'string') {
    try {
      body = JSON.parse(payload)
    } catch {
      body = undefined
    }
  }
  return {
    path: parsed.pathname,
    query: Object.fromEntries(parsed.searchParams),
    body: body !== null && typeof body === 'object' && !Buffer.isBuffer(body) ? body : undefined,
  }
}

/**
 * A route's valid request: its matrix sample built for the fuzzer's company (real ids in the path and
 * a body that passes), or, given the fuzzer's context, one built on the admin's own rows
 * (`own-seeds.ts`), or its public seed, or null. A seed that cannot build here gives null.
 */
export async function seedOf(
  route: RouteEntry,
  samples: readonly MatrixSample[],
  ctx: MatrixContext,
  fuzz?: FuzzContext,
): Promise<RouteSeed | null> {
  const key = routeKey(route)
  const own = fuzz ? OWN_SEEDS[key] : undefined
  if (own && fuzz) return own(ctx.t, fuzz).catch(() => null)
  const sample = samples.find((s) => routeKey(s) === key)
  if (sample) {
    try {
      const request = await requestFor(sample, ctx)
      return parse(String(request.url ?? route.url), request.payload)
    } catch {
      return null
    }
  }
  const known = PUBLIC_SEEDS[key]
  return known ? { path: route.url, ...known } : null
}
