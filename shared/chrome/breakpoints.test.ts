import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { atLeast, BREAKPOINT_ORDER, BREAKPOINTS, breakpointOf } from './breakpoints.ts'

describe('breakpoints', () => {
  it('names the breakpoint each width falls in, at and around every edge', () => {
    expect(breakpointOf(0)).toBe('xs')
    expect(breakpointOf(479)).toBe('xs')
    expect(breakpointOf(480)).toBe('s')
    expect(breakpointOf(959)).toBe('m')
    expect(breakpointOf(960)).toBe('ml')
    expect(breakpointOf(5000)).toBe('xl')
  })

  it('never names a narrower breakpoint for a wider viewport', () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a]
        expect(atLeast(breakpointOf(wide), breakpointOf(narrow))).toBe(true)
        expect(BREAKPOINTS[breakpointOf(wide)]).toBeLessThanOrEqual(wide)
      }),
    )
  })

  it('lists the breakpoints in increasing order', () => {
    const widths = BREAKPOINT_ORDER.map((name) => BREAKPOINTS[name])
    expect([...widths].sort((x, y) => x - y)).toEqual(widths)
  })
})
