import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../shared/errors.ts'
import type { SignedInBrowser } from '../testing/account/account-test-support.ts'
import { adminBrowser, createCompany } from '../testing/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'

/**
 * Refusals Fastify makes before any route runs (its router, its body parsers) answer the common error
 * shape too; the route fuzzer (decision 062) found the router's own JSON shape for a malformed path.
 */
describe("Fastify's own refusals", () => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(t, await createCompany(t))
  })
  afterAll(() => t?.close())

  const roles = '/i/api/business/users/v2/roles'
  it.each([
    ['a malformed escape in a path parameter', 'DELETE', `${roles}/%zz`, {}, undefined, 400],
    ['a path parameter past its length', 'DELETE', `${roles}/${'x'.repeat(300)}`, {}, undefined, 414],
    ['an address no route answers', 'POST', '/i/api/nothing/here', {}, '{}', 404],
    ['a body of a type no parser reads', 'POST', roles, { 'content-type': 'application/xml' }, '<a/>', 415],
    ['a broken JSON body', 'POST', roles, { 'content-type': 'application/json' }, '{"a":', 400],
    [
      'a body past the limit',
      'POST',
      roles,
      { 'content-type': 'application/json' },
      `"${'a'.repeat(1100000)}"`,
      413,
    ],
  ] as const)('%s: %s %s', async (_what, method, url, headers, payload, status) => {
    const res = await admin.call({ method, url, headers, ...(payload === undefined ? {} : { payload }) })
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(ZErrorBodySchema.safeParse(res.json()).success, res.body).toBe(true)
    expect(res.body).not.toMatch(/FST_|fastify/i)
  })
})
