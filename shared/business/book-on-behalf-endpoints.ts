import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  BOOK_FOR_MEMBER_PERMISSIONS,
  BOOK_ON_BEHALF_API,
  BOOK_ON_BEHALF_ROUTES,
  BookOnBehalfErrorCode,
} from './book-on-behalf-contract.ts'
import {
  ZActingForResponseSchema,
  ZArrangerSettingsRequestSchema,
  ZArrangerSettingsSchema,
  ZBookRequestBookSchema,
  ZBookRequestCreateSchema,
  ZBookRequestDeclineSchema,
  ZBookRequestListSchema,
  ZBookRequestParamsSchema,
  ZBookRequestSchema,
  ZSelectGuestRequestSchema,
  ZSelectTravelerRequestSchema,
  ZTravelerParamsSchema,
} from './book-on-behalf-schemas.ts'
import type { TBusinessRequirement } from './business-access.ts'
import { ZCheckoutQuoteResponseSchema } from './checkout-schemas.ts'

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

const R = BOOK_ON_BEHALF_REQUIREMENTS
const E = BookOnBehalfErrorCode
const perMinute = RATE_LIMITS.write
const selecting = [E.TRAVELER_NOT_SELECTABLE, E.IMPERSONATION_CANNOT_SELECT]

/** Book on behalf (decision 056): the spec's select/unselect under business me, our arrangers and requests. */
export const bookOnBehalfEndpoints = {
  selectTraveler: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_API.selectTraveler,
    summary: 'Acts for a member of the company',
    body: optionalBody(ZSelectTravelerRequestSchema),
    response: ZActingForResponseSchema,
    business: R.selectTraveler,
    rateLimit: perMinute,
    errors: selecting,
  }),
  selectGuest: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_API.selectGuest,
    summary: 'Acts for a guest of the company',
    body: optionalBody(ZSelectGuestRequestSchema),
    response: ZActingForResponseSchema,
    business: R.selectGuest,
    rateLimit: perMinute,
    errors: selecting,
  }),
  unselect: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_API.unselect,
    summary: 'Acts for oneself again',
    response: ZActingForResponseSchema,
    business: R.unselect,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: BOOK_ON_BEHALF_API.settings,
    summary: "The caller's arrangers and their consent",
    response: ZArrangerSettingsSchema,
    business: R.settings,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: BOOK_ON_BEHALF_API.settings,
    summary: "Replaces the caller's arrangers and consent",
    body: optionalBody(ZArrangerSettingsRequestSchema),
    response: ZArrangerSettingsSchema,
    business: R.settings,
    rateLimit: perMinute,
    errors: [E.ARRANGER_UNKNOWN],
  }),
  travelerSettings: defineEndpoint({
    method: 'GET',
    path: BOOK_ON_BEHALF_ROUTES.travelerSettings,
    summary: "A member's arrangers and consent, as an admin",
    params: ZTravelerParamsSchema,
    response: ZArrangerSettingsSchema,
    business: R.adminSettings,
    errors: [E.TRAVELER_NOT_SELECTABLE],
  }),
  saveTravelerSettings: defineEndpoint({
    method: 'PUT',
    path: BOOK_ON_BEHALF_ROUTES.travelerSettings,
    summary: "Replaces a member's arrangers and consent, as an admin",
    params: ZTravelerParamsSchema,
    body: optionalBody(ZArrangerSettingsRequestSchema),
    response: ZArrangerSettingsSchema,
    business: R.adminSettings,
    rateLimit: perMinute,
    errors: [E.TRAVELER_NOT_SELECTABLE, E.ARRANGER_UNKNOWN],
  }),
  askToBook: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_API.requests,
    summary: 'Asks for a saved item to be booked',
    body: optionalBody(ZBookRequestCreateSchema),
    response: ZBookRequestSchema,
    status: 201,
    business: R.request,
    rateLimit: perMinute,
    errors: [E.ITEM_NOT_REQUESTABLE],
  }),
  myRequests: defineEndpoint({
    method: 'GET',
    path: BOOK_ON_BEHALF_API.myRequests,
    summary: "The caller's own requests",
    response: ZBookRequestListSchema,
    business: R.request,
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: BOOK_ON_BEHALF_API.requests,
    summary: 'The open requests to process',
    response: ZBookRequestListSchema,
    business: R.process,
  }),
  bookRequest: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_ROUTES.requestBook,
    summary: "Books a request's item for its traveller, with the company's checkout answers",
    params: ZBookRequestParamsSchema,
    body: optionalBody(ZBookRequestBookSchema),
    response: ZBookRequestSchema,
    business: R.process,
    rateLimit: perMinute,
    errors: [E.REQUEST_NOT_FOUND, E.REQUEST_NOT_OPEN],
  }),
  requestCheckout: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_ROUTES.requestCheckout,
    summary: "The checkout's quote for booking a request's item",
    params: ZBookRequestParamsSchema,
    response: ZCheckoutQuoteResponseSchema,
    business: R.process,
    rateLimit: perMinute,
    errors: [E.REQUEST_NOT_FOUND, E.REQUEST_NOT_OPEN],
  }),
  declineRequest: defineEndpoint({
    method: 'POST',
    path: BOOK_ON_BEHALF_ROUTES.requestDecline,
    summary: 'Declines a request, with a comment to its traveller',
    params: ZBookRequestParamsSchema,
    body: optionalBody(ZBookRequestDeclineSchema),
    response: ZBookRequestSchema,
    business: R.process,
    rateLimit: perMinute,
    errors: [E.REQUEST_NOT_FOUND, E.REQUEST_NOT_OPEN],
  }),
}
