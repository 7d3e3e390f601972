import type { TCarClass } from '../../../../shared/catalogue/car-search-rules.ts'
import { costIndex } from '../stays/stay-data.ts'

/**
 * A class: its usual size, a day's price in US cents where prices are average, how often a desk has
 * one, how often it comes as a manual and as an automatic where manual cars are the rule, and whether a
 * young driver may rent it.
 */
export interface ClassSpec {
  seats: number
  bags: number
  doors: number
  perDayUsd: number
  share: number
  manual: number
  automatic: number
  adultsOnly: boolean
}

const classSpec = (row: readonly [number, number, number, number, number, number, number, boolean]) => {
  const [seats, bags, doors, perDayUsd, share, manual, automatic, adultsOnly] = row
  return { seats, bags, doors, perDayUsd, share, manual, automatic, adultsOnly }
}

export const CLASS_SPECS: Readonly<Record<TCarClass, ClassSpec>> = {
  mini: classSpec([4, 1, 3, 2_600, 0.5, 1, 0.2, false]),
  economy: classSpec([4, 2, 4, 3_000, 0.9, 1, 0.45, false]),
  compact: classSpec([5, 2, 4, 3_600, 0.95, 0.9, 0.65, false]),
  intermediate: classSpec([5, 3, 4, 4_300, 0.8, 0.7, 0.85, false]),
  standard: classSpec([5, 3, 4, 5_000, 0.6, 0.5, 0.9, false]),
  fullsize: classSpec([5, 4, 4, 5_800, 0.5, 0.3, 1, false]),
  suv: classSpec([5, 4, 5, 6_800, 0.8, 0.5, 0.9, true]),
  premium: classSpec([5, 4, 4, 8_800, 0.4, 0.2, 1, true]),
  luxury: classSpec([5, 4, 4, 14_000, 0.2, 0, 1, true]),
  van: classSpec([8, 5, 5, 9_200, 0.45, 0.4, 0.8, true]),
}

export const REGIONS = ['korea', 'asia', 'europe', 'americas'] as const
export type TRegion = (typeof REGIONS)[number]

/** A car of each class as rental fleets of each region have it, and an electric one where the class has one. */
export const EXAMPLE_MODELS: Readonly<
  Record<TCarClass, readonly [string, string, string, string, string | null]>
> = {
  mini: ['Kia Morning', 'Suzuki Alto', 'Fiat 500', 'Chevrolet Spark', null],
  economy: ['Hyundai Casper', 'Toyota Yaris', 'Peugeot 208', 'Nissan Versa', 'Renault Zoe'],
  compact: ['Hyundai Avante', 'Toyota Corolla', 'Volkswagen Golf', 'Toyota Corolla', 'Volkswagen ID.3'],
  intermediate: ['Kia K5', 'Mazda 3', 'Skoda Octavia', 'Hyundai Elantra', 'Hyundai Ioniq 6'],
  standard: ['Hyundai Sonata', 'Toyota Camry', 'Volkswagen Passat', 'Toyota Camry', null],
  fullsize: ['Hyundai Grandeur', 'Toyota Crown', 'Skoda Superb', 'Chevrolet Malibu', null],
  suv: ['Hyundai Tucson', 'Toyota RAV4', 'Nissan Qashqai', 'Ford Escape', 'Kia EV6'],
  premium: ['Genesis G80', 'Lexus ES', 'BMW 3 Series', 'Cadillac CT5', 'Polestar 2'],
  luxury: ['Genesis G90', 'Lexus LS', 'Mercedes-Benz E-Class', 'Lincoln Continental', null],
  van: ['Kia Carnival', 'Toyota Alphard', 'Volkswagen Transporter', 'Chrysler Pacifica', null],
}

/** Where rental cars are automatic: a manual is rarely offered. */
const AUTOMATIC_COUNTRIES = new Set([
  'US',
  'CA',
  'MX',
  'KR',
  'JP',
  'CN',
  'TW',
  'HK',
  'SG',
  'AU',
  'NZ',
  'AE',
  'SA',
  'QA',
  'TH',
  'MY',
  'PH',
  'ID',
])
export const automaticCountry = (country: string) => AUTOMATIC_COUNTRIES.has(country)

/** Where diesel is common in rental fleets, and where electric cars are. */
const DIESEL_COUNTRIES = new Set(['FR', 'DE', 'IT', 'ES', 'PT', 'BE', 'AT'])
const ELECTRIC_COUNTRIES = new Set(['KR', 'CN', 'US', 'NL', 'NO', 'DE', 'GB', 'FR', 'SE', 'DK', 'CH'])
export const dieselCountry = (country: string) => DIESEL_COUNTRIES.has(country)
export const electricCountry = (country: string) => ELECTRIC_COUNTRIES.has(country)

