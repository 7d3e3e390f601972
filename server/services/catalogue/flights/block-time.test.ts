import { describe, expect, it } from 'vitest'
import { placeIndex } from '../places/places.service.ts'
import { blockMinutes } from './block-time.ts'

/** Typical scheduled block times of real flights (2024 and 2025 timetables), in minutes. */
const REFERENCE: [from: string, to: string, minutes: number][] = [
  ['ICN', 'NRT', 145],
  ['GMP', 'HND', 135],
  ['GMP', 'CJU', 70],
  ['GMP', 'PUS', 60],
  ['LHR', 'CDG', 75],
  ['JFK', 'LAX', 380],
  ['LAX', 'JFK', 325],
  ['SYD', 'LAX', 825],
  ['LAX', 'SYD', 900],
  ['ICN', 'JFK', 840],
  ['JFK', 'ICN', 905],
  ['LHR', 'JFK', 480],
  ['JFK', 'LHR', 420],
  ['ICN', 'BKK', 345],
  ['ICN', 'SIN', 385],
  ['HND', 'CTS', 95],
  ['SIN', 'HKG', 230],
  ['DXB', 'LHR', 455],
  ['LHR', 'DXB', 415],
  ['FRA', 'JFK', 525],
  ['CDG', 'FCO', 125],
  ['MAD', 'BCN', 80],
  ['LAX', 'SFO', 85],
  ['PEK', 'PVG', 135],
  ['HKG', 'TPE', 110],
  ['SYD', 'MEL', 95],
  ['ICN', 'LAX', 650],
  ['LAX', 'ICN', 790],
]

describe('block times', () => {
  const index = placeIndex()
  it.each(REFERENCE)('%s to %s: %i minutes, within 15 percent', (from, to, minutes) => {
    const a = index.byCode(from)
    const b = index.byCode(to)
    if (!a || !b) throw new Error(`${from} or ${to} is not a place`)
    const got = blockMinutes(a, b)
    expect(Math.abs(got - minutes) / minutes, `${got} minutes`).toBeLessThanOrEqual(0.15)
  })
})
