import type { EventBus } from '../../../shared/event-bus.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { type PickersApi, pickersApi } from '../../api/pickers.ts'
import { browserSessionStorage, type StorageLike } from '../../app/browser-storage.ts'
import { logError } from '../../app/logger.ts'

/** What the pickers reach outside themselves: the server, the page's address, storage, the log. */
export interface PickerEnvironment {
  api: PickersApi
  assign(url: string): void
  reload(): void
  pathname(): string
  session: StorageLike
  log(error: unknown, context: Record<string, unknown>): void
}

let browser: PickerEnvironment | null = null

export function browserPickerEnvironment(): PickerEnvironment {
  browser ??= {
    api: pickersApi(browserApiClient()),
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    pathname: () => window.location.pathname,
    session: browserSessionStorage,
    log: logError,
  }
  return browser
}

/** How a picker shows: a dropdown at ML and wider, else a bottom sheet, or the whole screen when very narrow. */
export type TPickerPresentation = 'dropdown' | 'sheet' | 'fullscreen'

export interface PickerPanelProps {
  triggerRef: React.RefObject<HTMLElement | null>
  presentation: TPickerPresentation
  onClose(): void
  env: PickerEnvironment
  bus: EventBus
}
