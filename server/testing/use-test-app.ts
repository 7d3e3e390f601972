import { afterAll, beforeAll } from 'vitest'
import { createCompany, type TestCompany } from './company/company-test-kit.ts'
import type { TestDatabaseKind } from './db/test-databases.ts'
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts'

/**
 * The app of a describe block: started in its beforeAll, closed in its afterAll. The object is
 * returned at once and filled when beforeAll has run, so tests (not the describe body) read it.
 * Options that depend on something an earlier beforeAll starts (a peer's address) are given as a function.
 */
export function useTestApp(
  kind: TestDatabaseKind = 'pglite',
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestApp {
  const t = {} as TestApp
  beforeAll(async () => {
    Object.assign(t, await startTestApp(kind, typeof options === 'function' ? options() : options))
  })
  afterAll(async () => {
    // Unset when beforeAll failed to start the app.
    await t.close?.()
  })
  return t
}

/**
 * A company of the describe block's own, created in a beforeAll registered after the app's (hooks
 * run in order); the object is filled when that has run.
 */
export function useCompany(t: TestApp, options: Parameters<typeof createCompany>[1] = {}): TestCompany {
  const company = {} as TestCompany
  beforeAll(async () => {
    Object.assign(company, await createCompany(t, options))
  })
  return company
}
