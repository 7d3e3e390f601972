import { storedPolicyReasons } from '../../shared/business/policy-reason-text.ts'
import { isoDay } from '../../shared/calendar-days.ts'
import { localIso } from '../../shared/local-time.ts'
import type { TSharedTripResponse, TTripShare } from '../../shared/trips/trip-edit-schemas.ts'
import { joinFullTripId } from '../../shared/trips/trip-ids.ts'
import { seasonalImageUrl } from '../../shared/trips/trip-images.ts'
import { isFullyCancelled } from '../../shared/trips/trip-rules.ts'
import { TRIPS_PAGES } from '../../shared/trips/trips-contract.ts'
import type {
  TTripCollection,
  TTripEvent,
  TTripNotification,
  TTripSummary,
  TTripUserSettings,
  TWishlistItem,
} from '../../shared/trips/trips-schemas.ts'
import type { TripEventRow } from '../repositories/trip-events.repository.ts'
import type { TripShareRow } from '../repositories/trip-shares.repository.ts'
import type { NotificationRow, TripSettingsRow, WishlistRow } from '../repositories/trip-user.repository.ts'
import type { TripRow } from '../repositories/trips.repository.ts'

const displayName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim()

/** The trip's own dates, else its events' first and last day (UTC). */
export function tripDates(row: TripRow): { startDate: string | null; endDate: string | null } {
  return {
    startDate: row.startDate ?? (row.firstEventAt ? isoDay(row.firstEventAt) : null),
    endDate: row.endDate ?? (row.lastEventAt ? isoDay(row.lastEventAt) : null),
  }
}

/** A trip is past once its last day is before today (UTC); a trip without dates is upcoming. */
export function isPastTrip(row: TripRow, today: Date): boolean {
  const { startDate, endDate } = tripDates(row)
  const last = endDate ?? startDate
  return last !== null && last < isoDay(today)
}

export function presentTripSummary(row: TripRow, today: Date): TTripSummary {
  const fullTripId = joinFullTripId(row.code, row.ownerCode)
  const dates = tripDates(row)
  // The drawing's season is the trip's; a trip without dates shows today's.
  const when = dates.startDate ?? today
  const counts = {
    numSavedEvents: row.numSavedEvents,
    numCartEvents: row.numCartEvents,
    numBookedEvents: row.numBookedEvents,
    numCancelledEvents: row.numCancelledEvents,
  }
  return {
    fullTripId,
    tripName: row.name,
    destination: row.destination,
    ...dates,
    imageUrl: seasonalImageUrl(row.imageKey, when, 'card'),
    thumbnailUrl: seasonalImageUrl(row.imageKey, when, 'thumb'),
    tripUrl: { url: TRIPS_PAGES.trip(fullTripId) },
    ownerDisplayName: displayName(row.ownerFirstName, row.ownerLastName),
    role: row.role,
    ...counts,
    isFullyCancelled: isFullyCancelled(counts),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.bookedForViewerBy ? { bookedForYouBy: row.bookedForViewerBy } : {}),
  }
}

export function presentTripCollection(rows: readonly TripRow[], today: Date): TTripCollection {
  const byId: TTripCollection['byId'] = {}
  for (const row of rows) {
    const trip = presentTripSummary(row, today)
    byId[trip.fullTripId] = trip
  }
  return { ids: Object.keys(byId), byId }
}

/** `viewerUserId`: whose page it is, so that a booking someone else made for them says so. */
export function presentTripEvent(row: TripEventRow, viewerUserId?: string): TTripEvent {
  const booked = row.bookedAt !== null
  const forViewer =
    viewerUserId !== undefined &&
    row.travelerUserId === viewerUserId &&
    row.bookerUserId !== null &&
    row.bookerUserId !== viewerUserId
  return {
    id: row.id,
    vertical: row.vertical,
    offerId: row.offerId,
    title: row.title,
    priceMinor: row.priceMinor,
    currency: row.currency,
    startAt: localIso(row.startsAt, row.startOffsetMinutes),
    endAt: row.endsAt ? localIso(row.endsAt, row.endOffsetMinutes) : null,
    state: row.state,
    isInCart: row.state === 'inCart',
    bookedAt: row.bookedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    // Not for the viewer's own booking for themselves: "Booked by Ava for Ava" said nothing (issue 30).
    booking:
      booked && !(row.bookerUserId === row.travelerUserId && row.travelerUserId === viewerUserId)
        ? {
            bookerDisplayName: row.bookerName ?? '',
            travelerDisplayName: row.travelerName ?? '',
            ...(forViewer ? { bookedForYou: true as const } : {}),
          }
        : null,
    business: row.companyId
      ? {
          policyStatus: row.policyStatus,
          policyReasons: storedPolicyReasons(row.policyReasons),
          outOfPolicyReason: row.outOfPolicyReason,
          approvalStatus: row.approvalStatus,
        }
      : null,
  }
}

const SETTING_FIELDS = {
  isTripsDrawerReminderTooltipShown: 'reminder_tooltip_shown',
  isTripsDrawerGoToTripsButtonTooltipShown: 'go_to_trips_tooltip_shown',
  isNavigationDrawerTripsTooltipShown: 'navigation_drawer_tooltip_shown',
  mapViewFD: 'map_view_fd',
  mapViewDP: 'map_view_dp',
  tdpAutopilot: 'tdp_autopilot',
} as const satisfies Record<keyof TTripUserSettings, keyof TripSettingsRow>

/** A user with no settings row yet has every flag false. */
export function presentTripSettings(row: TripSettingsRow | null): TTripUserSettings {
  const settings = {} as TTripUserSettings
  for (const [field, column] of Object.entries(SETTING_FIELDS)) {
    settings[field as keyof TTripUserSettings] = row?.[column] ?? false
  }
  return settings
}

export function presentWishlist(rows: readonly WishlistRow[]): TWishlistItem[] {
  return rows.map((r) => ({ tripId: joinFullTripId(r.tripCode, r.ownerCode), destination: r.destination }))
}

export function presentNotification(row: NotificationRow | null): TTripNotification | null {
  if (!row) return null
  return {
    type: 'NEW_SHARED_TRIP',
    tripId: joinFullTripId(row.tripCode, row.ownerCode),
    avatarUrl: row.avatarUrl,
    timestamp: Math.floor(row.createdAt.getTime() / 1000),
    tripName: row.tripName,
    sharerDisplayName: displayName(row.actorFirstName, row.actorLastName),
  }
}

export function presentShare(row: TripShareRow & { accepted: boolean }): TTripShare {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    accepted: row.accepted,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A read-only link's page: the trip and its plan, never a name, an address, a price or a booking. */
export function presentSharedTrip(
  row: TripRow,
  events: readonly TripEventRow[],
  today: Date,
): TSharedTripResponse {
  const dates = tripDates(row)
  return {
    tripName: row.name,
    destination: row.destination,
    ...dates,
    imageUrl: seasonalImageUrl(row.imageKey, dates.startDate ?? today, 'hero'),
    events: events.map((e) => ({
      vertical: e.vertical,
      title: e.title,
      startAt: localIso(e.startsAt, e.startOffsetMinutes),
      endAt: e.endsAt ? localIso(e.endsAt, e.endOffsetMinutes) : null,
      state: e.state,
    })),
  }
}
