import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkParamsOf, withLinkParams } from './link-params.ts'

describe('link parameters (spec section 9, decision 102)', () => {
  it('keeps a well-formed affiliate, placement and platform, and drops the rest', () => {
    const search = new URLSearchParams('affiliate=partner_1&placement=top-bar&platform=mb&utm=x')
    expect(linkParamsOf(search)).toBe('affiliate=partner_1&placement=top-bar&platform=mb')
    expect(linkParamsOf(new URLSearchParams('platform=tb'))).toBe('platform=tb')
    for (const bad of [
      'affiliate=<script>',
      'placement=a%20b',
      'platform=desktop',
      `affiliate=${'a'.repeat(41)}`,
    ])
      expect(linkParamsOf(new URLSearchParams(bad)), bad).toBe('')
  })

  it('adds them to our paths before the fragment, after any query, and leaves other links alone', () => {
    const p = 'affiliate=a1&platform=tb'
    expect(withLinkParams('/trips', p)).toBe('/trips?affiliate=a1&platform=tb')
    expect(withLinkParams('/flights?x=1#top', p)).toBe('/flights?x=1&affiliate=a1&platform=tb#top')
    expect(withLinkParams('/help#faq?x', p)).toBe('/help?affiliate=a1&platform=tb#faq?x')
    for (const other of ['https://example.com/', '//evil.example/', 'mailto:a@b.c', '#main'])
      expect(withLinkParams(other, p)).toBe(other)
    expect(withLinkParams('/trips', '')).toBe('/trips')
  })

  it('never changes where a link goes, whatever the path and parameters', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/)
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.webQueryParameters(),
        fc.webFragments(),
        token,
        (path, query, hash, id) => {
          const href = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
          const params = linkParamsOf(new URLSearchParams({ affiliate: id, platform: 'mb' }))
          const before = new URL(href, 'https://fernway.test')
          const after = new URL(withLinkParams(href, params), 'https://fernway.test')
          expect([after.pathname, after.hash]).toEqual([before.pathname, before.hash])
          expect(after.searchParams.getAll('affiliate').at(-1)).toBe(id)
          for (const [name, value] of before.searchParams)
            expect(after.searchParams.getAll(name)).toContain(value)
        },
      ),
    )
  })
})
