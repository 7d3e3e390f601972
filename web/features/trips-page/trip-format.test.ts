import { describe, expect, it } from 'vitest'
import { formatDateTime } from './trip-format.ts'

describe('a trip’s times', () => {
  it('are said at the wall clock they are written in, wherever the browser is', () => {
    expect(formatDateTime('en-US', '2027-01-10T07:50:00+09:00')).toBe('Jan 10, 2027, 7:50 AM')
    expect(formatDateTime('en-US', '2027-02-01T15:00:00+01:00')).toBe('Feb 1, 2027, 3:00 PM')
    expect(formatDateTime('en-US', '2027-01-09T22:50:00.000Z')).toBe('Jan 9, 2027, 10:50 PM')
    expect(formatDateTime('ko-KR', '2027-01-10T07:50:00+09:00')).toBe('2027. 1. 10. 오전 7:50')
    expect(formatDateTime('en-US', 'not a time')).toBe('not a time')
  })
})
