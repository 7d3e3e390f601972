import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLACES_API_PATH, ZPlacesResponseSchema } from '../../../shared/catalogue/places-contract.ts'
import { SUGGESTION_LIMITS } from '../../../shared/constants.ts'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { SITE_COOKIE } from '../../plugins/brand-locale.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** GET /i/api/catalogue/v1/places (decision 070). */
describe.each(testDatabaseKinds())('place suggestions (%s)', (kind) => {
  const t = useTestApp(kind)

  const suggest = (query: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${PLACES_API_PATH}?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    })

  it('answers ranked places in the response’s shape, cacheable', async () => {
    const res = await suggest({ q: 'par' })
    expect(res.statusCode, res.body).toBe(200)
    const { places } = ZPlacesResponseSchema.parse(res.json())
    expect(places.slice(0, 4)).toEqual([
      { code: 'PAR', kind: 'city', name: 'Paris', cityName: 'Paris', countryCode: 'FR' },
      { code: 'CDG', kind: 'airport', name: 'Paris Charles de Gaulle', cityName: 'Paris', countryCode: 'FR' },
      { code: 'ORY', kind: 'airport', name: 'Paris Orly', cityName: 'Paris', countryCode: 'FR' },
      { code: 'BVA', kind: 'airport', name: 'Paris Beauvais', cityName: 'Paris', countryCode: 'FR' },
    ])
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(ZPlacesResponseSchema.parse((await suggest({ q: 'par', limit: '2' })).json()).places).toHaveLength(
      2,
    )
  })

  it('answers 5 suggestions without a limit, and caps a larger limit at the header’s 10 (spec section 9)', async () => {
    const count = async (query: Record<string, string>) =>
      ZPlacesResponseSchema.parse((await suggest(query)).json()).places.length
    // "a" matches far more than 10 places: the counts are the limits, not the matches.
    expect(await count({ q: 'a' })).toBe(SUGGESTION_LIMITS.default)
    expect(await count({ q: 'a', limit: '10' })).toBe(SUGGESTION_LIMITS.header)
    expect(await count({ q: 'a', limit: '500' })).toBe(SUGGESTION_LIMITS.header)
  })

  it('names places in Korean for a Korean locale, asked or the Korean site’s', async () => {
    const asked = ZPlacesResponseSchema.parse((await suggest({ q: '도쿄', locale: 'ko-KR' })).json())
    expect(asked.places[0]).toMatchObject({ code: 'TYO', name: '도쿄', cityName: '도쿄', countryCode: 'JP' })
    const site = ZPlacesResponseSchema.parse((await suggest({ q: 'ICN' }, `${SITE_COOKIE}=kr`)).json())
    expect(site.places[0]).toMatchObject({ code: 'ICN', name: '인천국제공항', cityName: '서울' })
    // A place with no Korean name keeps its English one.
    const plain = ZPlacesResponseSchema.parse((await suggest({ q: 'Goroka', locale: 'ko' })).json())
    expect(plain.places[0]?.name).toMatch(/Goroka/)
  })

  it.each([
    ['no query', {}],
    ['an empty query', { q: '  ' }],
    ['a query too long', { q: 'x'.repeat(65) }],
    ['a limit of 0', { q: 'par', limit: '0' }],
    ['a limit that is no number', { q: 'par', limit: 'many' }],
    ['a locale that is no language tag', { q: 'par', locale: '../../etc' }],
    ['an unknown parameter', { q: 'par', x: '1' }],
  ])('refuses %s with 400 in the error shape', async (_, query) => {
    const res = await suggest(query)
    expect(res.statusCode).toBe(400)
    expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
  })

  it('answers any generated query with 200 or 400, never more', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('q', 'locale', 'limit', 'x'),
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 70 }),
            fc.integer({ min: -3, max: 30 }).map(String),
          ),
        ),
        async (query) => {
          const res = await suggest(query)
          expect([200, 400]).toContain(res.statusCode)
          const body = res.json()
          if (res.statusCode === 200) ZPlacesResponseSchema.parse(body)
          else expect(ZErrorBodySchema.safeParse(body).success).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })
})
