import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeConvertedUrl, usesFriendlyUrl } from './friendly-url.ts'
import { SITE_VERTICALS } from './navigation.ts'

const vertical = fc.constantFrom(...SITE_VERTICALS, null)

describe('friendly search URLs', () => {
  it('are asked for only from a results page, to another vertical, when both verticals have them', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        vertical,
        vertical,
        fc.subarray([...SITE_VERTICALS]),
        (onResultsPage, from, to, enabled) => {
          const expected =
            onResultsPage &&
            from !== null &&
            to !== null &&
            from !== to &&
            enabled.includes(from) &&
            enabled.includes(to)
          expect(usesFriendlyUrl({ onResultsPage, from, to, enabled })).toBe(expected)
        },
      ),
    )
    expect(usesFriendlyUrl({ onResultsPage: true, from: 'main', to: 'trips', enabled: [] })).toBe(false)
  })

  it('accept only same-origin paths as the converted URL', () => {
    expect(isSafeConvertedUrl('/trips?q=1')).toBe(true)
    for (const bad of ['//evil.test/x', '/\\evil.test', 'https://evil.test/', 'trips', '', 42, null]) {
      expect(isSafeConvertedUrl(bad)).toBe(false)
    }
  })
})
