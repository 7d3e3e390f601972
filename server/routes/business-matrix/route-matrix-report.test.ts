import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { ALL_SAMPLES } from './all-samples.ts'
import { ROUTE_MATRIX_FILE, renderRouteMatrix } from './route-matrix-report.ts'

describe('the route matrix report', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite')
  })
  afterAll(() => t?.close())

  it('ASVS 35: docs/route-matrix.md is what the routes say now (npm run matrix:report)', () => {
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
})
