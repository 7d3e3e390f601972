import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import sitesJson from '../../content/sites.json' with { type: 'json' }
import { isSafeRedirect } from '../redirect.ts'
import { LANGUAGES, ZSiteSchema } from '../sites.ts'
import {
  countryEntries,
  countryOptions,
  countryTarget,
  flagCode,
  relativeRedirectPath,
  withRelativeRedirectPath,
} from './country-entries.ts'

const sites = ZSiteSchema.array().parse(sitesJson)
const usPage = { site: 'us', countryCode: 'US', locale: 'en-US' }
const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{1,8}$/)

describe('the sites the country picker lists', () => {
  it('are 20 countries or more, in English and Korean only, each id once', () => {
    expect(new Set(sites.map((s) => s.countryCode)).size).toBeGreaterThanOrEqual(20)
    expect(new Set(sites.map((s) => s.language))).toEqual(new Set(LANGUAGES))
    expect(new Set(sites.map((s) => s.site)).size).toBe(sites.length)
    expect(new Set(sites.map((s) => s.locale)).size).toBe(sites.length)
  })
})

describe('country entries', () => {
  it('name countries from CLDR in the page’s language and natively in the site’s own', () => {
    const entries = countryEntries(sites, usPage)
    const korea = entries.find((e) => e.countryCode === 'KR')
    expect(korea).toMatchObject({
      text: 'South Korea',
      countryNativeName: '대한민국',
      languageNativeName: '한국어',
      locale: 'ko-KR',
      href: '/?site=kr',
      flag: 'kr',
      active: false,
    })
    expect(korea?.languageLinks.map((l) => [l.text, l.languageNativeName, l.href])).toEqual([
      ['Korean', '한국어', '/?site=kr'],
      ['English', 'English', '/?site=kr-en'],
    ])
    const inKorean = countryEntries(sites, { site: 'kr', countryCode: 'KR', locale: 'ko-KR' })
    expect(inKorean.find((e) => e.countryCode === 'DE')?.text).toBe('독일')
    expect(inKorean.find((e) => e.countryCode === 'KR')?.active).toBe(true)
  })

  it('list each country once, with one link per site of that country', () => {
    const entries = countryEntries(sites, usPage)
    expect(entries.map((e) => e.countryCode)).toEqual([...new Set(sites.map((s) => s.countryCode))])
    expect(entries.flatMap((e) => e.languageLinks).length).toBe(sites.length)
  })

  it('expand a country into one row per language only when it has more than one language link', () => {
    const options = countryOptions(
      countryEntries(sites, { site: 'kr-en', countryCode: 'KR', locale: 'en-KR' }),
    )
    const korea = options.filter((o) => o.countryCode === 'KR')
    expect(korea.map((o) => [o.language, o.active])).toEqual([
      ['한국어', false],
      ['English', true],
    ])
    expect(options.filter((o) => o.countryCode === 'US').map((o) => o.language)).toEqual([null])
    expect(new Set(options.map((o) => o.key)).size).toBe(options.length)
  })
})

describe('the Taiwan flag rule', () => {
  it('shows the traditional variant of the Taiwan flag exactly when the page’s country code is CN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^[A-Za-z]{2}$/), (entry, page) => {
        const expected =
          entry === 'TW' && page.toUpperCase() === 'CN' ? 'tw-traditional' : entry.toLowerCase()
        expect(flagCode(entry, page)).toBe(expected)
      }),
    )
    const onChinaSite = countryEntries(sites, { site: 'cn', countryCode: 'CN', locale: 'en-CN' })
    expect(onChinaSite.find((e) => e.countryCode === 'TW')?.flag).toBe('tw-traditional')
    expect(onChinaSite.find((e) => e.countryCode === 'CN')?.flag).toBe('cn')
    expect(countryEntries(sites, usPage).find((e) => e.countryCode === 'TW')?.flag).toBe('tw')
  })
})

describe('the relative redirect path', () => {
  it('is the current path minus its first two segments', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, trailing) => {
        const pathname = `/${segments.join('/')}${trailing && segments.length ? '/' : ''}`
        expect(relativeRedirectPath(pathname)).toBe(segments.slice(2).join('/'))
      }),
    )
    expect(relativeRedirectPath('/hotels/seoul/2026-05-01/2')).toBe('2026-05-01/2')
  })

  it('is appended to the link’s path, keeping its query, and stays a same-origin path', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('kr', 'kr-en', 'us'),
        (segments, site) => {
          const href = `/?site=${site}`
          const out = withRelativeRedirectPath(href, `/${segments.join('/')}`)
          const rest = segments.slice(2).join('/')
          expect(out).toBe(rest ? `/${rest}?site=${site}` : href)
          expect(isSafeRedirect(out)).toBe(true)
        },
      ),
    )
  })

  it('decides the target: nothing for the active locale, the link, or the link with the path', () => {
    const pathname = '/flights/ICN-NRT/2026-06-01'
    expect(
      countryTarget({ href: '/?site=jp', active: true }, { appendRelativeRedirectPath: true, pathname }),
    ).toBe(null)
    expect(
      countryTarget({ href: '/?site=jp', active: false }, { appendRelativeRedirectPath: false, pathname }),
    ).toBe('/?site=jp')
    expect(
      countryTarget({ href: '/?site=jp', active: false }, { appendRelativeRedirectPath: true, pathname }),
    ).toBe('/2026-06-01?site=jp')
  })
})
