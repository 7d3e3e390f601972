import crypto from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { SSO_API, SSO_CALLBACK_PATH } from '../../../shared/sso/sso-contract.ts'
import type { TSsoConfig } from '../../../shared/sso/sso-schemas.ts'
import { type SignedInBrowser, TEST_PASSWORD } from '../account/account-test-support.ts'
import { newBrowser, type TestBrowser } from '../auth/auth-test-kit.ts'
import { json, type TestCompany } from '../company/company-test-kit.ts'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import type { TestApp } from '../test-app.ts'
import { useTestApp } from '../use-test-app.ts'
import { type IdpAccount, startTestIdp, type TestIdp } from './oidc-idp.ts'

export {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  type TestCompany,
} from '../company/company-test-kit.ts'
export { TEST_PASSWORD }

export const CLIENT = { client_id: 'fernway-test', client_secret: 'a client secret of the company idp' }

export interface SsoEnv {
  t: TestApp
  idp: TestIdp
}

/** The app on a fresh database and the company's identity provider on loopback, for one describe block. */
export function useAppWithIdp(
  kind: TestDatabaseKind,
  options: { logger?: import('pino').Logger } = {},
): SsoEnv {
  // useTestApp's object is there while the block is collected, so its fixtures (useCompany) can take it.
  const env = { t: useTestApp(kind, options.logger ? { logger: options.logger } : {}) } as SsoEnv
  beforeAll(async () => {
    env.idp = await startTestIdp([
      { ...CLIENT, redirect_uris: [`${env.t.config.publicOrigin}${SSO_CALLBACK_PATH}`] },
    ])
  })
  afterAll(async () => {
    await env.idp?.close()
  })
  return env
}

/** Creates a configuration through the admin API; activates, trials and enforces it when asked. */
export async function configureSso(
  env: SsoEnv,
  admin: SignedInBrowser,
  company: TestCompany,
  options: { activate?: boolean; enforce?: boolean; tester?: IdpAccount } = {},
): Promise<TSsoConfig> {
  const created = await admin.call(
    json('POST', SSO_API.configs, {
      displayName: 'Company login',
      issuerUrl: env.idp.issuer,
      clientId: CLIENT.client_id,
      clientSecret: CLIENT.client_secret,
      emailDomains: [company.domain],
      defaultRoleId: company.roles.traveler,
    }),
  )
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`)
  let config = created.json() as TSsoConfig
  if (options.activate || options.enforce) {
    const on = await admin.call(json('POST', SSO_API.toggleActive(config.id, true)))
    if (on.statusCode !== 200) throw new Error(`activate answered ${on.statusCode}: ${on.body}`)
    config = on.json()
  }
  if (options.enforce) {
    const tester = options.tester ?? idpAccountFor(company, 'tester')
    env.idp.addAccount(tester)
    const trial = await admin.call(json('GET', SSO_API.externalAuthorizationUrl(config.id)))
    const back = await env.idp.signIn(trial.json().url, tester.login)
    await admin.call({ method: 'GET', url: `${back.pathname}${back.search}` })
    const {
      id,
      clientSecretSet: _s,
      redirectUri: _r,
      testedAt: _t,
      createdAt: _c,
      updatedAt: _u,
      active: _a,
      ...rest
    } = config
    const enforced = await admin.call(json('PUT', SSO_API.config(id), { ...rest, enforced: true }))
    if (enforced.statusCode !== 200)
      throw new Error(`enforce answered ${enforced.statusCode}: ${enforced.body}`)
    config = enforced.json()
  }
  return config
}

/** Someone at the company's provider, with an e-mail in the company's domain. */
export function idpAccountFor(
  company: TestCompany,
  local: string,
  extra: Partial<IdpAccount> = {},
): IdpAccount {
  const email = `${local}-${crypto.randomBytes(3).toString('hex')}@${company.domain}`
  return {
    login: email,
    password: 'idp password',
    sub: `idp-${crypto.randomBytes(8).toString('hex')}`,
    email,
    email_verified: true,
    given_name: 'Sam',
    family_name: 'Okoye',
    ...extra,
  }
}

/** Asks where to start SSO for `email`, as the sign-in dialog does, in this browser. */
export async function entryPoint(env: SsoEnv, browser: TestBrowser, email: string, redir = '/trips') {
  return env.t.app.inject({
    method: 'GET',
    url: `${SSO_API.entryPointUrl}?${new URLSearchParams({ email, redir })}`,
    remoteAddress: browser.ip,
    headers: { cookie: browser.cookie, 'x-csrf': browser.token },
  })
}

/** Follows the provider's way back into the app in this browser; the browser adopts a new cookie. */
export async function arriveAt(
  env: SsoEnv,
  browser: TestBrowser,
  back: URL,
): Promise<LightMyRequestResponse> {
  const res = await env.t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    remoteAddress: browser.ip,
    headers: { cookie: browser.cookie, 'sec-fetch-site': 'cross-site' },
  })
  const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('fw_sg='))
  if (set) browser.cookie = set.split(';')[0] as string
  return res
}

/** The whole sign-in: entry point, the provider's login page, the callback. */
export async function signInWithSso(env: SsoEnv, account: IdpAccount, redir = '/trips') {
  const browser = await newBrowser(env.t.app)
  const start = await entryPoint(env, browser, account.email ?? account.login, redir)
  if (start.statusCode !== 200 || !start.json().entryPointUrl)
    throw new Error(`entry point answered ${start.statusCode}: ${start.body}`)
  const back = await env.idp.signIn(start.json().entryPointUrl, account.login)
  const arrival = await arriveAt(env, browser, back)
  return { browser, back, arrival }
}
