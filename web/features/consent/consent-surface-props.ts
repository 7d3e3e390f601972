import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import type { ConsentStore } from './consent-store.ts'

/** What every consent surface gets from the host (consent-host.tsx). */
export interface TSurfaceProps {
  store: ConsentStore
  privacy: TPrivacyState
  /** Takes this surface off the stack (saved, acknowledged or closed); the next one below becomes active. */
  onDone(): void
  /** False while a surface above this one is active: it must not take focus or answer keys then. */
  active: boolean
  /** True when it shows because a surface before it on this page was done: it takes focus as it comes. */
  arrived?: boolean
}

export interface TCookieBannerProps extends TSurfaceProps {
  /** The side navigation's privacy entry starts at the category selection (spec section 4). */
  startAt: 'landing' | 'categories'
  /** Opened by the visitor (menu or link) rather than due on arrival. */
  opened: boolean
}

export interface TIabDialogProps extends TSurfaceProps {
  startAt: 'landing' | 'purposes' | 'vendors'
  opened: boolean
}
