import { describe, expect, it } from 'vitest'
import { inDays } from '../../testing/catalogue/search-route-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** A landing page's kind: "Flights to", "Hotels in" or "Trips to" a place. */
const LANDING = /^(\/flights\/to-|\/hotels\/(?!search)|\/destinations\/)[a-z-]+$/

/** Beside the site map's pages: those it leaves out (a visitor's own choices, the guides) and a search. */
const MORE_PAGES = [
  '/privacy/manage',
  '/help/feedback',
  '/guides/yourguides',
  `/flights/search/SEL-TYO/${inDays(30)}/${inDays(37)}`,
  `/hotels/search/TYO/${inDays(30)}/${inDays(32)}`,
]

/**
 * Names that stay as they are in Korean text: our brands and partners, card networks, the app stores,
 * sign-in providers, and the laws and frameworks the privacy notice names in their own language.
 */
const PROPER_NAMES = new Set(
  [
    'fernway Fernway Aerolume Staywell Roadline Railway Co Harbourline Skylark FareCompass Haneul Tripcrew Voyagio',
    'Visa Mastercard Amex UnionPay App Store Google Play Apple Naver',
    'Global Privacy Control Europe Transparency Consent Framework Secure business',
  ]
    .join(' ')
    .split(' '),
)

/** The words in Latin letters a Korean page shows (its text and its labels), less addresses and acronyms. */
function latinWords(html: string): string[] {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
  const labels = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1])
  const text = `${body.replace(/<[^>]+>/g, ' ')} ${labels.join(' ')}`
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ')
  const words = text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []
  return [...new Set(words)].filter((w) => !/^[A-Z0-9-]{2,6}$/.test(w) && !PROPER_NAMES.has(w))
}

/** Issue 27 item 4: on the Korean site every page is Korean; no English word slips through. */
describe('the Korean site speaks Korean', () => {
  const t = useTestApp('pglite', { web: true })

  it('on every page of its site map, the pages it leaves out, and a search', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' })
    const listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    expect(listed.length).toBeGreaterThan(10)
    // The landing pages are one template per kind, made from the places data: two of each kind are read.
    const kind = (path: string) => LANDING.exec(path)?.[1] ?? path
    const seen = new Map<string, number>()
    const pages = listed.filter((path) => {
      const n = (seen.get(kind(path)) ?? 0) + 1
      seen.set(kind(path), n)
      return n <= 2
    })
    const english: Record<string, string[]> = {}
    for (const path of [...new Set([...pages, ...MORE_PAGES])]) {
      const res = await t.app.inject({ url: `${path}?site=kr` })
      expect(res.statusCode, path).toBe(200)
      const words = latinWords(res.body)
      if (words.length > 0) english[path] = words
    }
    expect(english).toEqual({})
  })

  it('sees English where there is English (the check can fail)', async () => {
    const res = await t.app.inject({ url: '/about?site=us' })
    expect(latinWords(res.body).length).toBeGreaterThan(20)
  })
})
