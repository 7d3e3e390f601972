import crypto from 'node:crypto'
import { createGuidebookRepository } from '../../repositories/guidebook.repository.ts'
import { createGuidebookService } from '../../services/guides/guidebook.service.ts'
import type { TestApp } from '../test-app.ts'
import { offer } from '../trips/trips-test-kit.ts'
import type { RouteSeed } from './fuzz-requests.ts'
import type { FuzzContext } from './route-profile.ts'

/**
 * Valid requests of routes outside the business console that name the caller's own rows (a trip, an
 * event, a guidebook) or another user: built for the fuzzer's admin before the route is walked, so that
 * requests reach the handler past "not found".
 */
type OwnSeed = (t: TestApp, ctx: FuzzContext) => Promise<RouteSeed>

const TRIPS = '/trips/api'
const GUIDEBOOKS = '/i/api/guides/v1/guidebooks'

/** A new trip of the admin's with one saved offer. */
async function savedEvent(t: TestApp, ctx: FuzzContext): Promise<{ trip: string; event: string }> {
  const saved = await t.app.services.trips.events.save(
    { userId: ctx.admin.id, email: ctx.admin.email, emailConfirmed: true },
    { offer: offer({ destination: `Fuzz ${crypto.randomUUID().slice(0, 8)}` }) },
  )
  return { trip: saved.trip.fullTripId, event: saved.event.id }
}

const onTrip =
  (path: (trip: string) => string, body?: unknown, query: Record<string, string> = {}): OwnSeed =>
  async (t, ctx) => ({ path: path((await savedEvent(t, ctx)).trip), query, body })
const onEvent =
  (path: (event: string) => string, body?: unknown): OwnSeed =>
  async (t, ctx) => ({ path: path((await savedEvent(t, ctx)).event), query: {}, body })

/** One of the admin's guidebooks: an existing one once the walk reached the per-user limit. */
async function guidebook(t: TestApp, ctx: FuzzContext): Promise<string> {
  const existing = await t.database.db
    .selectFrom('guidebooks')
    .select('id')
    .where('user_id', '=', ctx.admin.id)
    .executeTakeFirst()
  return (
    existing?.id ??
    (
      await createGuidebookService(createGuidebookRepository(t.database.db), true).create(ctx.admin.id, {
        name: 'Base',
        destination: 'Seoul',
      })
    ).id
  )
}

export const OWN_SEEDS: Readonly<Record<string, OwnSeed>> = {
  [`PUT ${TRIPS}/trips/:fullTripId`]: onTrip((trip) => `${TRIPS}/trips/${trip}`, { name: 'Rome' }),
  [`DELETE ${TRIPS}/trips/:fullTripId`]: onTrip((trip) => `${TRIPS}/trips/${trip}`),
  [`GET ${TRIPS}/trips/:fullTripId/shares`]: onTrip((trip) => `${TRIPS}/trips/${trip}/shares`),
  [`POST ${TRIPS}/trips/:fullTripId/shares`]: onTrip((trip) => `${TRIPS}/trips/${trip}/shares`, {
    email: 'friend@example.test',
    role: 'viewer',
  }),
  [`PUT ${TRIPS}/trips/:fullTripId/shares/:shareId`]: onTrip(
    (trip) => `${TRIPS}/trips/${trip}/shares/${crypto.randomUUID()}`,
    { role: 'viewer' },
  ),
  [`DELETE ${TRIPS}/trips/:fullTripId/shares/:shareId`]: onTrip(
    (trip) => `${TRIPS}/trips/${trip}/shares/${crypto.randomUUID()}`,
  ),
  [`POST ${TRIPS}/trips/:fullTripId/link`]: onTrip((trip) => `${TRIPS}/trips/${trip}/link`),
  [`DELETE ${TRIPS}/trips/:fullTripId/link`]: onTrip((trip) => `${TRIPS}/trips/${trip}/link`),
  [`GET ${TRIPS}/store`]: onTrip(() => `${TRIPS}/store`, undefined, { props: 'trip,trips,user' }),
  [`POST ${TRIPS}/store`]: async (t, ctx) => ({
    path: `${TRIPS}/store`,
    query: { props: 'trip' },
    body: { fullTripId: (await savedEvent(t, ctx)).trip },
  }),
  [`POST ${TRIPS}/events`]: async () => ({ path: `${TRIPS}/events`, query: {}, body: { offer: offer() } }),
  [`POST ${TRIPS}/events/:eventId/move`]: async (t, ctx) => {
    const { event } = await savedEvent(t, ctx)
    return {
      path: `${TRIPS}/events/${event}/move`,
      query: {},
      body: { fullTripId: (await savedEvent(t, ctx)).trip },
    }
  },
  [`POST ${TRIPS}/events/:eventId/cart`]: onEvent((event) => `${TRIPS}/events/${event}/cart`, {
    inCart: true,
  }),
  [`POST ${TRIPS}/events/:eventId/book`]: onEvent((event) => `${TRIPS}/events/${event}/book`, {}),
  [`GET ${TRIPS}/events/:eventId/checkout`]: onEvent((event) => `${TRIPS}/events/${event}/checkout`),
  [`POST ${TRIPS}/events/:eventId/cancel`]: onEvent((event) => `${TRIPS}/events/${event}/cancel`),
  [`DELETE ${TRIPS}/events/:eventId`]: onEvent((event) => `${TRIPS}/events/${event}`),
  [`POST ${TRIPS}/user/settings/mapViewFD`]: async () => ({
    path: `${TRIPS}/user/settings/mapViewFD`,
    query: {},
    body: { enabled: true },
  }),
  [`POST ${TRIPS}/user/settings/tdpAutopilot`]: async () => ({
    path: `${TRIPS}/user/settings/tdpAutopilot`,
    query: {},
    body: { enabled: true },
  }),

  [`POST ${GUIDEBOOKS}`]: async () => ({
    path: GUIDEBOOKS,
    query: {},
    body: { name: 'Base', destination: 'Seoul' },
  }),
  [`PUT ${GUIDEBOOKS}/:guidebookId`]: async (t, ctx) => ({
    path: `${GUIDEBOOKS}/${await guidebook(t, ctx)}`,
    query: {},
    body: { name: 'Renamed' },
  }),
  [`DELETE ${GUIDEBOOKS}/:guidebookId`]: async (t, ctx) => ({
    path: `${GUIDEBOOKS}/${await guidebook(t, ctx)}`,
    query: {},
    body: undefined,
  }),

  'POST /i/api/business/impersonation/v1/support': async (_t, ctx) => ({
    path: '/i/api/business/impersonation/v1/support',
    query: {},
    body: { email: ctx.target.email, reason: 'Ticket SUP-4242 fuzz' },
  }),
  'POST /auth/webauthn/v1/newCredentialParams': async (_t, ctx) => ({
    path: '/auth/webauthn/v1/newCredentialParams',
    query: {},
    body: { username: ctx.admin.email },
  }),
  'POST /auth/webauthn/v1/loginParams': async (_t, ctx) => ({
    path: '/auth/webauthn/v1/loginParams',
    query: {},
    body: { username: ctx.admin.email, checkPasswordAuth: 'true' },
  }),
  // A real assertion of the admin's passkey, signed over another challenge.
  'POST /auth/webauthn/v1/login': async (_t, ctx) => ({
    path: '/auth/webauthn/v1/login',
    query: {},
    body: { ...ctx.passkey },
  }),
  'POST /i/api/approvals/v1/link/decide': async () => ({
    path: '/i/api/approvals/v1/link/decide',
    query: {},
    body: { token: 'a'.repeat(43), decision: 'deny' },
  }),
}