const EUROPE =
  /^(A[DLT]|B[AEGY]|C[HYZ]|D[EK]|E[ES]|F[IR]|G[BR]|H[RU]|I[EST]|L[TUV]|M[CDEKT]|N[LO]|P[LT]|R[OSU]|S[EIK]|TR|UA)$/
const AMERICAS = /^(AR|BO|BR|CA|CL|CO|CR|CU|DO|EC|GT|MX|PA|PE|PR|US|UY|VE)$/
export const regionOf = (country: string): TRegion =>
  country === 'KR' ? 'korea' : EUROPE.test(country) ? 'europe' : AMERICAS.test(country) ? 'americas' : 'asia'

/** How dear renting a car is against the average, by country; others follow their hotels' cost, flattened. */
const CAR_COST: Record<string, number> = {
  CH: 1.5,
  NO: 1.5,
  IS: 1.6,
  GB: 1.1,
  FR: 1.1,
  IT: 1.05,
  DE: 1,
  NL: 1.1,
  US: 1,
  CA: 1.05,
  AU: 1.1,
  NZ: 0.9,
  JP: 0.95,
  KR: 0.85,
  ES: 0.8,
  PT: 0.75,
  GR: 0.8,
  TR: 0.6,
  MX: 0.7,
  TH: 0.6,
}
export const carCost = (country: string) => CAR_COST[country] ?? 0.6 + 0.4 * costIndex(country)

/** Value added or sales tax on a rental, in percent, by country; others 10 %. */
const CAR_TAX: Record<string, number> = {
  FR: 20,
  DE: 19,
  IT: 22,
  ES: 21,
  PT: 23,
  GB: 20,
  NL: 21,
  CH: 8.1,
  JP: 10,
  KR: 10,
  CN: 13,
  US: 11,
  CA: 13,
  AU: 10,
  NZ: 15,
  SG: 9,
  TH: 7,
  AE: 5,
}
export const carTaxPercent = (country: string) => CAR_TAX[country] ?? 10

/**
 * Islands no road leaves, each with the cities (or lone airports) on it; every other place is on its
 * country's mainland. A car is returned on the land it was picked up on.
 */
const ISLANDS = [
  'jeju CJU',
  'okinawa OKA ISG',
  'hokkaido SPK HKD',
  'oahu HNL',
  'maui OGG',
  'big-island KOA ITO',
  'kauai LIH',
  'alaska ANC FAI',
  'mallorca PMI',
  'ibiza IBZ',
  'tenerife TCI',
  'gran-canaria LPA',
  'lanzarote ACE',
  'fuerteventura FUE',
  'corsica AJA BIA',
  'madeira FNC',
  'azores PDL',
  'sicily PMO CTA',
  'sardinia CAG OLB',
  'ireland BFS',
  'crete HER CHQ',
  'rhodes RHO',
  'santorini JTR',
  'mykonos JMK',
  'corfu CFU',
  'tasmania HBA',
  'south-island CHC ZQN',
  'bali DPS',
  'cebu CEB',
]
const ISLAND_OF = new Map(
  ISLANDS.flatMap((row) => {
    const [island = '', ...cities] = row.split(' ')
    return cities.map((city) => [city, island] as const)
  }),
)
/** The land a city is on: its island's name, or its country's mainland. */
export const landOf = (cityCode: string) => ISLAND_OF.get(cityCode) ?? 'mainland'

/** An airport desk's concession fee, as a share of the rental. */
export const AIRPORT_FEE_PERCENT = 12

/** Names a trip keeps of a booked car's class. */
export const CLASS_TITLES: Readonly<Record<TCarClass, string>> = {
  mini: 'Mini',
  economy: 'Economy',
  compact: 'Compact',
  intermediate: 'Intermediate',
  standard: 'Standard',
  fullsize: 'Full-size',
  suv: 'SUV',
  premium: 'Premium',
  luxury: 'Luxury',
  van: 'Van',
}

/** The same in Korean, as the car results page names them (a test keeps the two the same). */
export const CLASS_TITLES_KO: Readonly<Record<TCarClass, string>> = {
  mini: '경차',
  economy: '소형',
  compact: '준중형',
  intermediate: '중형',
  standard: '중대형',
  fullsize: '대형',
  suv: 'SUV',
  premium: '프리미엄',
  luxury: '럭셔리',
  van: '승합차',
}
