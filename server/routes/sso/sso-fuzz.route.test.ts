import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { SSO_API, SSO_CALLBACK_PATH } from '../../../shared/sso/sso-contract.ts'
import { ZSsoConfigCreateSchema } from '../../../shared/sso/sso-schemas.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { newBrowser, nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, configureSso, createCompany, type TestCompany, useAppWithIdp } from './sso-test-kit.ts'

const STACK = /\bat .+\.ts:\d+|node_modules/

describe('company SSO routes under generated input', () => {
  const env = useAppWithIdp('pglite')
  let company: TestCompany
  let admin: SignedInBrowser
  let configId: string

  beforeAll(async () => {
    company = await createCompany(env.t)
    admin = await adminBrowser(env.t, company)
    configId = (await configureSso(env, admin, company, { activate: true })).id
  })

  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('', '%00', '../../x', '//evil.example', 'https://evil.example', 'x'.repeat(3000), '{}'),
  )

  it('[ASVS #44 16.5.1] the admin routes answer 4xx JSON to any body, never 500', async () => {
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
    )
    const bodies = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'displayName',
          'issuerUrl',
          'clientId',
          'clientSecret',
          'emailDomains',
          'enforced',
          'defaultRoleId',
          'companyId',
          'active',
        ),
        value,
      ),
      fc.constantFrom('not json', '[]', 'null'),
    )
    const routes = fc.constantFrom(
      ['POST', SSO_API.configs],
      ['PUT', SSO_API.config(configId)],
    ) as fc.Arbitrary<['POST' | 'PUT', string]>
    await fc.assert(
      fc.asyncProperty(routes, bodies, async ([method, url], body) => {
        const res = await admin.call({
          method,
          url,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json' },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        })
        expect(res.statusCode, res.body).toBeLessThan(500)
        expect(res.body).not.toMatch(STACK)
        if (typeof body === 'string' || !ZSsoConfigCreateSchema.safeParse(body).success) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('[ASVS #44 16.5.1] the entry point answers any query without a 500', async () => {
    const browser = await newBrowser(env.t.app)
    const query = fc.dictionary(fc.constantFrom('email', 'domain', 'redir', 'sticky', 'zzz'), text)
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await env.t.app.inject({
          method: 'GET',
          url: `${SSO_API.entryPointUrl}?${new URLSearchParams(q)}`,
          remoteAddress: nextIp(),
          headers: { cookie: browser.cookie, 'x-csrf': browser.token },
        })
        expect(res.statusCode, res.body).toBeLessThan(500)
        expect(res.body).not.toMatch(STACK)
      }),
      { numRuns: 150 },
    )
  })

  it('[ASVS #44 16.5.1][ASVS #30 3.7.2] the callback answers any query with a redirect to our own site, never a 500', async () => {
    const browser = await newBrowser(env.t.app)
    const query = fc.dictionary(
      fc.constantFrom('state', 'code', 'iss', 'error', 'error_description', 'session_state', 'redir'),
      text,
    )
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await env.t.app.inject({
          method: 'GET',
          url: `${SSO_CALLBACK_PATH}?${new URLSearchParams(q)}`,
          remoteAddress: nextIp(),
          headers: { cookie: browser.cookie },
        })
        expect(res.statusCode).toBe(303)
        const location = String(res.headers.location)
        expect(location.startsWith('/') && !location.startsWith('//')).toBe(true)
        expect(new URL(location, 'http://x').searchParams.get('ssoError')).toBe('SSO_STATE_INVALID')
      }),
      { numRuns: 150 },
    )
  })

  it('[ASVS #30 3.7.2] the entry point keeps only a same-site path to come back to', async () => {
    const browser = await newBrowser(env.t.app)
    for (const redir of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/ok?x=1']) {
      const res = await env.t.app.inject({
        method: 'GET',
        url: `${SSO_API.entryPointUrl}?${new URLSearchParams({ email: `a@${company.domain}`, redir })}`,
        remoteAddress: nextIp(),
        headers: { cookie: browser.cookie, 'x-csrf': browser.token },
      })
      expect(res.statusCode).toBe(200)
      const attempt = await env.t.database.db
        .selectFrom('sso_attempts')
        .select('redir')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      expect(attempt.redir).toBe(redir === '/ok?x=1' ? redir : '/')
    }
  })
})
