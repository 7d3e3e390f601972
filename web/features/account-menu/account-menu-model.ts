import type { TAccountSwitcherItem, TAuthState } from '../../../shared/auth-state.ts'
import type { TAccountMenuConfig } from './account-menu-config.ts'

export interface TMenuLink {
  id: 'trips' | 'businessRegistration' | 'help' | 'account' | 'guidebooks'
  href: string
}

/**
 * The personal side's links, each shown only if configured, business registration only without a
 * business profile and guidebooks only when the user has them.
 */
export function menuLinks(auth: TAuthState, config: TAccountMenuConfig): TMenuLink[] {
  const links: (TMenuLink & { shown: boolean })[] = [
    { id: 'trips', href: '/trips', shown: config.trips },
    {
      id: 'businessRegistration',
      href: '/business',
      shown: config.businessRegistration && !auth.businessState?.businessProfile,
    },
    { id: 'help', href: '/help', shown: config.help },
    { id: 'account', href: '/profile/account', shown: config.account },
    { id: 'guidebooks', href: '/guides/yourguides', shown: config.guidebooks && auth.guidebookEnabled },
  ]
  return links.filter((l) => l.shown).map(({ id, href }) => ({ id, href }))
}

export function currentEmail(auth: TAuthState): string {
  return auth.userInfoState?.accountEmail ?? ''
}

export function currentBusinessMode(auth: TAuthState): boolean {
  return auth.businessState?.businessMode ?? false
}

/** The current account's item: the first with the session's e-mail and mode. */
export function selectedSwitcherItem(auth: TAuthState): TAccountSwitcherItem | null {
  const email = currentEmail(auth)
  const mode = currentBusinessMode(auth)
  return auth.accountSwitcherItems.find((i) => i.userEmail === email && i.businessMode === mode) ?? null
}

/** The business/personal toggle shows when the current e-mail has both a personal and a business item. */
export function showsBusinessToggle(auth: TAuthState): boolean {
  const email = currentEmail(auth)
  const modes = auth.accountSwitcherItems.filter((i) => i.userEmail === email).map((i) => i.businessMode)
  return email !== '' && modes.includes(true) && modes.includes(false)
}

/** "Sign out all" when more than one distinct e-mail is signed in (spec section 5). */
export function signOutLabelKey(auth: TAuthState): string {
  const emails = new Set(auth.accountSwitcherItems.map((i) => i.userEmail.toLowerCase()))
  return emails.size > 1 ? 'accountMenu.signOutAll' : 'accountMenu.signOut'
}

/** The confirm-account button: an unconfirmed account that has an e-mail to send to. */
export function showsConfirmAccount(auth: TAuthState): boolean {
  return auth.unconfirmedAccount && currentEmail(auth).trim() !== ''
}

export type TSwitcherItemState = 'unselected' | 'selected' | 'loading'

export function switcherItemState(
  item: TAccountSwitcherItem,
  selected: TAccountSwitcherItem | null,
  loadingKey: string | null,
): TSwitcherItemState {
  if (item === selected) return 'selected'
  return switcherKey(item) === loadingKey ? 'loading' : 'unselected'
}

/** Items are told apart by session and mode: one session may be listed once per mode. */
export function switcherKey(item: TAccountSwitcherItem): string {
  return `${item.tokenId}:${item.businessMode ? 'business' : 'personal'}`
}
