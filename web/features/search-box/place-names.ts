import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

/**
 * Countries by their ISO code in the page's language (CLDR through Intl.DisplayNames: "France",
 * "프랑스"); the server sends codes only (decision 070).
 */
export function countryNamer(locale: string): (countryCode: string) => string {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  } catch {
    names = null
  }
  return (countryCode) => {
    try {
      return names?.of(countryCode) ?? countryCode
    } catch {
      return countryCode
    }
  }
}

export interface TPlaceTexts {
  /** The first line: "Paris (all airports)", or the airport's name (its code is shown beside it). */
  title: string
  /** The second line: the country, with the city first when the airport's name does not say it. */
  where: string
  /** The option's accessible name: "Paris (all airports), France", "CDG Paris Charles de Gaulle, France". */
  name: string
}

export function placeTexts(place: TPlace, t: TFunction, country: (code: string) => string): TPlaceTexts {
  const countryName = country(place.countryCode)
  const cityNamed =
    place.kind === 'city' || place.name.toLocaleLowerCase().includes(place.cityName.toLocaleLowerCase())
  const where = cityNamed
    ? countryName
    : t('searchBox.whereCity', { city: place.cityName, country: countryName })
  const title = place.kind === 'city' ? t('searchBox.city', { name: place.name }) : place.name
  const lead = place.kind === 'city' ? title : t('searchBox.airport', { code: place.code, name: place.name })
  return { title, where, name: t('searchBox.optionName', { place: lead, where }) }
}

/**
 * Which suggestions are airports listed under their city (the server puts a city's airports right after
 * it): those are indented. An airport found on its own is not.
 */
export function underTheirCity(places: readonly TPlace[]): boolean[] {
  let city: TPlace | null = null
  return places.map((place) => {
    if (place.kind === 'city') {
      city = place
      return false
    }
    if (city && city.cityName === place.cityName && city.countryCode === place.countryCode) return true
    city = null
    return false
  })
}
