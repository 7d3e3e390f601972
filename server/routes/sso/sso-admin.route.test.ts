import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { SSO_API } from '../../../shared/sso/sso-contract.ts'
import { nextIp } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestIdp } from '../../testing/sso/oidc-idp.ts'
import {
  adminBrowser,
  CLIENT,
  configureSso,
  createCompany,
  idpAccountFor,
  json,
  type TestCompany,
  useAppWithIdp,
} from '../../testing/sso/sso-test-kit.ts'
import { useAdmin, useCompany } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('company SSO settings (%s)', (kind) => {
  const env = useAppWithIdp(kind)
  const a = useCompany(env.t)
  const b = useCompany(env.t)
  const adminA = useAdmin(env.t, a)
  const adminB = useAdmin(env.t, b)
  let configB: string

  beforeAll(async () => {
    configB = (await configureSso(env, adminB, b, { activate: true })).id
  })

  const body = (company: TestCompany, extra: Record<string, unknown> = {}) => ({
    displayName: 'Okta',
    issuerUrl: env.idp.issuer,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    emailDomains: [company.domain],
    defaultRoleId: company.roles.traveler,
    ...extra,
  })

  it('creates, lists, edits, activates and deletes a configuration; the client secret never comes back', async () => {
    const created = await adminA.call(json('POST', SSO_API.configs, body(a)))
    expect(created.statusCode).toBe(201)
    const config = created.json()
    expect(config).toMatchObject({
      displayName: 'Okta',
      active: false,
      enforced: false,
      clientSecretSet: true,
    })
    expect(config.redirectUri).toBe(`${env.t.config.publicOrigin}/k/run/sso/callback`)
    const list = await adminA.call(json('GET', SSO_API.configs))
    expect(list.json().configs.map((c: { id: string }) => c.id)).toEqual([config.id])
    expect(list.json().companyDomains).toEqual([a.domain])
    const edited = await adminA.call(
      json('PUT', SSO_API.config(config.id), {
        ...body(a),
        clientSecret: undefined,
        displayName: 'Okta (EU)',
      }),
    )
    expect(edited.json().displayName).toBe('Okta (EU)')
    const on = await adminA.call(json('POST', SSO_API.toggleActive(config.id, true)))
    expect(on.json().active).toBe(true)
    const off = await adminA.call(json('POST', SSO_API.toggleActive(config.id, false)))
    expect(off.json().active).toBe(false)
    for (const res of [created, list, edited, on, off]) {
      expect(res.body).not.toContain(CLIENT.client_secret)
      expect(res.body).not.toContain('client_secret')
    }
    // At rest it is encrypted too.
    const row = await env.t.database.db
      .selectFrom('sso_configs')
      .select('client_secret_enc')
      .where('id', '=', config.id)
      .executeTakeFirstOrThrow()
    expect(row.client_secret_enc).not.toContain(CLIENT.client_secret)
    expect((await adminA.call(json('DELETE', SSO_API.config(config.id)))).statusCode).toBe(204)
    expect((await adminA.call(json('GET', SSO_API.configs))).json().configs).toEqual([])
  })

  it('[ASVS #50 1.3.6] refuses an issuer whose discovery fails with one clear 400 whatever failed (closed port or wrong answer), and stores nothing', async () => {
    const gone = await startTestIdp([])
    const issuer = gone.issuer
    await gone.close()
    const answers = new Set<string>()
    for (const issuerUrl of [issuer, `${env.idp.issuer}/not-an-issuer`]) {
      const res = await adminA.call(json('POST', SSO_API.configs, body(a, { issuerUrl })))
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].code).toBe('SSO_DISCOVERY_FAILED')
      expect(res.json().errors[0].description).toMatch(/OpenID configuration/)
      answers.add(res.body)
    }
    // A closed port and a server that answers something else read alike: no map of open ports.
    expect(answers.size).toBe(1)
    const plain = await adminA.call(
      json('POST', SSO_API.configs, body(a, { issuerUrl: 'http://idp.example.com' })),
    )
    expect(plain.json().errors[0].code).toBe('SSO_ISSUER_NOT_ALLOWED')
    expect((await adminA.call(json('GET', SSO_API.configs))).json().configs).toEqual([])
  })

  it('covers only verified domains of the company, and gives new members no admin role', async () => {
    const foreign = await adminA.call(json('POST', SSO_API.configs, body(a, { emailDomains: [b.domain] })))
    expect(foreign.json().errors[0].code).toBe('SSO_DOMAIN_NOT_VERIFIED')
    const admin = await adminA.call(json('POST', SSO_API.configs, body(a, { defaultRoleId: a.roles.admin })))
    expect(admin.json().errors[0].code).toBe('SSO_ROLE_NOT_ALLOWED')
    const othersRole = await adminA.call(
      json('POST', SSO_API.configs, body(a, { defaultRoleId: b.roles.traveler })),
    )
    expect(othersRole.json().errors[0].code).toBe('SSO_ROLE_NOT_ALLOWED')
  })

  it('enforces only an active configuration that passed a trial sign-in since its connection changed', async () => {
    const config = (await adminA.call(json('POST', SSO_API.configs, body(a)))).json()
    const { clientSecret: _s, ...rest } = body(a)
    const enforce = () => adminA.call(json('PUT', SSO_API.config(config.id), { ...rest, enforced: true }))
    expect((await enforce()).json().errors[0].code).toBe('SSO_TEST_REQUIRED')
    await adminA.call(json('POST', SSO_API.toggleActive(config.id, true)))
    expect((await enforce()).json().errors[0].code).toBe('SSO_TEST_REQUIRED')
    await adminA.call(json('DELETE', SSO_API.config(config.id)))
  })

  it('a trial sign-in verifies the configuration, returns to the hub page and signs nobody in', async () => {
    const config = (await adminA.call(json('POST', SSO_API.configs, body(a)))).json()
    const tester = idpAccountFor(a, 'tester')
    env.idp.addAccount(tester)
    const trial = await adminA.call(json('GET', SSO_API.externalAuthorizationUrl(config.id)))
    expect(trial.statusCode).toBe(200)
    const back = await env.idp.signIn(trial.json().url, tester.login)
    const arrival = await adminA.call({ method: 'GET', url: `${back.pathname}${back.search}` })
    expect(arrival.statusCode).toBe(303)
    expect(arrival.headers.location).toBe('/business/integrations/sso?ssoTest=ok')
    expect(arrival.headers['set-cookie']).toBeUndefined()
    const listed = (await adminA.call(json('GET', SSO_API.configs))).json().configs[0]
    expect(listed.testedAt).not.toBeNull()
    expect(
      await env.t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', tester.login)
        .executeTakeFirst(),
    ).toBeUndefined()
    await adminA.call(json('DELETE', SSO_API.config(config.id)))
  })

  it('lets one active configuration own a domain at a time', async () => {
    const first = (await adminA.call(json('POST', SSO_API.configs, body(a)))).json()
    const second = (await adminA.call(json('POST', SSO_API.configs, body(a)))).json()
    expect((await adminA.call(json('POST', SSO_API.toggleActive(first.id, true)))).statusCode).toBe(200)
    const clash = await adminA.call(json('POST', SSO_API.toggleActive(second.id, true)))
    expect(clash.statusCode).toBe(409)
    expect(clash.json().errors[0].code).toBe('SSO_DOMAIN_TAKEN')
    for (const c of [first, second]) await adminA.call(json('DELETE', SSO_API.config(c.id)))
  })

  it('[ASVS #35 8.2.1] needs an admin permission, the SSO feature and a proven second factor', async () => {
    const traveller = await adminBrowser(env.t, a, { role: 'travelManager' })
    expect((await traveller.call(json('GET', SSO_API.configs))).statusCode).toBe(403)
    const unverified = await adminBrowser(env.t, a, { secondFactor: false })
    const res = await unverified.call(json('GET', SSO_API.configs))
    expect(res.json().errors[0].code).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    const noFeature = await createCompany(env.t, { features: ['REPORTING'] })
    expect((await (await adminBrowser(env.t, noFeature)).call(json('GET', SSO_API.configs))).statusCode).toBe(
      403,
    )
    expect((await env.t.app.inject(json('GET', SSO_API.configs))).statusCode).toBe(401)
  })

  it("[ASVS #36 8.2.2][ASVS #38 8.4.1] company A's admin never reads or changes company B's configuration, whatever the id", async () => {
    const before = (await adminB.call(json('GET', SSO_API.configs))).body
    const { clientSecret: _s, ...update } = body(a)
    const calls = (id: string) => [
      json('PUT', SSO_API.config(id), update),
      json('DELETE', SSO_API.config(id)),
      json('POST', SSO_API.toggleActive(id, false)),
      json('POST', SSO_API.toggleActive(id, true)),
      json('GET', SSO_API.externalAuthorizationUrl(id)),
    ]
    const ids = fc.oneof(
      fc.constant(configB),
      fc.uuid(),
      fc.string({ maxLength: 60 }),
      fc.constantFrom(configB.toUpperCase(), `${configB} `, `${configB}%00`, '../sso', '%2e%2e'),
    )
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        for (const call of calls(id)) {
          // From addresses of their own, so that the per-address limit does not answer instead.
          const res = await adminA.call({ ...call, remoteAddress: nextIp() })
          expect([400, 404], `${call.method} ${call.url} -> ${res.statusCode} ${res.body}`).toContain(
            res.statusCode,
          )
          expect(res.body).not.toContain(configB)
          expect(res.body).not.toContain(b.domain)
        }
      }),
      { numRuns: 40 },
    )
    expect((await adminB.call(json('GET', SSO_API.configs))).body).toBe(before)
    expect((await adminA.call(json('GET', SSO_API.configs))).body).not.toContain(configB)
  })
})
