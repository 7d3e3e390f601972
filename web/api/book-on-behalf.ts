// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
import { BOOK_ON_BEHALF_API } from '../../shared/business/book-on-behalf-contract.ts'
import type {
  TActingForResponse,
  TArrangerSettings,
  TArrangerSettingsRequest,
  TBookRequest,
  TBookRequestList,
} from '../../shared/business/book-on-behalf-schemas.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../shared/business/checkout-schemas.ts'
import type { TFindUsersResponse } from '../../shared/business/people-schemas.ts'
import { SUGGESTION_LIMITS } from '../../shared/constants.ts'
import type { ApiClient } from './client.ts'
import { suggestUsers } from './people.ts'

/** Book on behalf's calls (decision 056): select and unselect, the traveller search, arrangers, requests. */
export interface BookOnBehalfApi {
  selectTraveler(email: string): Promise<TActingForResponse>
  selectGuest(guestId: string): Promise<TActingForResponse>
  unselect(): Promise<TActingForResponse>
  /** travelersForTravelArranger; never rejects (VALIDATION_ERROR: an empty first page). */
  searchTravelers(query: string): Promise<TFindUsersResponse>
  settings(): Promise<TArrangerSettings>
  saveSettings(request: TArrangerSettingsRequest): Promise<TArrangerSettings>
  requests(): Promise<TBookRequestList>
  myRequests(): Promise<TBookRequestList>
  askToBook(eventId: string, note: string): Promise<TBookRequest>
  /** Books it with the company's checkout answers (decision 053). */
  bookRequest(id: string, checkout?: TCheckoutInput): Promise<TBookRequest>
  /** The checkout's quote for booking a request's item for its traveller. */
  requestCheckout(id: string): Promise<TCheckoutQuoteResponse>
  declineRequest(id: string, comment: string): Promise<TBookRequest>
}

export function createBookOnBehalfApi(client: () => ApiClient): BookOnBehalfApi {
  const p = BOOK_ON_BEHALF_API
  return {
    selectTraveler: (email) => client().postJson(p.selectTraveler, { email }),
    selectGuest: (guestId) => client().postJson(p.selectGuest, { guestId }),
    unselect: () => client().postJson(p.unselect, {}),
    // The header's suggestion list: the book-for toggle sits in the header.
    searchTravelers: (query) =>
      suggestUsers(client(), { query, searchMode: 'travelersForTravelArranger' }, SUGGESTION_LIMITS.header),
    settings: () => client().get(p.settings),
    saveSettings: (request) => client().put(p.settings, request),
    requests: () => client().get(p.requests),
    myRequests: () => client().get(p.myRequests),
    askToBook: (eventId, note) => client().postJson(p.requests, { eventId, note }),
    bookRequest: (id, checkout) => client().postJson(p.requestBook(id), checkout ? { checkout } : {}),
    requestCheckout: (id) => client().postJson(p.requestCheckout(id), {}),
    declineRequest: (id, comment) => client().postJson(p.requestDecline(id), { comment }),
  }
}
