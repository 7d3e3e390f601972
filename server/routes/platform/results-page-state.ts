import type { FastifyInstance } from 'fastify'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { resultsPlaceCodes } from '../../../shared/catalogue/results-places.ts'
import { presentPlace } from '../../presenters/place.presenter.ts'

/**
 * The places a search results page names in its URL, in the site's language: its search box is drawn
 * with "Seoul" by the server, and the browser need not ask the places API for each code as the page loads.
 */
export function resultsPlaceNames(app: FastifyInstance, url: URL, locale: string): Record<string, TPlace> {
  const named: Record<string, TPlace> = {}
  for (const code of resultsPlaceCodes(url.pathname, url.searchParams)) {
    const place = app.services.places.byCode(code)
    if (place) named[code] = presentPlace(place, locale)
  }
  return named
}
