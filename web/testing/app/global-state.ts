import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../../shared/auth-state.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'

/** A page's embedded state as the server gives it to an anonymous visitor of the default brand. */
export function testGlobalState(overrides: Partial<TGlobalState> = {}): TGlobalState {
  return {
    formtoken: 'test-token',
    brandDisplayName: 'Fernway',
    brand: 'fernway',
    affiliate: null,
    linkParams: '',
    seo: { canonicalUrl: 'http://localhost/', indexable: true },
    analytics: { pageId: 'main', vertical: 'main' },
    site: 'us',
    countryCode: 'US',
    language: 'en',
    locale: 'en-US',
    currency: 'USD',
    businessBasePath: '/business',
    production: false,
    auth: ANONYMOUS_AUTH_STATE,
    sameSiteNavigation: true,
    ...overrides,
  }
}

/** What the country and currency pickers show on the US site in English. */
export const US_PICKERS: NonNullable<TGlobalState['pickers']> = {
  localeName: 'English (United States)',
  countryName: 'United States',
  flag: 'us',
  currencySymbol: '$',
  currencyName: 'US Dollar',
}

/** A signed-in personal user, with the fields the account menu reads. */
export function signedInAuth(overrides: Partial<TAuthState> = {}): TAuthState {
  return {
    ...ANONYMOUS_AUTH_STATE,
    loggedInSession: true,
    accountName: 'Tomas Reyes',
    userInfoState: {
      accountName: 'Tomas Reyes',
      accountEmail: 'tomas@fernway.test',
      userImgUrl: null,
      userDisplayEmail: 'tomas@fernway.test',
    },
    accountSwitcherItems: [
      {
        userEmail: 'tomas@fernway.test',
        tokenId: 'tok_tomas_personal',
        businessMode: false,
        accountName: 'Tomas Reyes',
        imgUrl: null,
      },
    ],
    ...overrides,
  }
}
