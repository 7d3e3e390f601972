import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ADMIN_PAGES } from '../../shared/business/admin-pages.ts'
import { HUB_PAGES } from './catalogue.ts'

/** The route table's hub pages and the admin page catalogue are one list seen two ways. */
describe('the hub routes and the admin page catalogue', () => {
  it('routes every catalogue page to the route of its page id', () => {
    for (const page of ADMIN_PAGES) {
      const routes = HUB_PAGES.filter((r) => r.path !== '' && matchPath(r.path, page.url))
      // /policy/messages also matches /policy/:vertical; React Router ranks the static route first.
      const best = routes.find((r) => !r.path.includes(':')) ?? routes[0]
      expect(best?.id, page.url).toBe(page.pageId)
    }
  })

  it('has a catalogue page for every hub route but the root', () => {
    for (const route of HUB_PAGES.filter((r) => r.path !== '')) {
      expect(
        ADMIN_PAGES.some((p) => p.pageId === route.id),
        route.id,
      ).toBe(true)
    }
    expect(HUB_PAGES.find((r) => r.path === '')?.id).toBe('hub')
  })
})
