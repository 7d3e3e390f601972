import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fittingLinks } from './header-fit.ts'

describe('which header links fit', () => {
  it('keeps every link when they fit side by side, without room for the More button', () => {
    expect(fittingLinks([100, 50], 16, 166, 80)).toBe(2)
    expect(fittingLinks([], 16, 0, 80)).toBe(0)
  })

  it('keeps as many as fit beside the More button once one does not', () => {
    // 100 + 16 + 80 = 196: the first fits beside More; 100 + 16 + 50 + 16 + 80 = 262 does not.
    expect(fittingLinks([100, 50, 70], 16, 200, 80)).toBe(1)
    expect(fittingLinks([100, 50, 170], 16, 262, 80)).toBe(2)
    expect(fittingLinks([100, 50, 70], 16, 150, 80)).toBe(0)
  })

  it('keeps a link whose sub-pixel width rounds over the space by less than half a pixel', () => {
    expect(fittingLinks([100.4, 49.9], 16, 166, 80)).toBe(2)
    expect(fittingLinks([101, 50], 16, 166, 80)).toBe(0)
  })

  it('never keeps links that, with the button, are wider than the space, and keeps all that fit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 2000 }),
        (widths, available) => {
          const count = fittingLinks(widths, 16, available, 80)
          const shown = widths.slice(0, count).reduce((sum, w) => sum + w + 16, 0)
          if (count === widths.length) {
            expect(shown - 16).toBeLessThanOrEqual(available + 0.5)
          } else {
            // With none kept, the button takes its room whatever the space.
            if (count > 0) expect(shown + 80).toBeLessThanOrEqual(available + 0.5)
            // One more would not have fitted.
            expect(shown + (widths[count] ?? 0) + 16 + 80).toBeGreaterThan(available + 0.5)
          }
        },
      ),
    )
  })
})
