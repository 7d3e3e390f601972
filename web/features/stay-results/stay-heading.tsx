import { StaySearchErrorCode } from '../../../shared/catalogue/stay-search-rules.ts'
import type { TStaySearch } from '../../../shared/catalogue/stay-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'

/** The page's heading names the place in the visitor's language; below it, the dates and the party. */
export function StayHeading(props: {
  search: TStaySearch | null
  /** The searched place's name once an answer has named it. */
  placeName: string | null
  nights: number
  format: FlightFormat
}) {
  const { t } = useTranslation()
  const { search, format } = props
  if (!search) return <h1 id="fw-page-title">{t('stayResults.title')}</h1>
  return (
    <>
      <h1 id="fw-page-title">
        {props.placeName ? t('stayResults.heading', { place: props.placeName }) : t('stayResults.title')}
      </h1>
      <StayAbout search={search} nights={props.nights} format={format} />
    </>
  )
}

/** Under a stay page's heading (results and property alike): the dates, the nights and the party. */
export function StayAbout({
  search,
  nights,
  format,
}: {
  search: TStaySearch
  nights: number
  format: FlightFormat
}) {
  const { t } = useTranslation()
  return (
    <p className="fw-page-about">
      {[
        format.dateRange(search.checkin, search.checkout),
        t('stayResults.nights', { count: nights }),
        t('stayResults.adults', { count: search.adults }),
        t('stayResults.roomCount', { count: search.rooms }),
      ].join(' · ')}
    </p>
  )
}

/**
 * An address that is no stay search: the search box's plain form when the typed place could not be
 * found (`/hotels/search?destination=…`), or anything else.
 */
export function NotAStaySearch({ typed }: { typed: string | null }) {
  const { t } = useTranslation()
  return (
    <p role="alert" className="fw-results-problem">
      {typed
        ? `${t('stayResults.errors.placeNotFound', { place: `“${typed}”` })} ${t('stayResults.errors.change')}`
        : t('stayResults.errors.notASearch')}
    </p>
  )
}

/** Each code the stay API answers 400 with. */
export const STAY_PROBLEMS: ReadonlySet<string> = new Set(Object.values(StaySearchErrorCode))
