import {
  CAR_CLASS_ACRISS,
  CAR_CLASSES,
  type TCarClass,
  type TCarFuel,
  type TCarTransmission,
} from '../../../../shared/catalogue/car-search-rules.ts'
import { stableFraction } from '../stable-hash.ts'
import {
  automaticCountry,
  CLASS_SPECS,
  dieselCountry,
  EXAMPLE_MODELS,
  electricCountry,
  REGIONS,
  regionOf,
} from './car-data.ts'
import type { CarLocation, CarModel } from './car-source.ts'
import type { SupplierTerms } from './car-suppliers.ts'

/** ACRISS's fourth letter: the fuel, with air conditioning; N: none (petrol minis only). */
const FUEL_LETTER: Record<TCarFuel, string> = { petrol: 'R', diesel: 'D', hybrid: 'H', electric: 'E' }

function carOf(
  carClass: TCarClass,
  transmission: TCarTransmission,
  fuel: TCarFuel,
  airConditioning: boolean,
  exampleModel: string,
): CarModel {
  const { seats, bags, doors } = CLASS_SPECS[carClass]
  const acriss = `${CAR_CLASS_ACRISS[carClass].slice(0, 2)}${transmission === 'manual' ? 'M' : 'A'}${airConditioning ? FUEL_LETTER[fuel] : 'N'}`
  return { carClass, acriss, exampleModel, transmission, fuel, airConditioning, seats, bags, doors }
}

/**
 * A supplier's cars at a location, the same on every day (decision 083): each class by its share (the
 * dearest less often in town, every class less often at small airports); automatic only where rental
 * cars are, else manual, automatic or both by class; petrol, hybrid (often in Japan) or diesel (in the
 * countries whose fleets run on it); and an electric car of the class beside it where they are common.
 */
export function fleetOf(supplier: SupplierTerms, location: CarLocation): CarModel[] {
  const f = (what: string) => stableFraction(`car|${supplier.code}|${location.code}|${what}`)
  const country = location.countryCode
  const region = REGIONS.indexOf(regionOf(country))
  const cars: CarModel[] = []
  for (const carClass of CAR_CLASSES) {
    const spec = CLASS_SPECS[carClass]
    const town = location.kind === 'town' ? (spec.perDayUsd > 8_000 ? 0.5 : 0.85) : 1
    const small = location.rank === null ? 0.7 : 1
    if (f(`has|${carClass}`) >= spec.share * town * small) continue
    const models = EXAMPLE_MODELS[carClass]
    const model = models[region] as string
    const draw = f(`fuel|${carClass}`)
    const hybrid = (country === 'JP' ? 0.4 : 0.12) > draw && carClass !== 'van'
    const diesel = !hybrid && dieselCountry(country) && carClass !== 'mini' && draw > 0.55
    const fuel: TCarFuel = hybrid ? 'hybrid' : diesel ? 'diesel' : 'petrol'
    const airConditioning = !(carClass === 'mini' && fuel === 'petrol' && f('air') < 0.3)
    let transmissions: TCarTransmission[] = ['automatic']
    if (!automaticCountry(country)) {
      transmissions = [
        ...(f(`manual|${carClass}`) < spec.manual ? ['manual' as const] : []),
        ...(f(`automatic|${carClass}`) < spec.automatic ? ['automatic' as const] : []),
      ]
      if (transmissions.length === 0) transmissions = [spec.manual >= spec.automatic ? 'manual' : 'automatic']
    }
    for (const transmission of transmissions)
      cars.push(carOf(carClass, transmission, fuel, airConditioning, model))
    const electric = models[4]
    if (electric && electricCountry(country) && f(`electric|${carClass}`) < 0.35)
      cars.push(carOf(carClass, 'automatic', 'electric', true, electric))
  }
  return cars
}
