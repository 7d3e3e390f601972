import { afterAll, beforeAll } from 'vitest'
import { seedDemo } from '../db/seed.ts'
import { type SignedInBrowser, signedInUser } from './account/account-test-support.ts'
import { adminBrowser, createCompany, type TestCompany } from './company/company-test-kit.ts'
import { silentLogger, type TestDatabaseKind } from './db/test-databases.ts'
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

/** As useTestApp, with the demo data seeded before the describe block's other hooks. */
export function useSeededApp(
  kind: TestDatabaseKind = 'pglite',
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestApp {
  const t = useTestApp(kind, options)
  beforeAll(async () => {
    await seedDemo(t.database.db, silentLogger)
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

/** The company's admin (or another role) of the describe block, signed in as adminBrowser signs one in. */
export function useAdmin(
  t: TestApp,
  company: TestCompany,
  options: Parameters<typeof adminBrowser>[2] = {},
): SignedInBrowser {
  const browser = {} as SignedInBrowser
  beforeAll(async () => {
    Object.assign(browser, await adminBrowser(t, company, options))
  })
  return browser
}

/** A new user of the describe block's own, signed in, like useCompany filled in a beforeAll after the app's. */
export function useSignedInUser(
  t: TestApp,
  fields: Parameters<typeof signedInUser>[1] = {},
): SignedInBrowser {
  const browser = {} as SignedInBrowser
  beforeAll(async () => {
    Object.assign(browser, await signedInUser(t, fields))
  })
  return browser
}
