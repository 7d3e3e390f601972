import tripsPageMessages from 'virtual:fw-messages/section/tripsPage'
import { SharedTripPage } from '../../features/trips-page/shared-trip-page.tsx'
import { TripPage } from '../../features/trips-page/trip-page.tsx'
import { TripsListPage } from '../../features/trips-page/trips-list-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(tripsPageMessages)

/** The trips pages (issue 8): the list, one trip, and a read-only link's page. */
export const PAGES = { trips: TripsListPage, trip: TripPage, tripShared: SharedTripPage }
