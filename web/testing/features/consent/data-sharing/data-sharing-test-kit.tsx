import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { createEventBus, type EventBus } from '../../../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../../../shared/global-state.ts'
import { PRIVACY_API } from '../../../../../shared/privacy/privacy-contract.ts'
import type { TPrivacyState } from '../../../../../shared/privacy/privacy-state.ts'
import { dataSharingApi } from '../../../../api/data-sharing.ts'
import { AppProviders } from '../../../../app/providers.tsx'
import type { DataSharingEnvironment } from '../../../../features/consent/data-sharing/data-sharing-sync.ts'
import { createI18n, type Messages } from '../../../../i18n/create-i18n.ts'
import en from '../../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser } from '../../../api/fake-browser.ts'
import { testGlobalState } from '../../../app/global-state.ts'

/** The privacy state a US page gives a visitor who has chosen nothing. */
export function usPrivacyState(overrides: Partial<TPrivacyState> = {}): TPrivacyState {
  return {
    regulation: 'ccpa',
    model: 'optOut',
    gdprApplies: false,
    acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
    recorded: false,
    bannerSuppressed: false,
    noticeVisible: false,
    twoPartyPending: false,
    dataTransferPending: false,
    allowDataSharing: true,
    gpc: false,
    tcString: null,
    acString: null,
    cmp: { id: 300, version: 1, publisherCountry: 'US' },
    iabCloseButton: true,
    ...overrides,
  }
}

export interface TSentUpdate {
  body: unknown
}

/**
 * An opt-out environment as one browser tab has it, calling the real server at `baseUrl`; `failUpdates`
 * makes the network fail for PUTs (the server itself is never faked).
 */
export function dataSharingEnvironment(
  baseUrl: string,
  tab: { cookie: string; token: string },
  options: { failUpdates?: boolean; failReads?: boolean; browserGpc?: boolean; pathname?: string } = {},
) {
  const updates: unknown[] = []
  const browser = fakeBrowser(baseUrl, { getPageToken: () => tab.token }, (f) => async (input, init) => {
    if (init?.method === 'PUT') {
      updates.push(JSON.parse(String(init.body)))
      if (options.failUpdates) throw new TypeError('Failed to fetch')
    } else if (options.failReads && String(input).endsWith(PRIVACY_API.dataSharingOptOut)) {
      throw new TypeError('Failed to fetch')
    }
    return f(input, init)
  })
  browser.jar.cookies.set('fw_sg', tab.cookie.slice('fw_sg='.length))
  const env: DataSharingEnvironment = {
    api: dataSharingApi(browser.client),
    assign: vi.fn<(url: string) => void>(),
    pathname: () => options.pathname ?? '/help',
    log: vi.fn<(error: unknown, context: Record<string, unknown>) => void>(),
    browserGpc: () => options.browserGpc === true,
  }
  return { env, updates, jar: browser.jar }
}

/** Renders inside the app's providers and a router, as the page would. */
export function renderWithApp(
  ui: ReactElement,
  state: TGlobalState = testGlobalState(),
  bus: EventBus = createEventBus(),
) {
  const i18n = createI18n(state.language, state.locale, (state.language === 'ko' ? ko : en) as Messages)
  return render(
    <MemoryRouter>
      <AppProviders state={state} i18n={i18n} bus={bus}>
        {ui}
      </AppProviders>
    </MemoryRouter>,
  )
}
