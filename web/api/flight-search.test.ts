import { describe, expect, it } from 'vitest'
import {
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
} from '../../shared/catalogue/flight-search-contract.ts'
import { FLIGHT_CALENDAR_PATH, FLIGHT_SEARCH_PATH } from './flight-search.ts'

describe('the flight search API module', () => {
  it('calls the contract’s paths', () => {
    expect(FLIGHT_SEARCH_PATH).toBe(FLIGHT_SEARCH_API_PATH)
    expect(FLIGHT_CALENDAR_PATH).toBe(FLIGHT_CALENDAR_API_PATH)
  })
})
