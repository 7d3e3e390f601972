import type {
  TCarClass,
  TCarFuel,
  TCarFuelPolicy,
  TCarPickupKind,
  TCarTransmission,
  TCarWhere,
} from '../../../../shared/catalogue/car-search-rules.ts'

/** Where a car is picked up or dropped off: an airport's desks, or an office in a district of a city. */
export interface CarLocation {
  /** The airport's code, or the city's code and the district's: "NRT", "TYO.shinjuku". */
  code: string
  kind: TCarPickupKind
  name: string
  nameKo: string
  /** The airport's code, or the city's for a town office. */
  placeCode: string
  cityCode: string
  /** The city's name in English: what a trip shows of a booked car. */
  cityName: string
  cityNameKo: string
  countryCode: string
  timeZone: string
  latitude: number
  longitude: number
  /** The city's traffic rank (1 the busiest); null outside the curated cities. */
  rank: number | null
}

/** A rental company. */
export interface CarSupplier {
  code: string
  name: string
  /** Renters' rating in tenths of a point out of 10 (84 = 8.4). */
  ratingTenths: number
}

/** One car of a supplier's fleet at a location, whatever the dates. */
export interface CarModel {
  carClass: TCarClass
  acriss: string
  exampleModel: string
  transmission: TCarTransmission
  fuel: TCarFuel
  airConditioning: boolean
  seats: number
  bags: number
  doors: number
}

/** A car for a rental, priced: in minor units of `currency`. */
export interface CarOffer {
  /** Names the offer well enough to price it again (`offerById`). */
  id: string
  supplier: CarSupplier
  car: CarModel
  pickup: CarLocation
  dropoff: CarLocation
  /** Local times with their offsets. */
  pickupAt: string
  dropoffAt: string
  days: number
  mileage: { unlimited: boolean; includedKm: number | null }
  fuelPolicy: TCarFuelPolicy
  /** Local time at pick-up with its offset; null: not refundable. */
  freeCancellationUntil: string | null
  perDay: number
  /** Taxes and fees for the whole rental. */
  taxes: number
  oneWayFee: number | null
  youngDriverFee: number | null
  /**
   * The driver's ages on the pick-up day this price holds for (decision 084): under 25 with the young
   * driver's fee from the supplier's minimum, else 25 to 99; booking checks the driver's date of birth.
   */
  driverAge: { min: number; max: number }
  /** perDay × days + taxes + oneWayFee + youngDriverFee. */
  total: number
  currency: string
}

export interface CarSearchInput extends TCarWhere {
  /** Today's date (ISO), which prices and terms depend on: the same search gives the same offers all day. */
  today: string
}

/**
 * The port every car offer comes through (decision 083), as stays' (decision 081): the embedded
 * generator today, a broker's or supplier's adapter tomorrow. Prices are in the source's currency.
 */
export interface CarOfferSource {
  /**
   * The cars of every supplier at the pick-up place's desks for the rental (none for an unknown place);
   * null when no road joins the pick-up and the drop-off (another country, an island).
   */
  searchCars(input: CarSearchInput): CarOffer[] | null
  /** The offer an id names, priced today; null when it no longer exists. */
  offerById(id: string, today: string): CarOffer | null
}
