// Types only: the schemas modules hold zod, which must stay out of the browser bundle.
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
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { bookOnBehalfEndpoints as api } from './endpoints.gen.ts'
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
  return {
    selectTraveler: (email) => callEndpoint(client(), api.selectTraveler, { body: { email } }),
    selectGuest: (guestId) => callEndpoint(client(), api.selectGuest, { body: { guestId } }),
    unselect: () => callEndpoint(client(), api.unselect),
    // The header's suggestion list: the book-for toggle sits in the header.
    searchTravelers: (query) =>
      suggestUsers(client(), { query, searchMode: 'travelersForTravelArranger' }, SUGGESTION_LIMITS.header),
    settings: () => callEndpoint(client(), api.settings),
    saveSettings: (request) => callEndpoint(client(), api.saveSettings, { body: request }),
    requests: () => callEndpoint(client(), api.requests),
    myRequests: () => callEndpoint(client(), api.myRequests),
    askToBook: (eventId, note) => callEndpoint(client(), api.askToBook, { body: { eventId, note } }),
    bookRequest: (id, checkout) =>
      callEndpoint(client(), api.bookRequest, { params: { id }, body: checkout ? { checkout } : {} }),
    requestCheckout: (id) => callEndpoint(client(), api.requestCheckout, { params: { id } }),
    declineRequest: (id, comment) =>
      callEndpoint(client(), api.declineRequest, { params: { id }, body: { comment } }),
  }
}
