import crypto from 'node:crypto'
import {
  APPROVAL_TIMINGS,
  APPROVALS_API,
  APPROVALS_ROUTES,
} from '../../../shared/business/approvals-contract.ts'
import { createApprovalRequestsRepository } from '../../repositories/approval-requests.repository.ts'
import { type MatrixContext, type MatrixSample, travellerId } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { createMemberOf, json } from '../company/company-test-kit.ts'
import { SETTINGS_BODY } from './approvals-test-kit.ts'

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'
const tripCode = (length: number) =>
  Array.from(crypto.randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('')

/**
 * A held booking of a new traveller of the company, with a pending request whose step names nobody:
 * any approver of the company (and every approver for all) may decide it.
 */
export async function sampleRequest({ t, company }: MatrixContext): Promise<string> {
  const db = t.database.db
  const traveler = await createMemberOf(t, company, 'traveler')
  await db
    .insertInto('trip_owners')
    .values({ user_id: traveler.id, code: tripCode(10) })
    .execute()
  const trip = await db
    .insertInto('trips')
    .values({ owner_user_id: traveler.id, code: tripCode(6), name: 'Lisbon' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const event = await db
    .insertInto('trip_events')
    .values({
      trip_id: trip.id,
      vertical: 'hotel',
      offer_id: `hotel-${crypto.randomBytes(4).toString('hex')}`,
      title: 'Hotel Lisboa',
      price_minor: 42_000,
      currency: 'USD',
      starts_at: '2099-05-01T15:00:00.000Z',
      state: 'inCart',
      company_id: company.id,
      traveler_user_id: traveler.id,
      booker_user_id: traveler.id,
      approval_status: 'pending',
      approval_requested_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return createApprovalRequestsRepository(db).insert(
    {
      companyId: company.id,
      tripEventId: event.id,
      travelerUserId: traveler.id,
      bookerUserId: traveler.id,
      timing: 'beforeBooking',
      defaultOnTimeout: 'keep',
      stepDueAt: new Date(Date.now() + 86_400_000),
      deadlineAt: null,
    },
    [{ position: 0, approverUserId: null, backupUserId: null }],
  )
}

/**
 * Approvals (decision 055): settings and approvers to COMPANY_SETTINGS_APPROVAL_SETTINGS, the queue to
 * approvers. Calls that take nothing are made from their declarations (route-expectations.ts).
 */
export const APPROVALS_MATRIX: MatrixSample[] = [
  ...APPROVAL_TIMINGS.map(
    (mode): MatrixSample => ({
      method: 'PUT',
      url: APPROVALS_API.settingsMode(mode),
      build: () => json('PUT', APPROVALS_API.settingsMode(mode), SETTINGS_BODY),
    }),
  ),
  {
    method: 'PUT',
    url: APPROVALS_API.approvers,
    build: async (ctx) =>
      json('PUT', APPROVALS_API.approvers, {
        groupId: null,
        steps: [
          { kind: 'manager', approverUserId: null, backupUserId: null },
          { kind: 'user', approverUserId: (await sampleAdminOf(ctx)).id, backupUserId: null },
        ],
      }),
  },
  {
    method: 'PUT',
    url: APPROVALS_ROUTES.manager,
    build: async (ctx) =>
      json('PUT', APPROVALS_API.manager(await travellerId(ctx)), {
        managerUserId: (await sampleAdminOf(ctx)).id,
      }),
  },
  {
    method: 'DELETE',
    url: APPROVALS_ROUTES.manager,
    build: async (ctx) => {
      const userId = await travellerId(ctx)
      await ctx.t.database.db
        .insertInto('approval_managers')
        .values({
          user_id: userId,
          company_id: ctx.company.id,
          manager_user_id: (await sampleAdminOf(ctx)).id,
        })
        .execute()
      return json('DELETE', APPROVALS_API.manager(userId))
    },
  },
  {
    method: 'PUT',
    url: APPROVALS_API.delegation,
    build: async (ctx) =>
      json('PUT', APPROVALS_API.delegation, {
        delegateUserId: (await sampleAdminOf(ctx)).id,
        startsOn: '2099-01-01',
        endsOn: '2099-01-10',
      }),
  },
  {
    method: 'POST',
    url: APPROVALS_ROUTES.decision,
    build: async (ctx) =>
      json('POST', APPROVALS_API.decision(await sampleRequest(ctx)), {
        decision: 'approve',
        comment: 'Fine',
      }),
  },
  {
    method: 'GET',
    url: APPROVALS_API.customApprovers,
    build: () => json('GET', `${APPROVALS_API.customApprovers}?query=a`),
  },
  {
    method: 'PUT',
    url: APPROVALS_API.slack,
    build: () =>
      json('PUT', APPROVALS_API.slack, { webhookUrl: 'https://hooks.slack.com/services/T000/B000/XXXX' }),
  },
]
