import type { RouteEntry } from '../../types.ts'
import { routeKey } from '../business-matrix/route-expectations.ts'
import { ACCOUNT_PROFILES } from './account-profiles.ts'
import { BUSINESS_PROFILES } from './business-profiles.ts'
import { PEOPLE_PROFILES } from './people-profiles.ts'
import { fieldsOf, type RouteProfile } from './route-profile.ts'
import { SEARCH_PROFILES } from './search-profiles.ts'
import { TRIPS_PROFILES } from './trips-profiles.ts'

const ALL: readonly Readonly<Record<string, RouteProfile>>[] = [
  ACCOUNT_PROFILES,
  BUSINESS_PROFILES,
  PEOPLE_PROFILES,
  TRIPS_PROFILES,
  SEARCH_PROFILES,
]

/** Every profiled route, by `METHOD /url`; a route profiled twice is a mistake, not an override. */
export const PROFILES: Readonly<Record<string, RouteProfile>> = Object.fromEntries(
  ALL.flatMap((table) => Object.entries(table)).map(([key, profile], i, all) => {
    if (all.findIndex(([other]) => other === key) !== i) throw new Error(`${key} is profiled twice`)
    return [key, profile]
  }),
)

/**
 * What a route's declaration tells the fuzzer (decision 107): the fields to fill, the body and query it
 * must never accept when its schemas refuse them, and the shape of its accepted answers. A hand profile
 * adds fields and values, and overrides the rest.
 */
function declaredProfile(route: Pick<RouteEntry, 'endpoint'>): RouteProfile {
  const endpoint = route.endpoint
  if (!endpoint) return {}
  return {
    // A multipart body is documented, not validated (the route checks its form): its fields, no rule.
    ...(endpoint.body && endpoint.bodyType === 'multipart' ? { fields: fieldsOf(endpoint.body) } : {}),
    ...(endpoint.body && endpoint.bodyType !== 'multipart'
      ? { body: endpoint.body, fields: fieldsOf(endpoint.body) }
      : {}),
    ...(endpoint.query ? { query: endpoint.query, queryFields: fieldsOf(endpoint.query) } : {}),
    ...(endpoint.produces ? {} : { answer: endpoint.response }),
  }
}

const union = (a?: readonly string[], b?: readonly string[]) =>
  a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined

export function profileOf(route: Pick<RouteEntry, 'method' | 'url' | 'endpoint'>): RouteProfile {
  const declared = declaredProfile(route)
  const own = PROFILES[routeKey(route)] ?? {}
  const fields = union(declared.fields, own.fields)
  const queryFields = union(declared.queryFields, own.queryFields)
  return { ...declared, ...own, ...(fields ? { fields } : {}), ...(queryFields ? { queryFields } : {}) }
}
