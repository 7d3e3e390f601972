import { describe, expect, it } from 'vitest'
import { SIDE_NAV_PAGES, sideNavPage } from '../../../shared/chrome/side-nav-pages.ts'
import { SITE_PAGES } from '../../routes/catalogue.ts'

describe('pages’ side-navigation flags', () => {
  it('name only pages of the route catalogue', () => {
    const ids = new Set(SITE_PAGES.map((p) => p.id))
    for (const id of Object.keys(SIDE_NAV_PAGES)) expect(ids.has(id), id).toBe(true)
  })

  it('keep the drawer closed on the sign-out, confirmation and business verification pages only', () => {
    const hidden = SITE_PAGES.filter((p) => sideNavPage(p.id).drawerHidden).map((p) => p.path)
    expect(hidden).toEqual([
      '/business/verify',
      '/business/get-started',
      ...SITE_PAGES.filter((p) => p.area === 'auth').map((p) => p.path),
    ])
    expect(sideNavPage('home')).toEqual({})
    expect(sideNavPage(undefined)).toEqual({})
  })
})
