import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeRedirect, safeRedirect } from './redirect.ts'

describe('safe redirects', () => {
  it('accepts same-origin paths', () => {
    for (const ok of ['/', '/trips', '/business/verify?redir=%2Ftrips', '/a/b#c'])
      expect(isSafeRedirect(ok)).toBe(true)
  })

  it('[ASVS 3.7.2] refuses other origins and the tricks that reach them', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil',
      '',
      'trips',
      '/a\\b',
    ])
      expect(isSafeRedirect(bad), JSON.stringify(bad)).toBe(false)
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect(42, '/home')).toBe('/home')
  })

  it('[ASVS 3.7.2] never accepts a target that a URL parser resolves to another origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const target = `/${tail}`
        if (isSafeRedirect(target))
          expect(new URL(target, 'https://fernway.example').origin).toBe('https://fernway.example')
      }),
      { numRuns: 2000 },
    )
  })
})
