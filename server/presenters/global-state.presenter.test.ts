import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE } from '../../shared/auth-state.ts'
import { ZGlobalStateSchema } from '../../shared/global-state.ts'
import { loadConfig } from '../config.ts'
import { allSites, getBrand } from '../plugins/brand-locale.ts'
import { type GlobalStateInput, presentGlobalState } from './global-state.presenter.ts'

describe('the page state’s friendly-URL verticals (decision 026)', () => {
  const input = (friendlyUrlVerticals: string[]): GlobalStateInput => ({
    formtoken: 'token-token-token-1',
    brand: getBrand('fernway'),
    site: allSites()[0] as GlobalStateInput['site'],
    currency: 'USD',
    url: new URL('http://localhost/trips'),
    businessBasePath: '/business',
    production: false,
    auth: ANONYMOUS_AUTH_STATE,
    sameSiteNavigation: true,
    friendlyUrlVerticals,
  })

  it('come from FRIENDLY_URL_VERTICALS; by default the demo catalogue’s four when it runs, else none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).friendlyUrlVerticals).toEqual([])
    expect(loadConfig({ DEMO_CATALOGUE: 'false' }).friendlyUrlVerticals).toEqual([])
    expect(loadConfig({}).friendlyUrlVerticals).toEqual(['flights', 'hotels', 'cars', 'trains'])
    expect(loadConfig({ FRIENDLY_URL_VERTICALS: '' }).friendlyUrlVerticals).toEqual([])
    expect(loadConfig({ FRIENDLY_URL_VERTICALS: ' trips, main ,' }).friendlyUrlVerticals).toEqual([
      'trips',
      'main',
    ])
  })

  it('are left out of the page when none are on, and listed when some are', () => {
    const off = presentGlobalState(input([]))
    expect('friendlyUrlVerticals' in off).toBe(false)
    const on = presentGlobalState(input(['trips', 'main']))
    expect(on.friendlyUrlVerticals).toEqual(['trips', 'main'])
    expect(ZGlobalStateSchema.parse(on)).toEqual(on)
  })
})
