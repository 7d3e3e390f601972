import { describe, expect, it } from 'vitest'
import brands from '../../content/brands.json' with { type: 'json' }
import { ANONYMOUS_AUTH_STATE } from '../../shared/auth-state.ts'
import type { TBrand } from '../../shared/brands.ts'
import { ZGlobalStateSchema } from '../../shared/global-state.ts'
import { loadConfig } from '../config.ts'
import { allSites } from '../plugins/brand-locale.ts'
import { type GlobalStateInput, presentGlobalState } from './global-state.presenter.ts'

const [fernway] = brands as TBrand[]
const kr = allSites().find((s) => s.site === 'kr') as GlobalStateInput['site']

function state(footerFlags?: GlobalStateInput['footerFlags'], site = allSites()[0]) {
  if (!fernway || !site) throw new Error('brand or site missing')
  return presentGlobalState({
    formtoken: 't',
    brand: fernway,
    site,
    currency: site.currency,
    url: new URL('http://localhost/'),
    businessBasePath: '/business',
    production: false,
    auth: ANONYMOUS_AUTH_STATE,
    sameSiteNavigation: true,
    footerFlags,
  })
}

describe('the footer’s flags (decision 100)', () => {
  it('default to both pickers on and a logged brands failure', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).footerFlags).toEqual({
      countryPicker: true,
      currencyPicker: true,
      brandsSilentFailure: false,
    })
    const env = { NODE_ENV: 'test', FOOTER_COUNTRY_PICKER: 'off', FOOTER_BRANDS_SILENT_FAILURE: 'on' }
    expect(loadConfig(env).footerFlags).toEqual({
      countryPicker: false,
      currencyPicker: true,
      brandsSilentFailure: true,
    })
  })

  it('send only the flags that are on, and nothing when none is', () => {
    const off = { countryPicker: false, currencyPicker: false, brandsSilentFailure: false }
    expect(state(off).footerFlags).toBeUndefined()
    expect(state().footerFlags).toBeUndefined()
    const some = state({ ...off, currencyPicker: true, brandsSilentFailure: true })
    expect(ZGlobalStateSchema.parse(some).footerFlags).toEqual({
      currencyPicker: true,
      brandsSilentFailure: true,
    })
  })

  it('name the site’s country in its own language for the footer’s description', () => {
    expect(state().pickers?.countryName).toBe('United States')
    expect(state(undefined, kr).pickers?.countryName).toBe('대한민국')
  })
})
