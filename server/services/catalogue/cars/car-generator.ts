import { LRUCache } from 'lru-cache'
import { DAY_MS } from '../../../../shared/calendar-days.ts'
import {
  CAR_SEARCH_LIMITS,
  carSearchProblem,
  minuteOfDay,
  rentalDays,
  rentalMinutes,
} from '../../../../shared/catalogue/car-search-rules.ts'
import { kmBetween } from '../../../../shared/catalogue/geo.ts'
import { hhmm, isoLocal, localDate, zonedToUtc } from '../flights/zoned-time.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { stableFraction } from '../stable-hash.ts'
import {
  AIRPORT_FEE_PERCENT,
  automaticCountry,
  CLASS_SPECS,
  carCost,
  carTaxPercent,
  landOf,
} from './car-data.ts'
import { fleetOf } from './car-fleet.ts'
import { createCarLocations } from './car-locations.ts'
import type { CarLocation, CarModel, CarOffer, CarOfferSource, CarSearchInput } from './car-source.ts'
import { SUPPLIERS, type SupplierTerms, suppliersAt } from './car-suppliers.ts'

const HOUR_MS = 3_600_000
const SOURCE_CURRENCY = 'USD'
/** Young drivers' fees are charged for this many days at most. */
const YOUNG_FEE_DAYS = 10
/** Classes whose mileage is unlimited with every supplier. */
const ALWAYS_UNLIMITED = new Set(['premium', 'luxury'])

const LOCATION = '[A-Z]{3}(?:\\.[a-z0-9-]{1,40})?'
const DATE = '\\d{4}-\\d{2}-\\d{2}'
/** `cr1:{pick-up}:{drop-off}:{date}:{minute}:{date}:{minute}:{age}:{supplier}:{ACRISS}`. */
const ID = new RegExp(
  `^cr1:(${LOCATION}):(${LOCATION}):(${DATE}):(\\d{1,4}):(${DATE}):(\\d{1,4}):(\\d{1,3}):([A-Z]{2}):([A-Z]{4})$`,
)

/** How dear the rental's days are: the season at pick-up, the city's demand that day, a late booking, a long rental. */
function demandOf(pickup: CarLocation, q: CarSearchInput, days: number): number {
  const month = new Date(`${q.pickupDate}T00:00:00Z`).getUTCMonth()
  const season = month === 6 || month === 7 ? 1.25 : month === 11 ? 1.15 : month <= 1 ? 0.9 : 1
  const demand = 0.92 + stableFraction(`car-demand|${pickup.cityCode}|${q.pickupDate}`) * 0.16
  const lead = Math.round((Date.parse(q.pickupDate) - Date.parse(q.today)) / DAY_MS)
  const late = lead < 3 ? 1.2 : lead < 14 ? 1.08 : lead > 90 ? 0.95 : 1
  const long = days >= 14 ? 0.78 : days >= 7 ? 0.85 : days >= 3 ? 0.95 : 1
  return season * demand * late * long
}

/** Whether a car can be driven from one to the other: in one country, on one island or mainland. */
const roadBetween = (a: CarLocation, b: CarLocation) =>
  a.countryCode === b.countryCode && landOf(a.cityCode) === landOf(b.cityCode)

/** What every car of one supplier at one desk shares for a rental: worked out once, not per car. */
interface Terms {
  supplier: SupplierTerms
  pickup: CarLocation
  dropoff: CarLocation
  q: CarSearchInput
  days: number
  level: number
  taxPercent: number
  oneWayFee: number | null
  youngDriverFee: number | null
  pickupAt: string
  dropoffAt: string
  freeCancellationUntil: string | null
  prefix: string
}

function termsOf(
  supplier: SupplierTerms,
  pickup: CarLocation,
  dropoff: CarLocation,
  q: CarSearchInput,
): Terms | null {
  const oneWay = dropoff.cityCode !== pickup.cityCode
  if (!roadBetween(pickup, dropoff) || q.driverAge < supplier.minAge) return null
  if (oneWay && supplier.oneWay === null) return null
  if (dropoff.code !== pickup.code && !suppliersAt(dropoff).includes(supplier)) return null
  const pickupMinute = minuteOfDay(q.pickupTime)
  const dropoffMinute = minuteOfDay(q.dropoffTime)
  const pickupUtc = zonedToUtc(q.pickupDate, pickupMinute, pickup.timeZone)
  const dropoffUtc = zonedToUtc(q.dropoffDate, dropoffMinute, dropoff.timeZone)
  // Local times a traveller picks can put a drop-off a time zone west before its pick-up.
  if (dropoffUtc <= pickupUtc || rentalMinutes(q) <= 0) return null
  const days = rentalDays(q)
  const freeUntil = supplier.freeHours === null ? null : pickupUtc - supplier.freeHours * HOUR_MS
  // One-way fees grow with the distance between the cities, up to 600 dollars, in whole dollars.
  const oneWayFee =
    oneWay && supplier.oneWay !== null
      ? Math.round((Math.min(60_000, 4_000 + kmBetween(pickup, dropoff) * 40) * supplier.oneWay) / 100) * 100
      : null
  return {
    supplier,
    pickup,
    dropoff,
    q,
    days,
    level: carCost(pickup.countryCode) * supplier.priceFactor * demandOf(pickup, q, days),
    taxPercent: carTaxPercent(pickup.countryCode) + (pickup.kind === 'airport' ? AIRPORT_FEE_PERCENT : 0),
    oneWayFee,
    youngDriverFee:
      q.driverAge < CAR_SEARCH_LIMITS.youngDriverAge
        ? supplier.youngFeePerDay * Math.min(days, YOUNG_FEE_DAYS)
        : null,
    pickupAt: isoLocal(pickupUtc, pickup.timeZone),
    dropoffAt: isoLocal(dropoffUtc, dropoff.timeZone),
    // A free cancellation whose last moment has passed is a rental that can no longer be cancelled free.
    freeCancellationUntil:
      freeUntil !== null && localDate(freeUntil, pickup.timeZone) >= q.today
        ? isoLocal(freeUntil, pickup.timeZone)
        : null,
    prefix: `cr1:${pickup.code}:${dropoff.code}:${q.pickupDate}:${pickupMinute}:${q.dropoffDate}:${dropoffMinute}:${q.driverAge}:${supplier.code}`,
  }
}

