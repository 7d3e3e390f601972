import { CmpApiModel } from '@iabtechlabtcf/cmpapi'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { createEventBus } from '../../../../../shared/event-bus.ts'
import type { TPrivacyState } from '../../../../../shared/privacy/privacy-state.ts'
import { AppProviders } from '../../../../app/providers.tsx'
import { createConsentStore } from '../../../../features/consent/consent-store.ts'
import type { TIabDialogProps } from '../../../../features/consent/consent-surface-props.ts'
import { type Cmp, createCmp } from '../../../../features/consent/iab/cmp-api.ts'
import { iabApi } from '../../../../features/consent/iab/iab-api.ts'
import { IabDialogView } from '../../../../features/consent/iab/iab-dialog-view.tsx'
import { createI18n, type Messages } from '../../../../i18n/create-i18n.ts'
import en from '../../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser } from '../../../api/fake-browser.ts'
import { testGlobalState } from '../../../app/global-state.ts'

/** A German visitor's privacy state: the GDPR applies, nothing chosen yet. */
export function gdprPrivacy(overrides: Partial<TPrivacyState> = {}): TPrivacyState {
  return {
    regulation: 'gdpr',
    model: 'iab',
    gdprApplies: true,
    acceptedCategories: ['strictlyNecessary'],
    recorded: false,
    bannerSuppressed: false,
    noticeVisible: false,
    twoPartyPending: false,
    dataTransferPending: false,
    allowDataSharing: false,
    gpc: false,
    tcString: null,
    acString: null,
    cmp: { id: 300, version: 1, publisherCountry: 'DE' },
    iabCloseButton: false,
    ...overrides,
  }
}

/**
 * The dialog as the host shows it, its calls going to the real server at `baseUrl` through the page's API
 * client (cookies kept in a jar), with a real CMP on this jsdom window.
 */
export function renderIabDialog(
  baseUrl: string,
  options: {
    privacy?: TPrivacyState
    startAt?: TIabDialogProps['startAt']
    opened?: boolean
    language?: 'en' | 'ko'
    /** Cookies the browser already holds (a returning visitor). */
    cookies?: Map<string, string>
  } = {},
) {
  CmpApiModel.reset()
  const privacy = options.privacy ?? gdprPrivacy()
  const store = createConsentStore(privacy)
  const browser = fakeBrowser(baseUrl, { getPageToken: () => null })
  for (const [k, v] of options.cookies ?? []) browser.jar.cookies.set(k, v)
  const api = iabApi(browser.client)
  let cmp: Promise<Cmp> | null = null
  const startCmp = () => {
    cmp ??= createCmp(privacy, store, () => Promise.resolve(api))
    return cmp
  }
  const onDone = vi.fn()
  const language = options.language ?? 'en'
  const state = testGlobalState({ privacy, language, locale: language === 'ko' ? 'ko-KR' : 'en-GB' })
  const i18n = createI18n(language, state.locale, (language === 'ko' ? ko : en) as Messages)
  const result = render(
    <AppProviders state={state} i18n={i18n} bus={createEventBus()}>
      <IabDialogView
        store={store}
        privacy={privacy}
        onDone={onDone}
        active
        startAt={options.startAt ?? 'landing'}
        opened={options.opened ?? false}
        api={api}
        cmp={startCmp}
        newConsentId={() => crypto.randomUUID()}
      />
    </AppProviders>,
  )
  const requested = (path: string) =>
    browser.jar.requests.filter((r) => new URL(r.url).pathname === path).length
  return { ...result, store, onDone, jar: browser.jar, requested, startCmp }
}
