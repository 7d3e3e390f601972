// Types only from the contract: it holds zod, which must stay out of the browser bundle.

import { useContext } from 'react'
import type { TFlightSearchResponse } from '../../../shared/catalogue/flight-search-contract.ts'
import type { TFlightSearch } from '../../../shared/catalogue/flight-search-url.ts'
import { GlobalStateContext } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from './flight-format.ts'

interface Props {
  search: TFlightSearch | null
  places: TFlightSearchResponse['places']
  format: FlightFormat
}

/** The page's heading names the trip in the visitor's language; below it, its dates and travellers. */
export function TripHeading({ search, places, format }: Props) {
  const { t } = useTranslation()
  // Until the first answer names them, the places the server named for the page (never a bare code).
  const known = useContext(GlobalStateContext)?.placeNames
  const cityName = (code: string) => places[code]?.cityName ?? known?.[code]?.cityName ?? code
  if (!search) return <h1 id="fw-page-title">{t('flightResults.title')}</h1>
  const [first, second] = search.legs
  const from = cityName(first?.from ?? '')
  const to = cityName(first?.to ?? '')
  const title =
    search.kind === 'multiCity'
      ? t('flightResults.heading.multiCity', {
          route: [first?.from ?? '', ...search.legs.map((l) => l.to)].map(cityName).join(' → '),
        })
      : t(`flightResults.heading.${search.kind}`, { from, to })
  const dates =
    search.kind === 'roundTrip' && first && second
      ? format.dateRange(first.date, second.date)
      : search.legs.map((l) => format.date(l.date)).join(', ')
  const travellers = [
    t('flightResults.travellers.adults', { count: search.adults }),
    search.children ? t('flightResults.travellers.children', { count: search.children }) : null,
    search.infants ? t('flightResults.travellers.infants', { count: search.infants }) : null,
    t(`flightResults.cabin.${search.cabin}`),
  ].filter(Boolean)
  return (
    <>
      <h1 id="fw-page-title">{title}</h1>
      <p className="fw-page-about fw-flight-about">{[dates, ...travellers].join(' · ')}</p>
    </>
  )
}
