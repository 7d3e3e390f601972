import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { createEventBus } from '../../../../shared/event-bus.ts'
import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'
import { AppProviders } from '../../../app/providers.tsx'
import { consentApi } from '../../../features/consent/consent-api.ts'
import { createConsentStore } from '../../../features/consent/consent-store.ts'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser } from '../../api/fake-browser.ts'
import { testGlobalState } from '../../app/global-state.ts'

/** The privacy state of a first visit to the Korean site: everything due, nothing allowed. */
export function koreanPrivacy(overrides: Partial<TPrivacyState> = {}): TPrivacyState {
  return {
    regulation: 'pipa',
    model: 'categories',
    gdprApplies: false,
    acceptedCategories: ['strictlyNecessary'],
    recorded: false,
    bannerSuppressed: false,
    noticeVisible: false,
    twoPartyPending: true,
    dataTransferPending: true,
    allowDataSharing: true,
    gpc: false,
    tcString: null,
    acString: null,
    cmp: { id: 2, version: 1, publisherCountry: 'KR' },
    iabCloseButton: true,
    ...overrides,
  }
}

export function storeFor(privacy: TPrivacyState) {
  return createConsentStore(privacy)
}

/** The consent calls as one browser tab on `site` makes them, to the real server at `baseUrl`. */
export function consentEnvironment(
  baseUrl: string,
  site = 'kr',
  wrapFetch?: (jarFetch: typeof fetch) => typeof fetch,
) {
  const browser = fakeBrowser(baseUrl, {}, wrapFetch)
  browser.jar.cookies.set('fw_site', site)
  const log = vi.fn<(error: unknown, context: Record<string, unknown>) => void>()
  const wait = () => Promise.resolve()
  return { api: consentApi(browser.client), log, wait, jar: browser.jar }
}

/** Renders a consent surface inside the app's providers, in English or Korean. */
export function renderSurface(element: ReactElement, language: 'en' | 'ko' = 'en') {
  const state = testGlobalState(
    language === 'ko' ? { site: 'kr', countryCode: 'KR', language: 'ko', locale: 'ko-KR' } : {},
  )
  const i18n = createI18n(state.language, state.locale, (language === 'ko' ? ko : en) as Messages)
  return render(
    <AppProviders state={state} i18n={i18n} bus={createEventBus()}>
      {element}
    </AppProviders>,
  )
}
