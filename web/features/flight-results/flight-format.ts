// Types only from the contracts: they hold zod, which must stay out of the browser bundle.

import { DAY_MS } from '../../../shared/calendar-days.ts'
import type { TFlightOffer, TFlightSearchResponse } from '../../../shared/catalogue/flight-search-contract.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'

type T = (key: string, values?: Record<string, string | number>) => string
type TPlaces = TFlightSearchResponse['places']

/** "2026-12-01T07:15:00+09:00" → the local clock's date and minutes, as a UTC instant to format in UTC. */
function localClock(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!m) return new Date(Number.NaN)
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])))
}

const dayNumber = (iso: string) => Math.floor(localClock(iso).getTime() / DAY_MS)

/** Dates, times, durations and money as the flight results page shows them, in the page's locale. */
export function flightFormat(locale: string, t: T) {
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const shortDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  return {
    /** The local clock time of an ISO time with its offset ("7:15 AM", "오전 7:15"). */
    time: (iso: string) => time.format(localClock(iso)),
    /** Days between a departure's and an arrival's local dates (the "+1"). */
    daysLater: (departAt: string, arriveAt: string) => dayNumber(arriveAt) - dayNumber(departAt),
    /** An ISO date as the heading says it ("Tue, Dec 1"; "12월 1일 (화)"). */
    date: (isoDate: string) => day.format(localClock(`${isoDate}T00:00`)),
    // Not Intl's formatRange: Node's ICU and the browser's differ in the spaces around the dash, and the
    // server's heading must be the text the browser renders (a hydration mismatch otherwise).
    dateRange: (from: string, to: string) =>
      t('searchResults.dateRange', {
        start: day.format(localClock(`${from}T00:00`)),
        end: day.format(localClock(`${to}T00:00`)),
      }),
    shortDate: (isoDate: string) => shortDay.format(localClock(`${isoDate}T00:00`)),
    weekday: (isoDate: string) => weekday.format(localClock(`${isoDate}T00:00`)),
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60)
      const rest = minutes % 60
      return hours === 0
        ? t('searchResults.duration.minutes', { minutes: rest })
        : t('searchResults.duration.hoursMinutes', { hours, minutes: rest })
    },
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
  }
}
export type FlightFormat = ReturnType<typeof flightFormat>

/** A place's city name in the site's language, else its code. */
export const cityOf = (places: TPlaces, code: string) => places[code]?.cityName ?? code

/**
 * The snapshot the heart and Book buttons save (useOfferActions): the server reads the offer again from
 * its id, so this only names it until then.
 */
export function catalogueOfferOf(offer: TFlightOffer, places: TPlaces, fareName: string): TCatalogueOffer {
  const first = offer.legs[0]
  const last = offer.legs[offer.legs.length - 1] ?? first
  const from = cityOf(places, first?.from ?? '')
  const to = cityOf(places, first?.to ?? '')
  // Every leg's first flight and the fare: round trips share outbound flights, and fares share flights,
  // so that each card's heart and Book are named apart.
  const flights = offer.legs
    .map((leg) => leg.segments[0])
    .filter((s) => s !== undefined)
    .map((s) => `${s.carrier} ${s.flightNumber.replace(/^[A-Z0-9]{2}\s*/, '')}`)
    .join(', ')
  const flight = `${flights ? ` · ${flights}` : ''} · ${fareName}`
  return {
    offer: {
      vertical: 'flight',
      offerId: offer.id,
      title: `${from} → ${to}${flight}`,
      priceMinor: offer.price.total.amount,
      currency: offer.price.total.currency,
      startAt: first?.departAt ?? '',
      endAt: last?.arriveAt ?? null,
      destination: to,
    },
    originKey: null,
    destinationKey: first?.to ?? '',
    provider: first?.segments[0]?.carrierName ?? '',
    rating: first?.stops ?? null,
    details: { travelClass: offer.cabin, vendorCode: offer.carriers[0] ?? null, nights: 1 },
  }
}
