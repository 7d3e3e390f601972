/**
 * The catalogue place a country site's visitors most likely set out from (decision 048). A friendly URL
 * from a stay (hotel, car) to a journey (flight, train) needs an origin the stay does not carry; this is
 * the one it takes. Sites not listed have no home place, and such a conversion is refused.
 */
export const HOME_PLACES: Readonly<Record<string, string>> = {
  AE: 'singapore',
  AU: 'sydney',
  CA: 'vancouver',
  DE: 'berlin',
  ES: 'barcelona',
  FR: 'paris',
  GB: 'london',
  IE: 'london',
  IS: 'reykjavik',
  IT: 'rome',
  JP: 'tokyo',
  KR: 'seoul',
  NZ: 'auckland',
  SG: 'singapore',
  TH: 'bangkok',
  US: 'new-york',
}

export function homePlaceOf(countryCode: string): string | null {
  return HOME_PLACES[countryCode.toUpperCase()] ?? null
}
