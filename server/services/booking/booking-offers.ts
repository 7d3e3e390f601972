import { BOOKING_LIMITS } from '../../../shared/booking/booking-contract.ts'
import type {
  TBookingOffer,
  TCancellationTerms,
  TMoney,
  TPriceBreakdown,
} from '../../../shared/booking/booking-schemas.ts'
import type { TravellerRequirements, TravellerSlot } from '../../../shared/booking/traveller-rules.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import type { CarOffer } from '../catalogue/cars/car-source.ts'
import { FARE_FAMILIES } from '../catalogue/flights/fares.ts'
import type { FlightOffer } from '../catalogue/flights/offer-source.ts'
import { isoLocal, localDate, zonedToUtc } from '../catalogue/flights/zoned-time.ts'
import {
  carNames,
  flightNames,
  NAME_LANGUAGES,
  nameLanguage,
  stayNames,
  type TNameLanguage,
  trainNames,
} from '../catalogue/offer-names.ts'
import type { OfferSources } from '../catalogue/offer-sources.ts'
import type { PlaceIndex } from '../catalogue/places/place-search.ts'
import { CHECK_IN_MINUTE, CHECK_OUT_MINUTE } from '../catalogue/stays/stay-snapshot.ts'
import type { StayOffer, StayRate } from '../catalogue/stays/stay-source.ts'
import type { TrainFare, TrainOffer } from '../catalogue/trains/train-generator.ts'

/**
 * What the booking flow knows of an offer of the offer sources (decision 084): what is booked, its
 * cancellation terms, the price broken down in the source's currency, and the travellers it asks for.
 */
export interface BookingOfferFacts {
  /** In English: what operators and exports read. */
  offer: TBookingOffer
  /** The same in each language the source has its own names for (decision 086): Korean today. */
  localized: Partial<Record<Exclude<TNameLanguage, 'en'>, TBookingOffer>>
  cancellation: TCancellationTerms
  /** Until this instant (ms) a cancellation refunds everything; null: not refundable. */
  freeUntilMs: number | null
  price: TPriceBreakdown
  requirements: TravellerRequirements
}

export interface BookingOffers {
  /** The offer an id names, priced today; null for ids of no offer source (the demo catalogue's) or gone. */
  find(vertical: TTripVertical, offerId: string): BookingOfferFacts | null
}

/** An offer's facts with its names in one language. */
type Facts = Omit<BookingOfferFacts, 'localized'>

const money = (amount: number, currency: string): TMoney => ({ amount, currency })
const times = <T>(n: number, value: T): T[] => Array.from({ length: Math.max(0, n) }, () => value)
const NOT_REFUNDABLE = { cancellation: { refundable: false, freeUntil: null }, freeUntilMs: null }

const ADULT: TravellerSlot = { kind: 'adult', minAge: BOOKING_LIMITS.adultMinAge, maxAge: null }
const CHILD: TravellerSlot = {
  kind: 'child',
  minAge: BOOKING_LIMITS.childMinAge,
  maxAge: BOOKING_LIMITS.adultMinAge - 1,
}
const INFANT: TravellerSlot = { kind: 'infant', minAge: 0, maxAge: BOOKING_LIMITS.childMinAge - 1 }
const LEAD_GUEST: TravellerSlot = { kind: 'leadGuest', minAge: BOOKING_LIMITS.leadGuestMinAge, maxAge: null }

