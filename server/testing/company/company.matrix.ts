import crypto from 'node:crypto'
import {
  COMPANY_SETTINGS_API as API,
  companyPath,
} from '../../../shared/business/company-settings-contract.ts'
import type { MatrixContext, MatrixSample } from '../business-matrix/matrix-sample.ts'
import { ENTITY, GENERAL, OFFICE, PROGRAM } from './company-samples.ts'
import { createMemberOf } from './company-test-kit.ts'

const unique = (prefix: string) => `${prefix} ${crypto.randomBytes(4).toString('hex')}`
const body = (payload: unknown) => ({ payload: JSON.stringify(payload) })

/** An office of the caller's company, named apart from every other. */
export async function office({ t, company }: MatrixContext): Promise<string> {
  const row = await t.database.db
    .insertInto('company_offices')
    .values({ company_id: company.id, name: unique('Office') })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function entity({ t, company }: MatrixContext): Promise<string> {
  const row = await t.database.db
    .insertInto('company_entities')
    .values({ company_id: company.id, name: unique('Entity'), billing_currency: 'EUR' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function program({ t, company }: MatrixContext): Promise<string> {
  const row = await t.database.db
    .insertInto('company_programs')
    .values({
      company_id: company.id,
      vertical: 'hotel',
      vendor: 'Vendor',
      program_name: 'Program',
      account_number: '12345678',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A pending domain of the caller's company, so that removing it disturbs nothing else. */
async function pendingDomain(ctx: MatrixContext): Promise<string> {
  const requester = await createMemberOf(ctx.t, ctx.company, 'admin')
  const domain = `${crypto.randomBytes(5).toString('hex')}.test`
  await ctx.t.database.db
    .insertInto('company_domain_verifications')
    .values({
      company_id: ctx.company.id,
      domain,
      sent_to: `it@${domain}`,
      token_hash: crypto.randomBytes(32).toString('hex'),
      requested_by_user_id: requester.id,
      requested_by_email: requester.email,
      expires_at: new Date(Date.now() + 3600_000),
    })
    .execute()
  return domain
}

/** The company settings routes (decision 034) for the route-by-role matrix and the two-company sweep. */
export const COMPANY_MATRIX: MatrixSample[] = [
  { method: 'GET', url: API.company, build: () => ({ url: API.company }) },
  { method: 'PUT', url: API.company, build: () => ({ url: API.company, ...body(GENERAL) }) },
  { method: 'GET', url: API.emailDomains, build: () => ({ url: API.emailDomains }) },
  {
    method: 'POST',
    url: API.emailDomains,
    ok: 201,
    build: () => {
      const domain = `${crypto.randomBytes(5).toString('hex')}.test`
      return { url: API.emailDomains, ...body({ domain, email: `it@${domain}` }) }
    },
  },
  {
    method: 'DELETE',
    url: API.emailDomain,
    ok: 204,
    build: async (ctx) => ({ url: companyPath(API.emailDomain, await pendingDomain(ctx)) }),
  },
  { method: 'GET', url: API.offices, build: () => ({ url: API.offices }) },
  {
    method: 'POST',
    url: API.offices,
    ok: 201,
    build: () => ({ url: API.offices, ...body({ ...OFFICE, name: unique('Office') }) }),
  },
  {
    method: 'PUT',
    url: API.office,
    build: async (ctx) => ({
      url: companyPath(API.office, await office(ctx)),
      ...body({ ...OFFICE, name: unique('Office') }),
    }),
  },
  {
    method: 'DELETE',
    url: API.office,
    ok: 204,
    build: async (ctx) => ({ url: companyPath(API.office, await office(ctx)) }),
  },
  { method: 'GET', url: API.entities, build: () => ({ url: API.entities }) },
  {
    method: 'POST',
    url: API.entities,
    ok: 201,
    build: () => ({ url: API.entities, ...body({ ...ENTITY, name: unique('Entity') }) }),
  },
  {
    method: 'PUT',
    url: API.entity,
    build: async (ctx) => ({
      url: companyPath(API.entity, await entity(ctx)),
      ...body({ ...ENTITY, name: unique('Entity') }),
    }),
  },
  {
    method: 'DELETE',
    url: API.entity,
    ok: 204,
    build: async (ctx) => ({ url: companyPath(API.entity, await entity(ctx)) }),
  },
  { method: 'GET', url: API.programs, build: () => ({ url: API.programs }) },
  { method: 'POST', url: API.programAdd, ok: 201, build: () => ({ url: API.programAdd, ...body(PROGRAM) }) },
  {
    method: 'PUT',
    url: API.program,
    build: async (ctx) => ({ url: companyPath(API.program, await program(ctx)), ...body(PROGRAM) }),
  },
  {
    method: 'DELETE',
    url: API.program,
    ok: 204,
    build: async (ctx) => ({ url: companyPath(API.program, await program(ctx)) }),
  },
  // Every plan includes onboarding tasks; switching it is idempotent, so callers do not disturb each other.
  {
    method: 'PUT',
    url: API.featureEnable,
    build: () => ({ url: API.featureEnable, ...body({ feature: 'ONBOARDING_TASKS' }) }),
  },
  {
    method: 'PUT',
    url: API.featureDisable,
    build: () => ({ url: API.featureDisable, ...body({ feature: 'VIDEO_TUTORIALS' }) }),
  },
  /*
   * The matrix's companies are on the top plan, so a permitted caller hears "not an upgrade" (409),
   * which a refused caller never reaches; changing the plan here would disturb the other samples.
   */
  {
    method: 'POST',
    url: API.tierUpgrade,
    ok: 409,
    build: () => ({ url: API.tierUpgrade, ...body({ plan: 'enterprise' }) }),
  },
  { method: 'GET', url: API.tierUpgradeStatus, build: () => ({ url: API.tierUpgradeStatus }) },
]
