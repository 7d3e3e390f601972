import { describe, expect, it } from 'vitest'
import brands from '../../content/brands.json' with { type: 'json' }
import { ANONYMOUS_AUTH_STATE } from '../../shared/auth-state.ts'
import type { TBrand } from '../../shared/brands.ts'
import { ZGlobalStateSchema } from '../../shared/global-state.ts'
import { ConfigError, loadConfig, parseLogoConfetti } from '../config.ts'
import { allSites } from '../plugins/brand-locale.ts'
import { type GlobalStateInput, presentGlobalState } from './global-state.presenter.ts'

const [fernway, skylark] = brands as TBrand[]

function input(brand: TBrand, logoConfettiBrands?: GlobalStateInput['logoConfettiBrands']): GlobalStateInput {
  return {
    formtoken: 't',
    brand,
    site: allSites()[0] as GlobalStateInput['site'],
    currency: 'USD',
    url: new URL('http://localhost/flights'),
    businessBasePath: '/business',
    production: false,
    auth: ANONYMOUS_AUTH_STATE,
    sameSiteNavigation: true,
    logoConfettiBrands,
  }
}

describe('the logo confetti flag (LOGO_CONFETTI, decision 027)', () => {
  it('is off unless configured, and then on only for the listed brands', () => {
    if (!fernway || !skylark) throw new Error('brands missing')
    expect(presentGlobalState(input(fernway)).logoConfetti).toBeUndefined()
    expect(presentGlobalState(input(fernway, ['fernway'])).logoConfetti).toBe(true)
    expect(presentGlobalState(input(skylark, ['fernway'])).logoConfetti).toBeUndefined()
    expect(ZGlobalStateSchema.parse(presentGlobalState(input(fernway, ['fernway']))).logoConfetti).toBe(true)
  })

  it('reads off, all brands or a list of brands, and refuses unknown brands', () => {
    expect(parseLogoConfetti(undefined)).toEqual([])
    expect(parseLogoConfetti('false')).toEqual([])
    expect(parseLogoConfetti('true')).toHaveLength(6)
    expect(parseLogoConfetti('all')).toHaveLength(6)
    expect(parseLogoConfetti('Fernway, haneul')).toEqual(['fernway', 'haneul'])
    expect(() => parseLogoConfetti('fernway,acme')).toThrow(ConfigError)
    expect(loadConfig({ NODE_ENV: 'test' }).logoConfettiBrands).toEqual([])
    expect(loadConfig({ NODE_ENV: 'test', LOGO_CONFETTI: 'skylark' }).logoConfettiBrands).toEqual(['skylark'])
  })
})
