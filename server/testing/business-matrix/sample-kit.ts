import { createMemberOf } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import type { MatrixContext } from './matrix-sample.ts'

const admins = new WeakMap<TestApp, Map<string, Promise<{ id: string; email: string }>>>()

/**
 * An admin of the sample's company for samples that prepare rows in someone's name (an audit entry,
 * a configuration). One per company and app: creating a member hashes a password.
 */
export function sampleAdminOf({ t, company }: MatrixContext): Promise<{ id: string; email: string }> {
  let byCompany = admins.get(t)
  if (!byCompany) {
    byCompany = new Map()
    admins.set(t, byCompany)
  }
  let admin = byCompany.get(company.id)
  if (!admin) {
    admin = createMemberOf(t, company, 'admin', { local: 'matrix-sample-admin' })
    byCompany.set(company.id, admin)
  }
  return admin
}
