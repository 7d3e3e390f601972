import { SSO_API, SSO_CALLBACK_PATH, SSO_LIMITS } from '../../../shared/sso/sso-contract.ts'
import { createSsoAdminService } from '../../services/sso/sso-admin.service.ts'
import { type MatrixContext, type MatrixSample, noInput } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { json } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { startTestIdp, type TestIdp } from './oidc-idp.ts'

const CLIENT = { client_id: 'fernway-matrix', client_secret: 'the matrix client secret' }
/** Configurations the samples make; the one they share is named otherwise and never removed. */
const MADE = 'Matrix sample'
const SHARED = 'Matrix shared'

const idps = new WeakMap<TestApp, Promise<TestIdp>>()

/** The company's identity provider (saving and activating read its discovery document), one per app. */
function idpFor(ctx: MatrixContext): Promise<TestIdp> {
  const { t, onClose } = ctx
  if (!onClose) throw new Error('the SSO samples start an identity provider: pass onClose to build')
  let idp = idps.get(t)
  if (!idp) {
    idp = startTestIdp([{ ...CLIENT, redirect_uris: [`${t.config.publicOrigin}${SSO_CALLBACK_PATH}`] }])
    idps.set(t, idp)
    onClose(async () => (await idp)?.close())
  }
  return idp
}

async function createBody(ctx: MatrixContext, displayName = MADE) {
  return {
    displayName,
    issuerUrl: (await idpFor(ctx)).issuer,
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    emailDomains: [ctx.company.domain],
    defaultRoleId: ctx.company.roles.traveler,
    enforced: false,
  }
}

/**
 * A company may hold 10 configurations and every caller's build makes one (most callers may not
 * delete it): earlier samples' leftovers go first, never the shared one nor anyone else's.
 */
async function makeRoom(ctx: MatrixContext) {
  const db = ctx.t.database.db
  const { count } = await db
    .selectFrom('sso_configs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', ctx.company.id)
    .executeTakeFirstOrThrow()
  if (Number(count) < SSO_LIMITS.configsPerCompany - 2) return
  await db
    .deleteFrom('sso_configs')
    .where('company_id', '=', ctx.company.id)
    .where('display_name', '=', MADE)
    .execute()
}

/** The area's admin service over the app's shared SSO parts, as the sso area builds it. */
const ssoAdminOf = (ctx: MatrixContext) => createSsoAdminService(ctx.t.app.services.ssoDeps)

async function newConfig(ctx: MatrixContext): Promise<string> {
  await makeRoom(ctx)
  const admin = await sampleAdminOf(ctx)
  const row = await ssoAdminOf(ctx).create(
    { companyId: ctx.company.id, userId: admin.id },
    await createBody(ctx),
  )
  return row.id
}

const shared = new WeakMap<TestApp, Map<string, Promise<string>>>()

/** One inactive configuration per company for the calls that leave it as it was. */
function sharedConfig(ctx: MatrixContext): Promise<string> {
  let byCompany = shared.get(ctx.t)
  if (!byCompany) {
    byCompany = new Map()
    shared.set(ctx.t, byCompany)
  }
  let id = byCompany.get(ctx.company.id)
  if (!id) {
    id = (async () => {
      const admin = await sampleAdminOf(ctx)
      const body = await createBody(ctx, SHARED)
      return (await ssoAdminOf(ctx).create({ companyId: ctx.company.id, userId: admin.id }, body)).id
    })()
    byCompany.set(ctx.company.id, id)
  }
  return id
}

const one = `${SSO_API.configs}/:id`

/** The SSO admin routes (decision 022; ASVS rows 35, 36 and 38). */
export const SSO_MATRIX: MatrixSample[] = [
  noInput('GET', SSO_API.configs),
  {
    method: 'POST',
    url: SSO_API.configs,
    ok: 201,
    build: async (ctx) => {
      await makeRoom(ctx)
      return json('POST', SSO_API.configs, await createBody(ctx))
    },
  },
  {
    method: 'PUT',
    url: one,
    // The shared configuration's own values again: it stays inactive and unenforced.
    build: async (ctx) => {
      const { clientSecret: _secret, ...body } = await createBody(ctx, SHARED)
      return json('PUT', SSO_API.config(await sharedConfig(ctx)), body)
    },
  },
  {
    method: 'DELETE',
    url: one,
    ok: 204,
    build: async (ctx) => json('DELETE', SSO_API.config(await newConfig(ctx))),
  },
  {
    method: 'POST',
    url: `${SSO_API.configs}/toggleactive/:id/:flag`,
    build: async (ctx) => json('POST', SSO_API.toggleActive(await sharedConfig(ctx), false)),
  },
  {
    method: 'GET',
    url: `${one}/externalAuthorizationUrl`,
    build: async (ctx) => json('GET', SSO_API.externalAuthorizationUrl(await sharedConfig(ctx))),
  },
]
