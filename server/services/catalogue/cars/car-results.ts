import type { TPolicyVerdict } from '../../../../shared/business/checkout-contract.ts'
import {
  CAR_CLASS_ACRISS,
  CAR_CLASSES,
  CAR_PICKUP_KINDS,
  CAR_SEAT_STEPS,
  CAR_TRANSMISSIONS,
  type TCarClass,
  type TCarPickupKind,
  type TCarSort,
  type TCarTransmission,
} from '../../../../shared/catalogue/car-search-rules.ts'
import type { CarOffer, CarSupplier } from './car-source.ts'

/** An offer in the visitor's currency: the total is worked out again so that it still adds up. */
export interface PricedCar {
  offer: CarOffer
  perDay: number
  taxes: number
  oneWayFee: number | null
  youngDriverFee: number | null
  total: number
  /** The traveller's travel-policy verdict in business mode; null otherwise. */
  verdict: TPolicyVerdict | null
}

export interface TCarFilters {
  maxPrice?: number | undefined
  classes?: TCarClass[] | undefined
  suppliers?: string[] | undefined
  transmission?: TCarTransmission | undefined
  minSeats?: number | undefined
  mileage?: 'unlimited' | undefined
  pickupKind?: TCarPickupKind | undefined
  policy?: 'in' | undefined
}

type Dimension =
  | 'price'
  | 'classes'
  | 'suppliers'
  | 'transmission'
  | 'seats'
  | 'mileage'
  | 'pickupKind'
  | 'policy'

/** Whether an offer passes every filter but `except` (a facet counts over the others). */
function passes(c: PricedCar, f: TCarFilters, except: Dimension | null): boolean {
  const { car, supplier, pickup, mileage } = c.offer
  if (except !== 'price' && f.maxPrice !== undefined && c.perDay > f.maxPrice) return false
  if (except !== 'classes' && f.classes?.length && !f.classes.includes(car.carClass)) return false
  if (except !== 'suppliers' && f.suppliers?.length && !f.suppliers.includes(supplier.code)) return false
  if (except !== 'transmission' && f.transmission && car.transmission !== f.transmission) return false
  if (except !== 'seats' && f.minSeats !== undefined && car.seats < f.minSeats) return false
  if (except !== 'mileage' && f.mileage === 'unlimited' && !mileage.unlimited) return false
  if (except !== 'pickupKind' && f.pickupKind && pickup.kind !== f.pickupKind) return false
  if (except !== 'policy' && f.policy === 'in' && c.verdict && c.verdict.status !== 'in') return false
  return true
}

function facet(cars: readonly PricedCar[]) {
  let minPrice: number | null = null
  for (const c of cars) if (minPrice === null || c.perDay < minPrice) minPrice = c.perDay
  return { count: cars.length, minPrice }
}

/** Values present in the offers, or selected though none is left: in the list's own order. */
const shown = <T>(all: readonly T[], present: ReadonlySet<T>, selected: readonly T[] | undefined) =>
  all.filter((value) => present.has(value) || selected?.includes(value))

/** Counts per filter value over the offers every other filter leaves, with the lowest price per day. */
export function carFacets(cars: readonly PricedCar[], f: TCarFilters) {
  const others = (d: Dimension) => cars.filter((c) => passes(c, f, d))
  const prices = others('price').map((c) => c.perDay)
  const byClass = others('classes')
  const bySupplier = others('suppliers')
  const byGearbox = others('transmission')
  const bySeats = others('seats')
  const byKind = others('pickupKind')
  const suppliers = new Map<string, CarSupplier>()
  for (const c of cars) suppliers.set(c.offer.supplier.code, c.offer.supplier)
  const classes = new Set(cars.map((c) => c.offer.car.carClass))
  const gearboxes = new Set(cars.map((c) => c.offer.car.transmission))
  const kinds = new Set(cars.map((c) => c.offer.pickup.kind))
  return {
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    classes: shown(CAR_CLASSES, classes, f.classes).map((code) => ({
      code,
      acriss: CAR_CLASS_ACRISS[code],
      ...facet(byClass.filter((c) => c.offer.car.carClass === code)),
    })),
    suppliers: [...suppliers.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((supplier) => ({
        supplier,
        ...facet(bySupplier.filter((c) => c.offer.supplier.code === supplier.code)),
      })),
    transmission: shown(CAR_TRANSMISSIONS, gearboxes, f.transmission ? [f.transmission] : []).map((code) => ({
      code,
      ...facet(byGearbox.filter((c) => c.offer.car.transmission === code)),
    })),
    seats: CAR_SEAT_STEPS.map((value) => ({
      value,
      ...facet(bySeats.filter((c) => c.offer.car.seats >= value)),
    })),
    // What ticking "unlimited mileage" would leave.
    unlimitedMileage: facet(cars.filter((c) => passes(c, { ...f, mileage: 'unlimited' }, null))),
    pickupKinds: shown(CAR_PICKUP_KINDS, kinds, f.pickupKind ? [f.pickupKind] : []).map((code) => ({
      code,
      ...facet(byKind.filter((c) => c.offer.pickup.kind === code)),
    })),
    inPolicy: cars.some((c) => c.verdict !== null)
      ? facet(others('policy').filter((c) => c.verdict?.status === 'in'))
      : null,
  }
}

/**
 * An offer's place in "recommended": the supplier's rating, value for money against the search's
 * median day, and fair terms (free cancellation, unlimited mileage, full to full).
 */
function score(c: PricedCar, median: number): number {
  const { supplier, freeCancellationUntil, mileage, fuelPolicy } = c.offer
  const value = Math.max(-1, Math.min(1, Math.log(median / Math.max(1, c.perDay))))
  const terms =
    (freeCancellationUntil !== null ? 0.04 : 0) +
    (mileage.unlimited ? 0.03 : 0) +
    (fuelPolicy === 'fullToFull' ? 0.03 : 0)
  return supplier.ratingTenths / 100 + value * 0.2 + terms
}

/** The offers the filters leave, in the asked order. */
export function filteredAndSortedCars(
  cars: readonly PricedCar[],
  f: TCarFilters,
  sort: TCarSort,
): PricedCar[] {
  const left = cars.filter((c) => passes(c, f, null))
  const days = left.map((c) => c.perDay).sort((a, b) => a - b)
  const median = days[Math.floor(days.length / 2)] ?? 1
  // Keys compared in turn: the sort's own, then the total, then the id, so that pages never overlap.
  const keys = (c: PricedCar): number[] => {
    const { supplier, car } = c.offer
    switch (sort) {
      case 'cheapest':
        return [c.total]
      case 'rating':
        return [-supplier.ratingTenths, c.total]
      case 'largest':
        return [-car.seats, -car.bags, c.total]
      case 'recommended':
        return [-score(c, median), c.total]
    }
  }
  const keyed = left.map((c) => ({ c, k: keys(c) }))
  keyed.sort((a, b) => {
    for (let i = 0; i < a.k.length; i++) {
      const d = (a.k[i] as number) - (b.k[i] as number)
      if (d !== 0) return d
    }
    return a.c.offer.id < b.c.offer.id ? -1 : a.c.offer.id > b.c.offer.id ? 1 : 0
  })
  const sorted = keyed.map(({ c }) => c)
  if (sort !== 'recommended') return sorted
  // A company's traveller sees what the policy allows first, as flights' best (decision 085).
  const out = (c: PricedCar) => c.verdict?.status === 'out'
  return [...sorted.filter((c) => !out(c)), ...sorted.filter(out)]
}
