import type { BrowserContext } from 'playwright-core'
import { AJAX_HEADER, AJAX_HEADER_VALUE, FORM_TOKEN_HEADER, FORM_TOKEN_PATH } from '../../shared/constants.ts'
import type {
  TEventChangeResponse,
  TOfferSnapshot,
  TSaveEventResponse,
  TTripResponse,
} from '../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'
import type { RunningSite } from './site.ts'

/**
 * The trips API as a signed-in browser context calls it (its cookies, a form token), for a journey's
 * setup: trips and events are made through the API, not through the results pages.
 */
export async function tripsSetup(site: RunningSite, context: BrowserContext) {
  const ajax = { [AJAX_HEADER]: AJAX_HEADER_VALUE }
  const tokenAnswer = await context.request.post(`${site.origin}${FORM_TOKEN_PATH}`, {
    headers: { ...ajax, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
  })
  const token = (await tokenAnswer.text()).trim()
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await context.request.fetch(`${site.origin}${path}`, {
      method,
      headers: {
        ...ajax,
        [FORM_TOKEN_HEADER]: token,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      data: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()} ${await answer.text()}`)
    return (await answer.json()) as T
  }
  return {
    createTrip: (name: string) => call<TTripResponse>('POST', TRIPS_API_PATHS.trips, { name }),
    save: (fullTripId: string, offer: TOfferSnapshot) =>
      call<TSaveEventResponse>('POST', TRIPS_API_PATHS.events, { offer, fullTripId }),
    // A Northwind member's business booking needs a cost centre (decision 057); personal ones ignore it.
    book: (eventId: string) =>
      call<TEventChangeResponse>('POST', TRIPS_API_PATHS.eventBook(eventId), {
        checkout: { reportingValues: { costCenter: 'CC-100 Sales' } },
      }),
  }
}

/** A demo offer as a results page would send it (the dates lie ahead, so its trip is upcoming). */
export function demoOffer(
  vertical: TOfferSnapshot['vertical'],
  offerId: string,
  title: string,
  destination: string,
): TOfferSnapshot {
  return {
    vertical,
    offerId,
    title,
    priceMinor: 45_000,
    currency: 'USD',
    startAt: '2027-04-10T09:00:00Z',
    endAt: '2027-04-12T09:00:00Z',
    destination,
  }
}
