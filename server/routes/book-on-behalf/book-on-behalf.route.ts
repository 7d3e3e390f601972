import type { FastifyInstance } from 'fastify'
import {
  BOOK_FOR_MEMBER_PERMISSIONS,
  BOOK_ON_BEHALF_API,
  BOOK_ON_BEHALF_ROUTES,
} from '../../../shared/business/book-on-behalf-contract.ts'
import {
  ZArrangerSettingsRequestSchema,
  ZBookRequestBookSchema,
  ZBookRequestCreateSchema,
  ZBookRequestDeclineSchema,
  ZBookRequestParamsSchema,
  ZSelectGuestRequestSchema,
  ZSelectTravelerRequestSchema,
  ZTravelerParamsSchema,
} from '../../../shared/business/book-on-behalf-schemas.ts'
import type { TBusinessRequirement } from '../../../shared/business/business-access.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { tripActorOf } from '../trips/trips-route-kit.ts'

const FEATURE = ['BOOK_ON_BEHALF'] as const
export const BOOK_ON_BEHALF_REQUIREMENTS = {
  selectTraveler: { permissions: BOOK_FOR_MEMBER_PERMISSIONS, features: FEATURE },
  selectGuest: { permissions: ['TRIP_EVENT_BOOK_FOR_GUEST'], features: FEATURE },
  /** Anyone may go back to themselves, even after losing the permission or the feature. */
  unselect: { permissions: [] },
  // Naming who may book for the member: a grant that outlasts a support session.
  settings: { permissions: [], features: FEATURE, lasting: true },
  /** An admin names a member's arrangers ("a delegation the traveller or an admin sets"). */
  adminSettings: { permissions: ['USER_PROFILE_EDIT_FOR_ALL'], features: FEATURE },
  request: { permissions: ['BOOK_ON_BEHALF_REQUEST'], features: FEATURE },
  process: { permissions: ['BOOK_ON_BEHALF_REQUEST_PROCESSING'], features: FEATURE },
} as const satisfies Record<string, TBusinessRequirement>

const SELECT_LIMIT = { max: 60, timeWindow: 60_000 }
const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }

/** Book on behalf (decision 056): the spec's select/unselect under business me, our arrangers and requests. */
export async function bookOnBehalfRoutes(app: FastifyInstance) {
  const { actingFor, requests } = app.services.bookOnBehalf
  noStore(app)
  const R = BOOK_ON_BEHALF_REQUIREMENTS

  app.post(
    BOOK_ON_BEHALF_API.selectTraveler,
    { config: { business: R.selectTraveler, rateLimit: SELECT_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const body = ZSelectTravelerRequestSchema.parse(request.body ?? {})
      return actingFor.select(session, body, 'member')
    },
  )

  app.post(
    BOOK_ON_BEHALF_API.selectGuest,
    { config: { business: R.selectGuest, rateLimit: SELECT_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const body = ZSelectGuestRequestSchema.parse(request.body ?? {})
      return actingFor.select(session, body, 'guest')
    },
  )

  app.post(BOOK_ON_BEHALF_API.unselect, { config: { business: R.unselect } }, async (request) =>
    actingFor.unselect(businessSessionOf(request)),
  )

  app.get(BOOK_ON_BEHALF_API.settings, { config: { business: R.settings } }, async (request) =>
    actingFor.settings(businessSessionOf(request)),
  )

  app.put(
    BOOK_ON_BEHALF_API.settings,
    { config: { business: R.settings, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const body = ZArrangerSettingsRequestSchema.parse(request.body ?? {})
      return actingFor.saveSettings(session, body)
    },
  )

  app.get(
    BOOK_ON_BEHALF_ROUTES.travelerSettings,
    { config: { business: R.adminSettings } },
    async (request) => {
      const { userId } = ZTravelerParamsSchema.parse(request.params)
      return actingFor.settingsOf(businessSessionOf(request), userId)
    },
  )

  app.put(
    BOOK_ON_BEHALF_ROUTES.travelerSettings,
    { config: { business: R.adminSettings, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { userId } = ZTravelerParamsSchema.parse(request.params)
      const body = ZArrangerSettingsRequestSchema.parse(request.body ?? {})
      return actingFor.saveSettingsOf(session, userId, body)
    },
  )

  app.post(
    BOOK_ON_BEHALF_API.requests,
    { config: { business: R.request, rateLimit: WRITE_LIMIT } },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const body = ZBookRequestCreateSchema.parse(request.body ?? {})
      return reply.code(201).send(await requests.create(session, body))
    },
  )

  app.get(BOOK_ON_BEHALF_API.myRequests, { config: { business: R.request } }, async (request) =>
    requests.mine(businessSessionOf(request)),
  )

  app.get(BOOK_ON_BEHALF_API.requests, { config: { business: R.process } }, async (request) =>
    requests.queue(businessSessionOf(request)),
  )

  app.post(
    BOOK_ON_BEHALF_ROUTES.requestBook,
    { config: { business: R.process, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZBookRequestParamsSchema.parse(request.params)
      const { checkout } = ZBookRequestBookSchema.parse(request.body ?? {})
      return requests.book(session, tripActorOf(session), id, checkout ?? {}, mailContext(app, request))
    },
  )

  app.post(
    BOOK_ON_BEHALF_ROUTES.requestCheckout,
    { config: { business: R.process, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZBookRequestParamsSchema.parse(request.params)
      return requests.checkout(session, tripActorOf(session), id)
    },
  )

  app.post(
    BOOK_ON_BEHALF_ROUTES.requestDecline,
    { config: { business: R.process, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const session = businessSessionOf(request)
      const { id } = ZBookRequestParamsSchema.parse(request.params)
      const { comment } = ZBookRequestDeclineSchema.parse(request.body ?? {})
      return requests.decline(session, id, comment, mailContext(app, request))
    },
  )
}
