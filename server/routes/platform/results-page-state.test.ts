import { describe, expect, it } from 'vitest'
import { GLOBAL_STATE_ELEMENT_ID } from '../../../shared/constants.ts'
import { ZGlobalStateSchema } from '../../../shared/global-state.ts'
import { isoDayIn } from '../../testing/iso-day.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

function stateOf(html: string) {
  const json = new RegExp(
    `<script type="application/json" id="${GLOBAL_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1]
  return ZGlobalStateSchema.parse(JSON.parse(json ?? 'null').state)
}

/** A results page's search box is drawn by the server with its places' names, not their codes. */
describe('a search results page names its places', () => {
  const t = useTestApp('pglite', { web: true })

  it('in the site’s language, in its state and in the search box the server draws', async () => {
    const res = await t.app.inject({ url: `/flights/search/SEL-TYO/${isoDayIn(30)}/${isoDayIn(37)}?site=kr` })
    expect(res.statusCode).toBe(200)
    const state = stateOf(res.body)
    expect(state.placeNames?.SEL).toMatchObject({ code: 'SEL', cityName: '서울', countryCode: 'KR' })
    expect(state.placeNames?.TYO).toMatchObject({ code: 'TYO', cityName: '도쿄', countryCode: 'JP' })
    const inputs = [...res.body.matchAll(/<input[^>]*role="combobox"[^>]*>/g)].map((m) => m[0])
    expect(inputs.length).toBeGreaterThanOrEqual(2)
    expect(inputs.some((i) => i.includes('value="서울'))).toBe(true)
    expect(inputs.every((i) => !i.includes('value="SEL"'))).toBe(true)
    // The page's heading too, before the first answer names them again.
    expect(/<h1 id="fw-page-title">([^<]*)<\/h1>/.exec(res.body)?.[1]).toBe('서울–도쿄 왕복 항공권')

    const stays = await t.app.inject({ url: `/hotels/search/TYO/${isoDayIn(30)}/${isoDayIn(32)}?site=us` })
    expect(stateOf(stays.body).placeNames?.TYO).toMatchObject({ cityName: 'Tokyo' })
  })

  it('names nothing on a page that is not a search, nor a code it does not know', async () => {
    const home = await t.app.inject({ url: '/?site=us' })
    expect(stateOf(home.body).placeNames).toBeUndefined()
    const unknown = await t.app.inject({ url: `/flights/search/QQQ-TYO/${isoDayIn(30)}?site=us` })
    expect(Object.keys(stateOf(unknown.body).placeNames ?? {})).toEqual(['TYO'])
  })
})
