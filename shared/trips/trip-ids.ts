/*
 * Full trip ids (spec sections 3 and 5, decision 043): the first 6 characters are the trip's own id, the
 * rest is its owner's trips id. Both parts come from one lower-case alphabet without look-alikes
 * (no 0, 1, i, l, o), so an id read aloud or typed from a screen survives.
 */

export const INVALID_FULL_TRIP_ID = 'Invalid full trip id passed.'

export const TRIP_ID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'
export const TRIP_ID_LENGTH = 6
export const OWNER_ID_LENGTH = 10
export const FULL_TRIP_ID_LENGTH = TRIP_ID_LENGTH + OWNER_ID_LENGTH

const PART = `[${TRIP_ID_ALPHABET}]`
const FULL_TRIP_ID = new RegExp(`^${PART}{${TRIP_ID_LENGTH}}${PART}{${OWNER_ID_LENGTH}}$`)
export const FULL_TRIP_ID_PATTERN = FULL_TRIP_ID.source

function assertPresent(fullTripId: string | null | undefined): asserts fullTripId is string {
  if (!fullTripId) throw new Error(INVALID_FULL_TRIP_ID)
}

/** The trip's own id: the first 6 characters. Fails on an empty id, as the spec says. */
export function tripIdOf(fullTripId: string | null | undefined): string {
  assertPresent(fullTripId)
  return fullTripId.slice(0, TRIP_ID_LENGTH)
}

/** The owner's trips id: everything after the first 6 characters. Fails on an empty id. */
export function ownerIdOf(fullTripId: string | null | undefined): string {
  assertPresent(fullTripId)
  return fullTripId.slice(TRIP_ID_LENGTH)
}

export function splitFullTripId(fullTripId: string | null | undefined): { tripId: string; ownerId: string } {
  return { tripId: tripIdOf(fullTripId), ownerId: ownerIdOf(fullTripId) }
}

/** The inverse of splitFullTripId for well-formed parts. */
export function joinFullTripId(tripId: string, ownerId: string): string {
  if (tripId.length !== TRIP_ID_LENGTH || !ownerId) throw new Error(INVALID_FULL_TRIP_ID)
  return `${tripId}${ownerId}`
}

/** Whether the value has the exact shape the server issues (checked before any lookup). */
export function isFullTripId(value: unknown): value is string {
  return typeof value === 'string' && FULL_TRIP_ID.test(value)
}
