import { describe, expect, it } from 'vitest'
import { durationParts } from './duration.ts'

describe('storage durations', () => {
  it('shows years, days, hours, minutes and seconds (spec section 9), leaving out zero units', () => {
    expect(durationParts(400 * 86_400)).toEqual([
      { unit: 'years', count: 1 },
      { unit: 'days', count: 35 },
    ])
    expect(durationParts(3 * 3_600 + 2 * 60 + 5)).toEqual([
      { unit: 'hours', count: 3 },
      { unit: 'minutes', count: 2 },
      { unit: 'seconds', count: 5 },
    ])
    expect(durationParts(0)).toEqual([{ unit: 'seconds', count: 0 }])
    expect(durationParts(-5)).toEqual([{ unit: 'seconds', count: 0 }])
  })
})
