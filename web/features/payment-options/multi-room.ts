import { ROOMS } from '../../../shared/business/travel-settings-contract.ts'

/** The results page's query parameter that carries the rooms to the checkout. */
export const ROOMS_PARAM = 'rooms'

/** The rooms in a results page's query, 1 unless a whole number from 2 to 8. */
export function roomsOf(search: string): number {
  const value = Number(new URLSearchParams(search).get(ROOMS_PARAM))
  return Number.isInteger(value) && value > ROOMS.min && value <= ROOMS.max ? value : 1
}
