import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEATURES, PERMISSIONS } from '../permissions.ts'
import { ADMIN_PAGES, adminPageForPath, pathUnderBase } from './admin-pages.ts'

describe('the admin page catalogue', () => {
  it('has one page per URL and key, each asking known permissions and features', () => {
    expect(new Set(ADMIN_PAGES.map((p) => p.url)).size).toBe(ADMIN_PAGES.length)
    expect(new Set(ADMIN_PAGES.map((p) => p.key)).size).toBe(ADMIN_PAGES.length)
    for (const page of ADMIN_PAGES) {
      expect(page.url).toMatch(/^(\/[a-z-]+)+$/)
      for (const p of page.permissions ?? []) expect(PERMISSIONS).toContain(p)
      if (page.requiredFeature) expect(FEATURES).toContain(page.requiredFeature)
      if (page.parent) expect(ADMIN_PAGES.some((p) => p.key === page.parent)).toBe(true)
    }
  })

  it('holds the spec’s pages: train without preferences, every policy subpage, single sign-on', () => {
    const urls = ADMIN_PAGES.map((p) => p.url)
    expect(urls).toContain('/policy/train/advanced-rules')
    expect(urls).not.toContain('/policy/train/preferences')
    expect(urls).toContain('/policy/car/preferences')
    expect(urls).toContain('/integrations/sso')
    expect(urls).toContain('/company/corporate-membership/add')
    expect(urls).toHaveLength(43)
  })

  it('finds a page by every spelling the router accepts, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADMIN_PAGES),
        fc.func(fc.boolean()),
        fc.boolean(),
        (page, upper, slash) => {
          const spelled = [...page.url].map((c, i) => (upper(i) ? c.toUpperCase() : c)).join('')
          const encoded = spelled.replace(/s/g, '%73')
          const path = `/corp${encoded}${slash ? '/' : ''}`
          const relative = pathUnderBase(path, '/corp')
          expect(relative).not.toBeNull()
          expect(adminPageForPath(relative ?? '')?.key).toBe(page.key)
        },
      ),
    )
    expect(pathUnderBase('/corp', '/corp')).toBeNull()
    expect(pathUnderBase('/corporate/users', '/corp')).toBeNull()
    expect(adminPageForPath('/users/nobody')).toBeNull()
    expect(adminPageForPath('/%E0%A4%A')).toBeNull()
  })
})
