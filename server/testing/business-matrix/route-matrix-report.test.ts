import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../use-test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import { businessRoutes, samplesByRoute } from './route-expectations.ts'
import { ROUTE_MATRIX_FILE, renderRouteMatrix } from './route-matrix-report.ts'

/**
 * Routes under the business API that are not a member's, each answered by its own guard: a visitor's
 * company signup and confirmation (decision 038), an invitee who is not a member yet (037), a mailed
 * link's token (034), support staff's impersonation (021), the SSO entry point before sign-in (022),
 * and the mode switch any signed-in user has (038). Anything else there must declare `config.business`.
 */
const NOT_A_MEMBERS_ROUTE = [
  'GET /i/api/business/company/v1/entrypointurl',
  'POST /i/api/business/company/v1/company/email-domains/verify',
  'POST /i/api/business/impersonation/v1/support',
  'GET /i/api/business/impersonation/v1/support',
  'DELETE /i/api/business/impersonation/v1/support',
  'POST /i/api/business/impersonation/v1/support/end',
  'GET /i/api/business/impersonation/v1/audit',
  'GET /i/api/business/me/v1/invitations',
  'POST /i/api/business/me/v1/invitations/preview',
  'POST /i/api/business/me/v1/invitations/accept',
  'POST /i/api/business/me/v1/invitations/decline',
  'POST /i/api/business/company/v1/signup',
  'POST /i/api/business/company/v2/bizPlus/signup',
  'POST /i/api/business/company/v1/leisureSignup',
  'POST /i/api/business/company/v1/bizPlus/trackEmailConfirmationClick',
  'POST /i/api/business/company/v1/confirmation',
  'GET /i/api/business/me/v1/businessToggleUrl',
]

describe('the route matrix report', () => {
  const t = useTestApp('pglite')

  it('[ASVS #35 8.2.1] docs/route-matrix.md is what the routes say now (npm run matrix:report)', () => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, '../../..', ROUTE_MATRIX_FILE), 'utf8')
    expect(committed).toBe(renderRouteMatrix(t.app.routeTable, ALL_SAMPLES))
  })

  it('lists a row per business route, with a status per caller', () => {
    const report = renderRouteMatrix(t.app.routeTable, ALL_SAMPLES)
    const business = t.app.routeTable.filter((r) => r.business && r.method !== 'HEAD')
    for (const route of business) expect(report).toContain(`\`${route.method} ${route.url}\``)
    const row = report
      .split('\n')
      .find((line) => line.startsWith('| `PUT /i/api/business/company/v1/settings/twoFactor`'))
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`PUT /i/api/business/company/v1/settings/twoFactor`',
      'COMPANY_SETTINGS_MANAGEMENT',
      '—',
      ...['401', '200', '403', '403', '403', '403', '403', '403'],
      'own',
      '—',
      '',
    ])
  })

  it('[ASVS #35 8.3.1] every route under the business API declares its requirement, but the listed ones', () => {
    const undeclared = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/i/api/business/') && r.business === undefined)
      .map((r) => `${r.method} ${r.url}`)
    expect(undeclared.sort()).toEqual([...NOT_A_MEMBERS_ROUTE].sort())
  })

  it('[ASVS #35 8.3.1] a business route added later without a sample is named missing and marked in the report', () => {
    const added = {
      method: 'DELETE',
      url: '/i/api/business/probe/v1/things/:id',
      csrf: undefined,
      business: { permissions: ['USER_MANAGEMENT' as const] },
    }
    const table = [...t.app.routeTable, added]
    expect(samplesByRoute(businessRoutes(t.app.routeTable), ALL_SAMPLES).missing).toEqual([])
    expect(samplesByRoute(businessRoutes(table), ALL_SAMPLES).missing).toEqual([
      'DELETE /i/api/business/probe/v1/things/:id',
    ])
    expect(renderRouteMatrix(table, ALL_SAMPLES)).toContain(
      '`DELETE /i/api/business/probe/v1/things/:id` (no sample)',
    )
  })
})
