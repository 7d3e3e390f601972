import { describe, expect, it } from 'vitest'
import { BRAND_IDS } from '../../../shared/brands.ts'
import { allSites } from '../../plugins/brand-locale.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** Our own links in a page's HTML: href="/…", the fragment dropped. */
const ownLinks = (html: string) =>
  [...html.matchAll(/href="(\/(?!\/)[^"#]*)/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))

/**
 * Issue 27 item 1: every link of the header, side navigation, footer and site map, on every brand and
 * site, leads to a page. The server-rendered home page of each brand on each site is read, and each of
 * our own links it holds is asked for on that brand and site: none may answer 4xx.
 */
describe('every link leads somewhere', () => {
  const t = useTestApp('pglite', { web: true })

  it('answers each internal link of every brand and site without a 4xx', async () => {
    const dead: string[] = []
    const asked = new Map<string, number>()
    for (const brand of BRAND_IDS) {
      for (const { site } of allSites()) {
        const home = await t.app.inject({ url: `/?brand=${brand}&site=${site}` })
        expect(home.statusCode, `${brand} ${site}`).toBe(200)
        for (const link of new Set(ownLinks(home.body))) {
          const url = `${link}${link.includes('?') ? '&' : '?'}brand=${brand}&site=${site}`
          const key = `${brand}|${link}`
          let status = asked.get(key)
          if (status === undefined) {
            status = (await t.app.inject({ url })).statusCode
            asked.set(key, status)
          }
          if (status >= 400 && status < 500) dead.push(`${brand} ${site} ${link} → ${status}`)
        }
      }
    }
    expect(dead).toEqual([])
    // The landing pages were among the links: the crawl read them, it did not skip them.
    expect([...asked.keys()].some((k) => k.endsWith('/flights/to-paris'))).toBe(true)
  }, 300_000)
})
