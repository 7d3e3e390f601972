import { describe, expect, it } from 'vitest'
import type { TAccountSwitcherItem, TAuthState, TBusinessState } from '../../../shared/auth-state.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { ACCOUNT_MENU_CONFIG } from './account-menu-config.ts'
import {
  menuLinks,
  selectedSwitcherItem,
  showsBusinessToggle,
  showsConfirmAccount,
  signOutLabelKey,
  switcherItemState,
  switcherKey,
} from './account-menu-model.ts'

const item = (
  userEmail: string,
  businessMode: boolean,
  tokenId = `tok_${userEmail}`,
): TAccountSwitcherItem => ({
  userEmail,
  tokenId,
  businessMode,
  accountName: userEmail,
  imgUrl: null,
})

function business(mode: boolean, withProfile = true): TBusinessState {
  const state = testBusinessState({ businessMode: mode, companyName: 'Northwind' })
  return {
    ...state,
    businessProfile:
      withProfile && state.businessProfile ? { ...state.businessProfile, roleName: 'traveler' } : null,
  }
}

const dana = (
  mode: boolean,
  items = [item('dana@n.test', false, 'tok_a'), item('dana@n.test', true, 'tok_b')],
) =>
  signedInAuth({
    userInfoState: {
      accountName: 'Dana',
      accountEmail: 'dana@n.test',
      userImgUrl: null,
      userDisplayEmail: 'dana@n.test',
    },
    accountSwitcherItems: items,
    businessState: business(mode),
  })

describe('account menu links', () => {
  it('shows trips, business registration, help and account to a personal user', () => {
    expect(menuLinks(signedInAuth(), ACCOUNT_MENU_CONFIG).map((l) => l.href)).toEqual([
      '/trips',
      '/business',
      '/help',
      '/profile/account',
    ])
  })

  it('adds guidebooks when the user has them, and drops business registration with a business profile', () => {
    const ids = menuLinks({ ...dana(false), guidebookEnabled: true }, ACCOUNT_MENU_CONFIG).map((l) => l.id)
    expect(ids).toEqual(['trips', 'help', 'account', 'guidebooks'])
  })

  it('leaves out what the configuration turns off', () => {
    const config = { ...ACCOUNT_MENU_CONFIG, trips: false, help: false, guidebooks: false }
    const ids = menuLinks({ ...signedInAuth(), guidebookEnabled: true }, config).map((l) => l.id)
    expect(ids).toEqual(['businessRegistration', 'account'])
  })
})

describe('account switcher', () => {
  it("selects the first item with the session's e-mail and mode", () => {
    const items = [
      item('x@n.test', false),
      item('dana@n.test', false, 'tok_a'),
      item('dana@n.test', true, 'tok_b'),
    ]
    expect(selectedSwitcherItem(dana(false, items))?.tokenId).toBe('tok_a')
    expect(selectedSwitcherItem(dana(true, items))?.tokenId).toBe('tok_b')
    expect(selectedSwitcherItem({ ...signedInAuth(), accountSwitcherItems: [] })).toBeNull()
  })

  it('states each item: the selected one, the one switching, the others', () => {
    const auth = dana(false)
    const [personal, biz] = auth.accountSwitcherItems as [TAccountSwitcherItem, TAccountSwitcherItem]
    const selected = selectedSwitcherItem(auth)
    expect(switcherItemState(personal, selected, null)).toBe('selected')
    expect(switcherItemState(biz, selected, null)).toBe('unselected')
    expect(switcherItemState(biz, selected, switcherKey(biz))).toBe('loading')
    // The same session listed in both modes is two items.
    expect(switcherKey(personal)).not.toBe(switcherKey({ ...personal, businessMode: true }))
  })
})

describe('business/personal toggle', () => {
  it('shows only when the current e-mail has a personal and a business item', () => {
    expect(showsBusinessToggle(dana(false))).toBe(true)
    expect(showsBusinessToggle(dana(false, [item('dana@n.test', false)]))).toBe(false)
    expect(showsBusinessToggle(dana(false, [item('dana@n.test', false), item('other@n.test', true)]))).toBe(
      false,
    )
  })
})

describe('labels and buttons', () => {
  it('says "sign out all" when more than one distinct e-mail is signed in', () => {
    expect(signOutLabelKey(dana(false))).toBe('accountMenu.signOut')
    const two: TAuthState = {
      ...dana(false),
      accountSwitcherItems: [item('a@n.test', false), item('B@n.test', false)],
    }
    expect(signOutLabelKey(two)).toBe('accountMenu.signOutAll')
    const sameTwice: TAuthState = {
      ...dana(false),
      accountSwitcherItems: [item('a@n.test', false), item('A@n.test', true)],
    }
    expect(signOutLabelKey(sameTwice)).toBe('accountMenu.signOut')
  })

  it('offers to confirm an unconfirmed account that has an e-mail', () => {
    expect(showsConfirmAccount({ ...signedInAuth(), unconfirmedAccount: true })).toBe(true)
    expect(showsConfirmAccount(signedInAuth())).toBe(false)
    expect(showsConfirmAccount({ ...signedInAuth(), unconfirmedAccount: true, userInfoState: null })).toBe(
      false,
    )
  })
})
