/*
 * Trip rules shared by the drawer, the trips page and the server (spec section 4, decision 043).
 */
import { cutToLength } from '../text-length.ts'
import { TRIPS_LIMITS } from './trips-contract.ts'

/** The four counters each trip carries (spec section 3). */
export interface TTripEventCounts {
  /** Events in the saved state (not in the cart, not booked). */
  numSavedEvents: number
  /** Events in the cart. */
  numCartEvents: number
  /** Events that were booked: those booked now plus those booked and then cancelled. */
  numBookedEvents: number
  /** Booked events that were cancelled (each is also counted in numBookedEvents). */
  numCancelledEvents: number
}

const COUNT_KEYS = ['numSavedEvents', 'numCartEvents', 'numBookedEvents', 'numCancelledEvents'] as const

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * A trip is fully cancelled when it has nothing saved and nothing in the cart, at least one booking,
 * and every booking cancelled (booked equals cancelled). All four counts must be present: a trip whose
 * counts are partly unknown is never called cancelled.
 */
export function isFullyCancelled(
  counts: Partial<Record<keyof TTripEventCounts, unknown>> | null | undefined,
) {
  if (!counts) return false
  if (!COUNT_KEYS.every((key) => isCount(counts[key]))) return false
  const { numSavedEvents, numCartEvents, numBookedEvents, numCancelledEvents } = counts as TTripEventCounts
  return (
    numSavedEvents === 0 &&
    numCartEvents === 0 &&
    numBookedEvents > 0 &&
    numBookedEvents === numCancelledEvents
  )
}

/** Trip names as stored: NFKC, spaces collapsed and trimmed. */
export function normalizeTripName(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim()
}

/** Two names are the same trip name whatever their case, width or spacing. */
export function tripNameKey(value: string): string {
  return normalizeTripName(value).toLowerCase()
}

const SUFFIXED = /^(.*\S) (\d+)$/

/** "Paris 3" → {base "Paris", suffix 3n}; "Paris" → {base "Paris", suffix null}. */
export function splitNameSuffix(name: string): { base: string; suffix: bigint | null } {
  const match = SUFFIXED.exec(name)
  return match
    ? { base: match[1] as string, suffix: BigInt(match[2] as string) }
    : { base: name, suffix: null }
}

/**
 * Name de-duplication (spec section 4). A name nobody uses is kept. Otherwise the next name is the base
 * name (the name without a trailing " N"), a space, and the highest numeric suffix among the names of
 * that base plus 1, the bare base counting as 0: the first duplicate of "Paris" is "Paris 1", and with
 * "Paris", "Paris 1" and "Paris 5" taken it is "Paris 6". Names compare as tripNameKey does.
 */
export function dedupeTripName(
  wanted: string,
  existing: Iterable<string>,
  maxLength: number = TRIPS_LIMITS.nameMaxLength,
): string {
  const name = normalizeTripName(wanted)
  const taken = new Set<string>()
  for (const other of existing) taken.add(tripNameKey(other))
  if (!taken.has(tripNameKey(name))) return name
  let { base } = splitNameSuffix(name)
  for (;;) {
    const baseKey = tripNameKey(base)
    let highest = 0n
    for (const key of taken) {
      if (key === baseKey) continue
      const other = splitNameSuffix(key)
      if (other.suffix !== null && other.base === baseKey && other.suffix > highest) highest = other.suffix
    }
    const suffix = ` ${highest + 1n}`
    const candidate = `${base}${suffix}`
    // The number must not push the name past the limit (issue 27: a 100-character name became 102): the
    // base is shortened, by whole characters, and the next number is worked out for the shorter base.
    if (candidate.length <= maxLength || base === '') return candidate
    base = cutToLength(base, maxLength - suffix.length).trimEnd()
  }
}
