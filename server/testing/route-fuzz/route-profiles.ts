import type { RouteEntry } from '../../types.ts'
import { routeKey } from '../business-matrix/route-expectations.ts'
import { ACCOUNT_PROFILES } from './account-profiles.ts'
import { BUSINESS_PROFILES } from './business-profiles.ts'
import { PEOPLE_PROFILES } from './people-profiles.ts'
import type { RouteProfile } from './route-profile.ts'
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

export const profileOf = (route: Pick<RouteEntry, 'method' | 'url'>): RouteProfile =>
  PROFILES[routeKey(route)] ?? {}
