import type { TCarClass } from '../../../shared/catalogue/car-search-rules.ts'
import { CLASS_TITLES, CLASS_TITLES_KO } from './cars/car-data.ts'
import type { CarLocation, CarOffer } from './cars/car-source.ts'
import { airlineName } from './flights/airlines.ts'
import type { FlightOffer } from './flights/offer-source.ts'
import type { PlaceIndex } from './places/place-search.ts'
import type { StayProperty } from './stays/stay-source.ts'
import type { TrainEnd, TrainOffer } from './trains/train-generator.ts'

/*
 * The names an offer is kept and shown under (decision 086): English everywhere, Korean where the data
 * has Korean names (places, properties, areas, stations, car classes). Supplier, airline and model names
 * stay as their owners write them.
 */

export const NAME_LANGUAGES = ['en', 'ko'] as const
export type TNameLanguage = (typeof NAME_LANGUAGES)[number]

/** The names a visitor's or a recipient's language reads: Korean for Korean, English for every other. */
export const nameLanguage = (language: string | null | undefined): TNameLanguage =>
  language?.toLowerCase().startsWith('ko') ? 'ko' : 'en'

const named = (lang: TNameLanguage, en: string, ko: string | null | undefined) =>
  lang === 'ko' && ko ? ko : en

export const placeName = (p: { name: string; nameKo: string | null }, lang: TNameLanguage) =>
  named(lang, p.name, p.nameKo)

export const cityNameOf = (p: { cityName: string; cityNameKo: string | null }, lang: TNameLanguage) =>
  named(lang, p.cityName, p.cityNameKo)

/** A city's name by its code, else the English name the offer carries. */
const cityByCode = (places: PlaceIndex, code: string, english: string, lang: TNameLanguage) => {
  const city = places.cityOf(code)
  return city ? cityNameOf(city, lang) : english
}

export function flightNames(offer: FlightOffer, lang: TNameLanguage) {
  const first = offer.legs[0]?.flights[0]
  const arrival = offer.legs[0]?.flights.at(-1)
  if (!first || !arrival) throw new Error('an offer without flights')
  return {
    title: `${airlineName(first.carrier.code, lang)} ${first.flightNumber}`,
    /** The first leg's destination: where a trip is going. */
    destination: cityNameOf(arrival.to, lang),
    departure: `${placeName(first.from, lang)} (${first.from.code})`,
  }
}

export function stayNames(property: StayProperty, places: PlaceIndex, lang: TNameLanguage) {
  const title = named(lang, property.name, property.nameKo)
  const city = cityByCode(places, property.cityCode, property.cityName, lang)
  const area = named(lang, property.neighbourhood.name, property.neighbourhood.nameKo)
  return { title, destination: city, area, location: `${title}, ${area}, ${city}` }
}

const station = (end: TrainEnd, lang: TNameLanguage) => named(lang, end.station, end.stationKo)

export function trainNames(offer: TrainOffer, places: PlaceIndex, lang: TNameLanguage) {
  const [from, to] = [station(offer.from, lang), station(offer.to, lang)]
  return {
    title: lang === 'ko' ? `${offer.train}: ${from} → ${to}` : `${offer.train}: ${from} to ${to}`,
    destination: cityByCode(places, offer.to.code, offer.to.cityName, lang),
    fromStation: from,
    toStation: to,
    departure: `${from}, ${cityByCode(places, offer.from.code, offer.from.cityName, lang)}`,
  }
}

export const carClassTitle = (carClass: TCarClass, lang: TNameLanguage) =>
  (lang === 'ko' ? CLASS_TITLES_KO : CLASS_TITLES)[carClass]

const desk = (l: CarLocation, lang: TNameLanguage) => named(lang, l.name, l.nameKo)

export function carNames(offer: CarOffer, lang: TNameLanguage) {
  const pickupCity = named(lang, offer.pickup.cityName, offer.pickup.cityNameKo)
  return {
    title: `${carClassTitle(offer.car.carClass, lang)} · ${offer.supplier.name}`,
    /** Where the car is returned: where a trip is going. */
    destination: named(lang, offer.dropoff.cityName, offer.dropoff.cityNameKo),
    pickupCity,
    pickup: desk(offer.pickup, lang),
    dropoff: desk(offer.dropoff, lang),
    location: `${offer.supplier.name}, ${desk(offer.pickup, lang)}, ${pickupCity}`,
  }
}
