import crypto from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { adminBrowser, createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { type CallerBrowser, matrixCompany } from './matrix-harness.ts'
import type { MatrixContext, MatrixSample } from './matrix-sample.ts'
import { MATRIX_ROLES } from './route-expectations.ts'
import { urlOf } from './tenant-data.ts'

export interface Tenant {
  company: TestCompany
  ctx: MatrixContext
  admin: CallerBrowser
}

/**
 * A company as the sweep needs it: a member in every role under a name of its own, an audit entry,
 * and whatever every sample creates (its SSO configuration among them), so that the other company's
 * answers have something to leak.
 */
export async function tenant(
  t: TestApp,
  context: (company: TestCompany) => MatrixContext,
  samples: readonly MatrixSample[],
): Promise<Tenant> {
  const company = await matrixCompany(t)
  const marker = crypto.randomBytes(3).toString('hex')
  for (const role of MATRIX_ROLES) {
    const member = await createMemberOf(t, company, role)
    await t.database.db
      .updateTable('users')
      .set({ first_name: `Member${marker}`, last_name: `${role}${marker}` })
      .where('id', '=', member.id)
      .execute()
  }
  const ctx = context(company)
  const admin = await adminBrowser(t, company)
  await t.app.services.audit.record(
    { companyId: company.id, userId: admin.userId, email: admin.email, impersonatorUserId: null },
    {
      action: 'user.role.change',
      targetType: 'user',
      targetId: admin.userId,
      targetLabel: `Member${marker}`,
    },
  )
  for (const sample of samples) await sample.build(ctx)
  return { company, ctx, admin }
}

/** The request's url with each `:param` of the route replaced (encoded), keeping its query. */
export function withParams(routeUrl: string, request: InjectOptions, values: Record<string, string>) {
  const query = urlOf(request).split('?')[1]
  const path = routeUrl.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  )
  return { ...request, url: query === undefined ? path : `${path}?${query}` }
}

export const paramsOf = (routeUrl: string) =>
  [...routeUrl.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string)
