// Types only from the contract: it holds zod, which must stay out of the browser bundle.

import { useEffect, useState } from 'react'
import type { TFlightSearchErrorCode } from '../../../shared/catalogue/flight-search-contract.ts'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { browserPlacesApi, type PlacesApi } from '../search-box/places-api.ts'

/** Each code the search API answers 400 with; its sentence is flightResults.errors.CODE. */
const KNOWN: Record<TFlightSearchErrorCode, true> = {
  FLIGHT_SEARCH_INVALID: true,
  FLIGHT_PLACE_UNKNOWN: true,
  FLIGHT_SAME_PLACE: true,
  FLIGHT_DATE_INVALID: true,
  FLIGHT_DATE_PAST: true,
  FLIGHT_DATE_TOO_FAR: true,
  FLIGHT_RETURN_BEFORE_DEPART: true,
  FLIGHT_LEGS_OUT_OF_ORDER: true,
  FLIGHT_TOO_MANY_TRAVELLERS: true,
  FLIGHT_INFANTS_OVER_ADULTS: true,
}

/** The sentence for a failed search: a known code's, or "could not be loaded". */
export function SearchFailure({ code, retry }: { code: string; retry(): void }) {
  const { t } = useTranslation()
  if (Object.hasOwn(KNOWN, code)) {
    return (
      <p role="alert" className="fw-results-problem">
        {t(`flightResults.errors.${code}`)} {t('flightResults.errors.change')}
      </p>
    )
  }
  return (
    <div role="alert" className="fw-results-problem">
      <p>{t('flightResults.errors.generic')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('flightResults.errors.retry')}
      </Button>
    </div>
  )
}

/**
 * A path that is no search: the search box's plain form when a typed place could not be resolved
 * (`/flights/search?from=…&to=…`), or anything else.
 */
export function NotASearch({ query, api }: { query: URLSearchParams; api?: PlacesApi }) {
  const { t, locale } = useTranslation()
  const typed = ['from', 'to', ...[1, 2, 3, 4].flatMap((i) => [`from${i}`, `to${i}`])]
    .map((name) => query.get(name)?.trim() ?? '')
    .filter(Boolean)
  const key = typed.join('\n')
  // Which names found nothing: the places API by the server's own rule (a name is its first suggestion).
  const [unknown, setUnknown] = useState<readonly string[] | null>(null)
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const source = api ?? browserPlacesApi()
    const names = key.split('\n')
    Promise.all(names.map((name) => source.suggest(name, locale, controller.signal))).then(
      (answers) => setUnknown(names.filter((_, i) => answers[i]?.length === 0)),
      (error: unknown) => {
        // Unchecked, the sentence names every typed place.
        if (!controller.signal.aborted) logError(error, { feature: 'flightResults', names })
      },
    )
    return () => controller.abort()
  }, [key, locale, api])
  if (typed.length === 0 || !query.get('depart')) {
    return (
      <p role="alert" className="fw-results-problem">
        {t(typed.length === 0 ? 'flightResults.errors.notASearch' : 'flightResults.errors.incomplete')}
      </p>
    )
  }
  const named = unknown?.length ? unknown : typed
  const list = new Intl.ListFormat(locale, { type: 'disjunction' })
  return (
    <p role="alert" className="fw-results-problem">
      {t('flightResults.errors.placeNotFound', { place: list.format(named.map((p) => `“${p}”`)) })}{' '}
      {t('flightResults.errors.change')}
    </p>
  )
}
