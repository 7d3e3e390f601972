import type { TBusinessRequirement } from '../../../shared/business/business-access.ts'
import { PLAN_FEATURES } from '../../../shared/business/plans.ts'
import { needsSecondFactor } from '../../../shared/business/second-factor.ts'
import { passesRequirement, type TFeature } from '../../../shared/permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { refusesImpersonation } from '../../plugins/impersonation-guard.ts'
import type { RouteEntry } from '../../types.ts'
import type { MatrixSample } from './matrix-sample.ts'

export type BusinessRoute = RouteEntry & { business: TBusinessRequirement }

export const MATRIX_ROLES = Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[]
/** Support staff impersonating a member (decision 021) act with that member's role: the admin. */
export const SUPPORT_ACTS_AS: TRoleTemplateKey = 'admin'
export type MatrixCaller = 'anonymous' | TRoleTemplateKey | 'support'
export const MATRIX_CALLERS: readonly MatrixCaller[] = ['anonymous', ...MATRIX_ROLES, 'support']

/**
 * The matrix company's features: everything its Enterprise plan allows, opt-in integrations included,
 * so that every route's handler runs for the roles it admits. Feature gates are checked apart, on a
 * company with no features.
 */
export const MATRIX_FEATURES: readonly TFeature[] = PLAN_FEATURES.enterprise

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`

/** The routes with `config.business`, in a stable order (HEAD twins of GETs left out). */
export function businessRoutes(table: readonly RouteEntry[]): BusinessRoute[] {
  return table
    .filter((r): r is BusinessRoute => r.business !== undefined && r.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
}

/**
 * The answer a caller must get (ASVS 35), derived from the same data the server enforces: the role
 * template's permissions against the route's requirement (`passesRequirement`), the company's
 * features, and for support the rules of decision 021: an impersonated session proves no second
 * factor, so routes that need one refuse it, and the impersonation guard refuses credential routes.
 */
export function expectedStatus(
  route: BusinessRoute,
  caller: MatrixCaller,
  ok: number,
  features: readonly string[] = MATRIX_FEATURES,
): number {
  if (caller === 'anonymous') return 401
  const role = caller === 'support' ? SUPPORT_ACTS_AS : caller
  const allowed =
    passesRequirement(ROLE_TEMPLATES[role].permissions, route.business.permissions, true) &&
    passesRequirement(features, route.business.features ?? [], true)
  if (!allowed) return 403
  if (caller === 'support') {
    if (refusesImpersonation(route.method, route.url, route.csrf, route.business)) return 403
    if (needsSecondFactor(route.business.permissions, false)) return 403
  }
  return ok
}

/**
 * A declared route that takes nothing (no path parameters, no body, a query its schema fills in by
 * itself) needs no hand-written sample: its declaration says how to call it (decision 107).
 */
function declaredSample(route: BusinessRoute): MatrixSample | undefined {
  const endpoint = route.endpoint
  if (!endpoint || endpoint.params || endpoint.body || endpoint.method === 'PATCH') return undefined
  if (endpoint.query && !endpoint.query.safeParse({}).success) return undefined
  const method = endpoint.method
  return {
    method,
    url: endpoint.path,
    build: () => ({ method, url: endpoint.path }),
    ok: endpoint.status ?? 200,
  }
}

/** The sample for each route (a hand-written one, or one its declaration gives); routes without one are returned apart, so the matrix can name them. */
export function samplesByRoute(
  routes: readonly BusinessRoute[],
  samples: readonly MatrixSample[],
): { covered: { route: BusinessRoute; sample: MatrixSample }[]; missing: string[]; unknown: string[] } {
  const byKey = new Map(samples.map((s) => [routeKey(s), s]))
  const covered: { route: BusinessRoute; sample: MatrixSample }[] = []
  const missing: string[] = []
  for (const route of routes) {
    const sample = byKey.get(routeKey(route)) ?? declaredSample(route)
    if (sample) covered.push({ route, sample })
    else missing.push(routeKey(route))
  }
  const known = new Set(routes.map(routeKey))
  const unknown = samples.map(routeKey).filter((key) => !known.has(key))
  return { covered, missing, unknown }
}
