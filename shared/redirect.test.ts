import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeRedirect, safeRedirect } from './redirect.ts'
import { landsOnAttacker, redirectTricks } from './testing/redirect-tricks.ts'

describe('safe redirects', () => {
  it('accepts same-origin paths', () => {
    for (const ok of ['/', '/trips', '/business/verify?redir=%2Ftrips', '/a/b#c'])
      expect(isSafeRedirect(ok)).toBe(true)
  })

  it('[ASVS #30 3.7.2] refuses other origins and the tricks that reach them', () => {
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

  it('[ASVS #30 3.7.2] never accepts a target that a URL parser resolves to another origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const target = `/${tail}`
        if (isSafeRedirect(target))
          expect(new URL(target, 'https://fernway.example').origin).toBe('https://fernway.example')
      }),
      { numRuns: 2000 },
    )
  })

  it('[ASVS #30 3.7.2] refuses generated foreign, scheme-relative, backslash, encoded, dot-segment and whitespace-prefixed targets', () => {
    fc.assert(
      fc.property(redirectTricks(), (trick) => {
        // Refused, or (a trick the URL parser reads as a path of ours) harmless wherever it is resolved.
        if (!isSafeRedirect(trick)) return
        expect(landsOnAttacker(trick, 'https://fernway.example/k/run/sso/callback'), trick).toBe(false)
        const parsed = new URL(trick, 'https://fernway.example')
        expect(landsOnAttacker(`${parsed.pathname}${parsed.search}`, 'https://fernway.example'), trick).toBe(
          false,
        )
      }),
      { numRuns: 3000 },
    )
    for (const collapsing of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/..//evil.example',
    ])
      expect(isSafeRedirect(collapsing), collapsing).toBe(false)
  })

  it('[ASVS #30 3.7.2] accepts only targets that stay on our origin once parsed and rebuilt from their path', () => {
    const segment = fc.constantFrom('..', '.', '%2e', '%2E%2e', '', 'a', '%2F', 'evil.example', '@', '?', '#')
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.string({ maxLength: 12 }), (segments, tail) => {
        const target = `/${segments.join('/')}${tail}`
        if (!isSafeRedirect(target)) return
        const parsed = new URL(target, 'https://fernway.example/a/b')
        expect(parsed.origin).toBe('https://fernway.example')
        const rebuilt = `${parsed.pathname}${parsed.search}${parsed.hash}`
        expect(new URL(rebuilt, 'https://fernway.example/a/b').origin, target).toBe('https://fernway.example')
      }),
      { numRuns: 3000 },
    )
  })
})