function offerOf(car: CarModel, t: Terms): CarOffer | null {
  const spec = CLASS_SPECS[car.carClass]
  if (spec.adultsOnly && t.youngDriverFee !== null) return null
  const { supplier, pickup, q, days } = t
  const limited = supplier.kmPerDay !== null && !ALWAYS_UNLIMITED.has(car.carClass)
  const own =
    0.92 + stableFraction(`car-price|${supplier.code}|${pickup.code}|${car.acriss}|${q.pickupDate}`) * 0.16
  const gearbox = car.transmission === 'automatic' && !automaticCountry(pickup.countryCode) ? 1.12 : 1
  const fuel = car.fuel === 'electric' ? 1.08 : car.fuel === 'hybrid' ? 1.04 : 1
  const perDay = Math.round(spec.perDayUsd * t.level * own * gearbox * fuel * (limited ? 0.94 : 1))
  const taxes = Math.round((perDay * days * t.taxPercent) / 100)
  return {
    id: `${t.prefix}:${car.acriss}`,
    supplier,
    car,
    pickup,
    dropoff: t.dropoff,
    pickupAt: t.pickupAt,
    dropoffAt: t.dropoffAt,
    days,
    mileage: limited
      ? { unlimited: false, includedKm: (supplier.kmPerDay ?? 0) * days }
      : { unlimited: true, includedKm: null },
    fuelPolicy: supplier.fuelPolicy,
    freeCancellationUntil: t.freeCancellationUntil,
    perDay,
    taxes,
    oneWayFee: t.oneWayFee,
    youngDriverFee: t.youngDriverFee,
    driverAge:
      t.youngDriverFee === null
        ? { min: CAR_SEARCH_LIMITS.youngDriverAge, max: CAR_SEARCH_LIMITS.maxDriverAge }
        : { min: supplier.minAge, max: CAR_SEARCH_LIMITS.youngDriverAge - 1 },
    total: perDay * days + taxes + (t.oneWayFee ?? 0) + (t.youngDriverFee ?? 0),
    currency: SOURCE_CURRENCY,
  }
}

/**
 * The embedded car rental generator (decision 083): a place's desks and their fleets follow from its
 * codes alone; prices from the country, the supplier, the class, the dates, the driver's age and today.
 */
export function createCarGenerator(places: () => PlaceIndex): CarOfferSource {
  const locations = createCarLocations(places)
  const fleets = new LRUCache<string, CarModel[]>({ max: 2_000 })
  const fleet = (supplier: SupplierTerms, location: CarLocation) => {
    const key = `${supplier.code}|${location.code}`
    let cars = fleets.get(key)
    if (!cars) {
      cars = fleetOf(supplier, location)
      fleets.set(key, cars)
    }
    return cars
  }
  const offersAt = (
    supplier: SupplierTerms,
    pickup: CarLocation,
    dropoff: CarLocation,
    q: CarSearchInput,
  ) => {
    const terms = termsOf(supplier, pickup, dropoff, q)
    return terms ? fleet(supplier, pickup).flatMap((car) => offerOf(car, terms) ?? []) : []
  }
  return {
    searchCars(q) {
      const pickups = locations.pickupsOf(q.pickup)
      const [first] = pickups
      const away = first ? locations.dropoffFor(first, q.dropoff) : null
      // A city's desks are all on its land: no road from the first is no road from any.
      if (first && away && !roadBetween(first, away)) return null
      return pickups.flatMap((pickup) => {
        const dropoff = locations.dropoffFor(pickup, q.dropoff)
        if (!dropoff) return []
        return suppliersAt(pickup).flatMap((supplier) => offersAt(supplier, pickup, dropoff, q))
      })
    },
    offerById(id, today) {
      const m = ID.exec(id)
      if (!m) return null
      const [
        ,
        from = '',
        to = '',
        pickupDate = '',
        pickupMinute,
        dropoffDate = '',
        dropoffMinute,
        age,
        code,
      ] = m
      const pickup = locations.byCode(from)
      const dropoff = locations.byCode(to)
      const supplier = SUPPLIERS.find((s) => s.code === code)
      const minutes = [Number(pickupMinute), Number(dropoffMinute)] as const
      if (!pickup || !dropoff || !supplier || minutes.some((m) => m >= 1440)) return null
      if (!suppliersAt(pickup).includes(supplier)) return null
      const q: CarSearchInput = {
        pickup: pickup.placeCode,
        dropoff: dropoff.placeCode,
        pickupDate,
        pickupTime: hhmm(minutes[0]),
        dropoffDate,
        dropoffTime: hhmm(minutes[1]),
        driverAge: Number(age),
        today,
      }
      if (carSearchProblem(q, today, (c) => places().byCode(c)?.countryCode ?? null)) return null
      return offersAt(supplier, pickup, dropoff, q).find((offer) => offer.id === id) ?? null
    },
  }
}
