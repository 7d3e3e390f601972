import {
  BOOK_ON_BEHALF_API,
  BOOK_ON_BEHALF_ROUTES,
} from '../../../shared/business/book-on-behalf-contract.ts'
import { createBookOnBehalfRepository } from '../../repositories/book-on-behalf.repository.ts'
import {
  type MatrixContext,
  type MatrixSample,
  noInput,
  onNewRow,
  travellerId,
} from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { createMemberOf, json } from '../company/company-test-kit.ts'
import { guestOf } from '../members/members-test-kit.ts'
import { offer } from '../trips/trips-test-kit.ts'

async function activeMembers({ t, company }: MatrixContext) {
  return t.database.db
    .selectFrom('business_profiles as bp')
    .innerJoin('users as u', 'u.id', 'bp.user_id')
    .select(['u.id', 'u.email'])
    .where('bp.company_id', '=', company.id)
    .where('bp.deactivated_at', 'is', null)
    .execute()
}

/** A traveller who named every current member their arranger (so each caller that may, may act). */
async function namingTraveler(ctx: MatrixContext) {
  const traveler = await createMemberOf(ctx.t, ctx.company, 'traveler')
  const others = (await activeMembers(ctx)).filter((m) => m.id !== traveler.id)
  if (others.length === 0) return traveler
  await ctx.t.database.db
    .insertInto('travel_arranger_delegations')
    .values(
      others.map((m) => ({
        company_id: ctx.company.id,
        traveler_user_id: traveler.id,
        arranger_user_id: m.id,
      })),
    )
    .execute()
  return traveler
}

/** A saved item of a trip the sample admin owns and every current member edits. */
async function sharedItem(ctx: MatrixContext): Promise<string> {
  const admin = await sampleAdminOf(ctx)
  const saved = await ctx.t.app.services.trips.events.save(
    { userId: admin.id, email: admin.email, emailConfirmed: true },
    { offer: offer({ destination: `Matrix ${crypto.randomUUID().slice(0, 8)}` }) },
  )
  const tripId = (
    await ctx.t.database.db
      .selectFrom('trip_events')
      .select('trip_id')
      .where('id', '=', saved.event.id)
      .executeTakeFirstOrThrow()
  ).trip_id
  const others = (await activeMembers(ctx)).filter((m) => m.id !== admin.id)
  if (others.length === 0) return saved.event.id
  await ctx.t.database.db
    .insertInto('trip_shares')
    .values(
      others.map((m) => ({
        trip_id: tripId,
        email: m.email.toLowerCase(),
        role: 'editor' as const,
        user_id: m.id,
        created_by_user_id: admin.id,
      })),
    )
    .execute()
  return saved.event.id
}

/** An open request of a traveller of the company for an item of their own trip. */
async function openRequest(ctx: MatrixContext): Promise<string> {
  const traveler = await createMemberOf(ctx.t, ctx.company, 'traveler')
  const saved = await ctx.t.app.services.trips.events.save(
    { userId: traveler.id, email: traveler.email, emailConfirmed: true },
    { offer: offer() },
  )
  return createBookOnBehalfRepository(ctx.t.database.db).insertRequest(
    ctx.company.id,
    traveler.id,
    saved.event.id,
    'Please book this one.',
  )
}

/** Book on behalf (decision 056): select/unselect, arrangers, requests to book and their queue. */
export const BOOK_ON_BEHALF_MATRIX: MatrixSample[] = [
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_API.selectTraveler,
    build: async (ctx) =>
      json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: (await namingTraveler(ctx)).email }),
  },
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_API.selectGuest,
    build: async (ctx) => {
      const admin = await sampleAdminOf(ctx)
      const guest = await guestOf(ctx.t, ctx.company, admin.id)
      return json('POST', BOOK_ON_BEHALF_API.selectGuest, { guestId: guest.id })
    },
  },
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_API.unselect,
    build: () => json('POST', BOOK_ON_BEHALF_API.unselect, {}),
  },
  noInput('GET', BOOK_ON_BEHALF_API.settings),
  {
    method: 'PUT',
    url: BOOK_ON_BEHALF_API.settings,
    build: async (ctx) =>
      json('PUT', BOOK_ON_BEHALF_API.settings, {
        allowsArrangers: true,
        arrangerEmails: [(await sampleAdminOf(ctx)).email],
      }),
  },
  onNewRow('GET', BOOK_ON_BEHALF_ROUTES.travelerSettings, BOOK_ON_BEHALF_API.travelerSettings, travellerId),
  {
    method: 'PUT',
    url: BOOK_ON_BEHALF_ROUTES.travelerSettings,
    build: async (ctx) =>
      json('PUT', BOOK_ON_BEHALF_API.travelerSettings(await travellerId(ctx)), {
        allowsArrangers: false,
        arrangerEmails: [(await sampleAdminOf(ctx)).email],
      }),
  },
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_API.requests,
    ok: 201,
    build: async (ctx) =>
      json('POST', BOOK_ON_BEHALF_API.requests, { eventId: await sharedItem(ctx), note: 'For the offsite' }),
  },
  noInput('GET', BOOK_ON_BEHALF_API.myRequests),
  noInput('GET', BOOK_ON_BEHALF_API.requests),
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_ROUTES.requestBook,
    build: async (ctx) => json('POST', BOOK_ON_BEHALF_API.requestBook(await openRequest(ctx)), {}),
  },
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_ROUTES.requestCheckout,
    build: async (ctx) => json('POST', BOOK_ON_BEHALF_API.requestCheckout(await openRequest(ctx)), {}),
  },
  {
    method: 'POST',
    url: BOOK_ON_BEHALF_ROUTES.requestDecline,
    build: async (ctx) =>
      json('POST', BOOK_ON_BEHALF_API.requestDecline(await openRequest(ctx)), { comment: 'Over budget' }),
  },
]