function flightFacts(offer: FlightOffer, lang: TNameLanguage): Facts | null {
  const pax = /^fl1:[^:]+:[^:]+:(\d)-(\d)-(\d):/.exec(offer.id)
  const flights = offer.legs.flatMap((leg) => leg.flights)
  const first = flights[0]
  const last = flights.at(-1)
  const arrival = offer.legs[0]?.flights.at(-1)
  if (!pax || !first || !last || !arrival) return null
  const [adults, children, infants] = [Number(pax[1]), Number(pax[2]), Number(pax[3])]
  const family = FARE_FAMILIES[offer.family]
  const startAt = isoLocal(first.departUtc, first.from.timeZone)
  const names = flightNames(offer, lang)
  return {
    offer: {
      vertical: 'flight',
      offerId: offer.id,
      title: names.title,
      startAt,
      endAt: isoLocal(last.arriveUtc, last.to.timeZone),
      place: {
        cityName: names.destination,
        countryCode: arrival.to.countryCode,
        timeZone: first.from.timeZone,
        endTimeZone: last.to.timeZone,
      },
      location: names.departure,
      details: {
        vertical: 'flight',
        cabin: offer.cabin,
        fareFamily: offer.family,
        checkedBags: family.checkedBags,
        changes: family.changes,
        refundable: family.refundable,
        adults,
        children,
        infants,
        legs: offer.legs.map((leg) => {
          const from = leg.flights[0]
          const to = leg.flights.at(-1)
          return {
            from: from?.from.code ?? '',
            to: to?.to.code ?? '',
            departAt: isoLocal(leg.departUtc, from?.from.timeZone ?? 'UTC'),
            arriveAt: isoLocal(leg.arriveUtc, to?.to.timeZone ?? 'UTC'),
            stops: leg.stops,
            segments: leg.flights.map((f) => ({
              carrier: f.carrier.name,
              flightNumber: f.flightNumber,
              from: f.from.code,
              to: f.to.code,
              departAt: isoLocal(f.departUtc, f.from.timeZone),
              arriveAt: isoLocal(f.arriveUtc, f.to.timeZone),
            })),
          }
        }),
      },
    },
    // A flexible fare is refunded until the first flight leaves; basic and standard fares are not.
    ...(family.refundable
      ? { cancellation: { refundable: true, freeUntil: startAt }, freeUntilMs: first.departUtc }
      : NOT_REFUNDABLE),
    // The source prices a fare with its taxes and carrier charges (decision 071): they are not split out.
    price: {
      base: money(offer.total, offer.currency),
      taxesAndFees: null,
      extraFees: [],
      total: money(offer.total, offer.currency),
    },
    requirements: {
      slots: [...times(adults, ADULT), ...times(children, CHILD), ...times(infants, INFANT)],
      // International: any flight of the itinerary crosses a border (origin and destination countries differ).
      passportRequired: flights.some((f) => f.from.countryCode !== f.to.countryCode),
      travelDate: localDate(first.departUtc, first.from.timeZone),
      lastDay: localDate(last.arriveUtc, last.to.timeZone),
    },
  }
}

function stayFacts(
  found: { offer: StayOffer; rate: StayRate },
  places: PlaceIndex,
  lang: TNameLanguage,
): Facts | null {
  const { offer, rate } = found
  const { property } = offer
  const party = /-(\d+)-(\d+)$/.exec(rate.id)
  if (!party) return null
  const [adults, rooms] = [Number(party[1]), Number(party[2])]
  const tz = property.timeZone
  const at = (date: string, minute: number) => isoLocal(zonedToUtc(date, minute, tz), tz)
  const lastFreeMinute = rate.freeCancellationUntil
    ? zonedToUtc(rate.freeCancellationUntil, 23 * 60 + 59, tz)
    : null
  const base = rate.nightly * offer.nights
  const names = stayNames(property, places, lang)
  return {
    offer: {
      vertical: 'hotel',
      offerId: rate.id,
      title: names.title,
      startAt: at(offer.checkin, CHECK_IN_MINUTE),
      endAt: at(offer.checkout, CHECK_OUT_MINUTE),
      place: {
        cityName: names.destination,
        countryCode: places.cityOf(property.cityCode)?.countryCode ?? '',
        timeZone: tz,
        endTimeZone: tz,
      },
      location: names.location,
      details: {
        vertical: 'hotel',
        propertyId: property.id,
        stars: property.stars,
        neighbourhood: names.area,
        room: rate.kind,
        sleeps: rate.sleeps,
        board: rate.board,
        checkin: offer.checkin,
        checkout: offer.checkout,
        nights: offer.nights,
        adults,
        rooms,
      },
    },
    // Free until the end of the rate's last free day, the property's local time.
    ...(lastFreeMinute === null
      ? NOT_REFUNDABLE
      : {
          cancellation: { refundable: true, freeUntil: isoLocal(lastFreeMinute, tz) },
          freeUntilMs: lastFreeMinute + 60_000,
        }),
    price: {
      base: money(base, rate.currency),
      taxesAndFees: money(rate.taxes, rate.currency),
      extraFees: [],
      total: money(rate.total, rate.currency),
    },
    requirements: {
      slots: times(rooms, LEAD_GUEST),
      passportRequired: false,
      travelDate: offer.checkin,
      lastDay: offer.checkout,
    },
  }
}

