/*
 * Book on behalf (issue 9, decision 056): the spec's select/unselect calls under business me, our own
 * calls for delegations and requests to book, who may act for whom, and the header's wording. No zod,
 * so that the header's chunk can use them.
 */
import { codes } from '../code-table.ts'
import type { TPermission } from '../permissions.ts'

const ME = '/i/api/business/me/v1'
const BASE = '/i/api/business/bookOnBehalf/v1'

export const BOOK_ON_BEHALF_API = {
  /** POST {email}: act for this member (spec section 7). */
  selectTraveler: `${ME}/traveler/select`,
  /** POST {email} or {guestId}: act for this guest. */
  selectGuest: `${ME}/guest/select`,
  /** POST: act for oneself again. */
  unselect: `${ME}/traveler/unselect`,
  /** GET the traveller's own arrangers and consent; PUT {allowsArrangers, arrangerEmails} replaces them. */
  settings: `${BASE}/settings`,
  /** GET and PUT a member's arrangers and consent, as an admin (USER_PROFILE_EDIT_FOR_ALL). */
  travelerSettings: (userId: string) => `${BASE}/travelers/${encodeURIComponent(userId)}/settings`,
  /** GET the open requests (processors); POST {eventId, note} asks for an item to be booked. */
  requests: `${BASE}/requests`,
  /** GET the traveller's own requests. */
  myRequests: `${BASE}/requests/mine`,
  /** POST {checkout?}: book the requested item for its traveller, with the company's checkout answers. */
  requestBook: (id: string) => `${BASE}/requests/${encodeURIComponent(id)}/book`,
  /**
   * POST: the checkout's quote for booking the requested item for its traveller (decision 053). A POST:
   * it opens the traveller's trip to the processor, as booking it would.
   */
  requestCheckout: (id: string) => `${BASE}/requests/${encodeURIComponent(id)}/checkout`,
  /** POST {comment}: decline it. */
  requestDecline: (id: string) => `${BASE}/requests/${encodeURIComponent(id)}/decline`,
} as const

export const BOOK_ON_BEHALF_ROUTES = {
  travelerSettings: `${BASE}/travelers/:userId/settings`,
  requestBook: `${BASE}/requests/:id/book`,
  requestCheckout: `${BASE}/requests/:id/checkout`,
  requestDecline: `${BASE}/requests/:id/decline`,
} as const

/** Spec section 6: booking for another member needs one of these (the trip booking rule's list). */
export const BOOK_FOR_MEMBER_PERMISSIONS = [
  'TRIP_EVENT_BOOK_FOR_OTHER',
  'TRIP_EVENT_BOOK_FOR_EXPLICIT',
  'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
  'TRIP_EVENT_BOOK_FOR_ALL',
] as const satisfies readonly TPermission[]

/** Anyone who may act for someone: members' arrangers and guests' bookers. */
export const ACT_FOR_PERMISSIONS = [
  ...BOOK_FOR_MEMBER_PERMISSIONS,
  'TRIP_EVENT_BOOK_FOR_GUEST',
] as const satisfies readonly TPermission[]

export const BOOK_ON_BEHALF_LIMITS = {
  noteMaxLength: 500,
  commentMaxLength: 500,
  arrangersMax: 20,
  queuePageSize: 50,
} as const

/** The traveller search (spec section 5): minimum length 0 (so effectively 1), search on empty off, 300 ms. */
export const BOOK_ON_BEHALF_SEARCH = { minLength: 0, searchOnEmpty: false, debounceMs: 300 } as const

/** Whether a query is long enough to search (spec section 5). */
export function shouldSearch(query: string, config: { minLength: number; searchOnEmpty: boolean }): boolean {
  const q = query.trim()
  if (q === '') return config.searchOnEmpty
  return q.length >= Math.max(1, config.minLength)
}

export const BookOnBehalfErrorCode = codes(
  /** Not someone this member may act for (or nobody at all: the two answer alike). */
  'TRAVELER_NOT_SELECTABLE',
  /** Support staff impersonating a member act as that member only. */
  'IMPERSONATION_CANNOT_SELECT',
  'ARRANGER_UNKNOWN',
  'REQUEST_NOT_FOUND',
  'REQUEST_NOT_OPEN',
  'ITEM_NOT_REQUESTABLE',
)

/** The toggle's label: company-wide bookers are the helpdesk; the rest arrange for named people. */
export function actingRoleLabel(permissions: readonly string[]): 'helpdesk' | 'travelArranger' | null {
  if (permissions.includes('TRIP_EVENT_BOOK_FOR_ALL')) return 'helpdesk'
  return ACT_FOR_PERMISSIONS.some((p) => permissions.includes(p)) ? 'travelArranger' : null
}

/**
 * "Booking for" when the booking rule lets this member book for the traveller (a book-for-member
 * permission), "Viewing for" otherwise: a guest-only booker acting for a guest can save and look, but
 * trips' booking rule asks for a book-for-member permission (decision 056).
 */
export function actingVerb(permissions: readonly string[]): 'booking' | 'viewing' {
  return BOOK_FOR_MEMBER_PERMISSIONS.some((p) => permissions.includes(p)) ? 'booking' : 'viewing'
}
