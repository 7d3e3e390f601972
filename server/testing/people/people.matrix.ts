import crypto from 'node:crypto'
import { PEOPLE_API, PEOPLE_ROUTES } from '../../../shared/business/people-contract.ts'
import { PERMISSIONS } from '../../../shared/permissions.ts'
import {
  type MatrixContext,
  type MatrixSample,
  noInput,
  onNewRow,
  travellerId,
} from '../business-matrix/matrix-sample.ts'
import { office } from '../company/company.matrix.ts'
import { json } from '../company/company-test-kit.ts'
import { customRole } from '../members/members-test-kit.ts'

const unique = () => crypto.randomBytes(4).toString('hex')

/** Permission sets are unique in a company: each build picks its own random set (1 in 2^24 to meet). */
function randomPermissions(): string[] {
  const pool = PERMISSIONS.filter((p) => p !== 'DISABLED').slice(0, 24)
  const bits = crypto.randomBytes(3).readUIntBE(0, 3) | 1
  return pool.filter((_, i) => bits & (1 << i))
}

/** A custom role of the caller's company, with a permission set of its own (sets are unique). */
const sampleRole = ({ t, company }: MatrixContext) => customRole(t, company, ['EVENT_EDIT', `X_${unique()}`])

async function group({ t, company }: MatrixContext): Promise<string> {
  const row = await t.database.db
    .insertInto('business_groups')
    .values({ company_id: company.id, name: `Matrix ${unique()}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The people routes (decision 036) for the route-by-role matrix and the two-company sweep. */
export const PEOPLE_MATRIX: MatrixSample[] = [
  {
    method: 'POST',
    url: PEOPLE_API.findUsers,
    build: () => json('POST', `${PEOPLE_API.findUsers}?page=0&size=15`, { query: '', searchMode: 'all' }),
  },
  noInput('GET', PEOPLE_API.roles),
  {
    method: 'POST',
    url: PEOPLE_API.roles,
    build: () =>
      json('POST', PEOPLE_API.roles, { name: `Role ${unique()}`, permissions: randomPermissions() }),
  },
  {
    method: 'PUT',
    url: PEOPLE_ROUTES.role,
    build: async (ctx) =>
      json('PUT', PEOPLE_API.role(await sampleRole(ctx)), {
        name: `Renamed ${unique()}`,
        permissions: randomPermissions(),
      }),
  },
  onNewRow('DELETE', PEOPLE_ROUTES.role, PEOPLE_API.role, sampleRole),
  {
    method: 'PUT',
    url: PEOPLE_ROUTES.memberRole,
    build: async (ctx) =>
      json('PUT', PEOPLE_API.memberRole(await travellerId(ctx)), { roleId: ctx.company.roles.approver }),
  },
  {
    method: 'POST',
    url: PEOPLE_API.bulkRole,
    build: async (ctx) =>
      json('POST', PEOPLE_API.bulkRole, {
        userIds: [await travellerId(ctx)],
        roleId: ctx.company.roles.approver,
      }),
  },
  {
    method: 'POST',
    url: PEOPLE_API.bulkOffice,
    build: async (ctx) =>
      json('POST', PEOPLE_API.bulkOffice, { userIds: [await travellerId(ctx)], officeId: await office(ctx) }),
  },
  noInput('GET', PEOPLE_API.groups),
  {
    method: 'POST',
    url: PEOPLE_API.groups,
    build: () => json('POST', PEOPLE_API.groups, { name: `Group ${unique()}` }),
  },
  {
    method: 'PUT',
    url: PEOPLE_ROUTES.group,
    build: async (ctx) => json('PUT', PEOPLE_API.group(await group(ctx)), { name: `Group ${unique()}` }),
  },
  onNewRow('DELETE', PEOPLE_ROUTES.group, PEOPLE_API.group, group),
  {
    method: 'POST',
    url: PEOPLE_ROUTES.groupAdd,
    build: async (ctx) =>
      json('POST', PEOPLE_API.groupAdd(await group(ctx)), { userIds: [await travellerId(ctx)] }),
  },
  {
    method: 'POST',
    url: PEOPLE_ROUTES.groupRemove,
    build: async (ctx) =>
      json('POST', PEOPLE_API.groupRemove(await group(ctx)), { userIds: [await travellerId(ctx)] }),
  },
]