function carFacts(offer: CarOffer, lang: TNameLanguage): Facts {
  const fees: TPriceBreakdown['extraFees'] = []
  if (offer.oneWayFee !== null)
    fees.push({ kind: 'oneWayFee', amount: money(offer.oneWayFee, offer.currency) })
  if (offer.youngDriverFee !== null)
    fees.push({ kind: 'youngDriverFee', amount: money(offer.youngDriverFee, offer.currency) })
  const freeUntil = offer.freeCancellationUntil
  const names = carNames(offer, lang)
  return {
    offer: {
      vertical: 'car',
      offerId: offer.id,
      title: names.title,
      startAt: offer.pickupAt,
      endAt: offer.dropoffAt,
      place: {
        cityName: names.pickupCity,
        countryCode: offer.pickup.countryCode,
        timeZone: offer.pickup.timeZone,
        endTimeZone: offer.dropoff.timeZone,
      },
      location: names.location,
      details: {
        vertical: 'car',
        supplier: offer.supplier.name,
        carClass: offer.car.carClass,
        acriss: offer.car.acriss,
        exampleModel: offer.car.exampleModel,
        transmission: offer.car.transmission,
        seats: offer.car.seats,
        bags: offer.car.bags,
        pickup: { name: names.pickup, kind: offer.pickup.kind },
        dropoff: { name: names.dropoff, kind: offer.dropoff.kind },
        days: offer.days,
        mileage: offer.mileage,
        fuelPolicy: offer.fuelPolicy,
        driverAge: offer.driverAge,
      },
    },
    ...(freeUntil === null
      ? NOT_REFUNDABLE
      : { cancellation: { refundable: true, freeUntil }, freeUntilMs: Date.parse(freeUntil) }),
    price: {
      base: money(offer.perDay * offer.days, offer.currency),
      taxesAndFees: money(offer.taxes, offer.currency),
      extraFees: fees,
      total: money(offer.total, offer.currency),
    },
    requirements: {
      slots: [{ kind: 'driver', minAge: offer.driverAge.min, maxAge: offer.driverAge.max }],
      passportRequired: false,
      travelDate: offer.pickupAt.slice(0, 10),
      lastDay: offer.dropoffAt.slice(0, 10),
    },
  }
}

function trainFacts(
  found: { offer: TrainOffer; fare: TrainFare },
  places: PlaceIndex,
  lang: TNameLanguage,
): Facts | null {
  const { offer, fare } = found
  const party = /:(\d):[a-zA-Z]+$/.exec(fare.id)
  if (!party) return null
  const adults = Number(party[1])
  const names = trainNames(offer, places, lang)
  return {
    offer: {
      vertical: 'train',
      offerId: fare.id,
      title: names.title,
      startAt: offer.departAt,
      endAt: offer.arriveAt,
      place: {
        cityName: names.destination,
        countryCode: places.cityOf(offer.to.code)?.countryCode ?? '',
        timeZone: offer.from.timeZone,
        endTimeZone: offer.to.timeZone,
      },
      location: names.departure,
      details: {
        vertical: 'train',
        operator: offer.operator,
        train: offer.train,
        fromStation: names.fromStation,
        toStation: names.toStation,
        travelClass: fare.travelClass,
        adults,
      },
    },
    // Railways sell their cheapest class without refunds and the others flexible until departure.
    ...(fare.travelClass === 'standard'
      ? NOT_REFUNDABLE
      : {
          cancellation: { refundable: true, freeUntil: offer.departAt },
          freeUntilMs: Date.parse(offer.departAt),
        }),
    price: {
      base: money(fare.total, offer.currency),
      taxesAndFees: null,
      extraFees: [],
      total: money(fare.total, offer.currency),
    },
    requirements: {
      slots: times(adults, ADULT),
      passportRequired: false,
      travelDate: offer.departAt.slice(0, 10),
      lastDay: offer.arriveAt.slice(0, 10),
    },
  }
}

/** The facts in English, with the offer again in each other language of names (decision 086). */
function inEveryLanguage(build: (lang: TNameLanguage) => Facts | null): BookingOfferFacts | null {
  const facts = build('en')
  if (!facts) return null
  const localized: BookingOfferFacts['localized'] = {}
  for (const lang of NAME_LANGUAGES) {
    const offer = lang === 'en' ? null : build(lang)?.offer
    if (lang !== 'en' && offer) localized[lang] = offer
  }
  return { ...facts, localized }
}

/** The booking flow's reading of the offer sources, by the same ids trips save (offer-catalogue.ts). */
export function bookingOffers(
  sources: OfferSources,
  places: () => PlaceIndex,
  today: () => string,
): BookingOffers {
  return {
    find(vertical, offerId) {
      if (vertical === 'flight' && offerId.startsWith('fl1:')) {
        const offer = sources.flights.offerById(offerId, today())
        return offer ? inEveryLanguage((lang) => flightFacts(offer, lang)) : null
      }
      if (vertical === 'hotel' && offerId.startsWith('st-')) {
        const found = sources.stays.rateById(offerId, today())
        return found ? inEveryLanguage((lang) => stayFacts(found, places(), lang)) : null
      }
      if (vertical === 'train' && offerId.startsWith('tr1:')) {
        const found = sources.trains.fareById(offerId, today())
        return found ? inEveryLanguage((lang) => trainFacts(found, places(), lang)) : null
      }
      if (vertical === 'car' && offerId.startsWith('cr1:')) {
        const offer = sources.cars.offerById(offerId, today())
        return offer ? inEveryLanguage((lang) => carFacts(offer, lang)) : null
      }
      return null
    },
  }
}

/** The offer in a reader's language: its own names where kept, else English. */
export function offerIn(
  facts: { offer: TBookingOffer; localized: BookingOfferFacts['localized'] },
  language: string | null | undefined,
): TBookingOffer {
  const lang = nameLanguage(language)
  return (lang === 'en' ? null : facts.localized[lang]) ?? facts.offer
}
