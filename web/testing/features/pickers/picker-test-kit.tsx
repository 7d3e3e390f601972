import { type RenderResult, render } from '@testing-library/react'
import { createRef, type ReactElement } from 'react'
import { vi } from 'vitest'
import { createEventBus, type EventBus, type TAppEvents } from '../../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../../shared/global-state.ts'
import { pickersApi } from '../../../api/pickers.ts'
import { AppProviders } from '../../../app/providers.tsx'
import type { PickerEnvironment, PickerPanelProps } from '../../../features/pickers/picker-environment.ts'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser, MemoryStorage } from '../../api/fake-browser.ts'

/** A picker environment as one browser tab has it, its calls going to the real server at `baseUrl`. */
export function testEnvironment(
  baseUrl: string,
  tab: { cookie?: string; token?: string } = {},
  wrapFetch?: (jarFetch: typeof fetch) => typeof fetch,
) {
  const browser = fakeBrowser(baseUrl, { getPageToken: () => tab.token ?? null }, wrapFetch)
  if (tab.cookie) browser.jar.cookies.set('fw_sg', tab.cookie.slice('fw_sg='.length))
  const env: PickerEnvironment & { session: MemoryStorage } = {
    api: pickersApi(browser.client),
    assign: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    pathname: () => '/help',
    session: new MemoryStorage(),
    log: vi.fn<(error: unknown, context: Record<string, unknown>) => void>(),
  }
  return { env, jar: browser.jar }
}

/** Every event of `name` the bus carries from now on. */
export function heard<K extends keyof TAppEvents>(bus: EventBus, name: K): TAppEvents[K][] {
  const seen: TAppEvents[K][] = []
  bus.subscribe(name, (payload) => seen.push(payload))
  return seen
}

/** Renders a picker panel inside the app's providers, as a sheet (jsdom has no layout for a dropdown). */
export function renderPanel(
  Panel: (props: PickerPanelProps) => ReactElement,
  state: TGlobalState,
  env: PickerEnvironment,
  bus: EventBus = createEventBus(),
): RenderResult & { onClose: ReturnType<typeof vi.fn> } {
  const onClose = vi.fn()
  const i18n = createI18n(state.language, state.locale, (state.language === 'ko' ? ko : en) as Messages)
  const result = render(
    <AppProviders state={state} i18n={i18n} bus={bus}>
      <Panel triggerRef={createRef()} presentation="sheet" onClose={onClose} env={env} bus={bus} />
    </AppProviders>,
  )
  return Object.assign(result, { onClose })
}
