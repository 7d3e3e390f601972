import type { TPlace } from '../../shared/catalogue/places-contract.ts'
import type { Place } from '../services/catalogue/places/place-data.ts'

/** A place as the search box shows it: Korean names on a Korean locale where known, else English. */
export function presentPlace(place: Place, locale: string): TPlace {
  const korean = locale.toLowerCase().startsWith('ko')
  return {
    code: place.code,
    kind: place.kind,
    name: (korean && place.nameKo) || place.name,
    cityName: (korean && place.cityNameKo) || place.cityName,
    countryCode: place.countryCode,
  }
}

/** A searched city as a results page names it: its Korean name on a Korean site where known. */
export const presentCity = (city: Place, ko: boolean) => ({
  code: city.code,
  name: (ko ? city.cityNameKo : null) ?? city.cityName,
  countryCode: city.countryCode,
})
