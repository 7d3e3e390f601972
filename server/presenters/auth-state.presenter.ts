import {
  ANONYMOUS_AUTH_STATE,
  type TAccountSwitcherItem,
  type TAuthState,
  type TBusinessState,
} from '../../shared/auth-state.ts'
import { ADMIN_PAGES, type TAdminPage } from '../../shared/business/admin-pages.ts'
import { logoImagePath } from '../../shared/business/company-files-contract.ts'
import { hubViewerOfBusiness, isPageVisible } from '../../shared/business/hub-visibility.ts'
import { planOf } from '../../shared/permissions.ts'
import type { ActiveSession, GroupSession } from '../repositories/session.repository.ts'
import type { SessionView } from '../services/auth-state.service.ts'
import { accountName } from './account-name.ts'

const BOOK_FOR_OTHER = [
  'TRIP_EVENT_BOOK_FOR_OTHER',
  'TRIP_EVENT_BOOK_FOR_EXPLICIT',
  'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
  'TRIP_EVENT_BOOK_FOR_ALL',
]

const APPROVAL_PAGE = ADMIN_PAGES.find((p) => p.key === 'approval') as TAdminPage

function businessState(session: ActiveSession): TBusinessState | null {
  const b = session.business
  if (!b) return null
  return {
    businessProfile: {
      id: b.profileId,
      companyId: b.companyId,
      companyName: b.companyName,
      roleName: b.roleName,
      firstName: session.firstName,
      lastName: session.lastName,
    },
    features: b.features,
    permissions: b.permissions,
    businessMode: session.businessMode,
    bookingMode: b.bookingMode,
    companyConfirmationNeeded: !b.companyConfirmed,
    businessProfileConfirmationNeeded: !b.profileConfirmed,
    currentlyBookingForOther: session.actingForUserId !== null,
    currentTraveler: session.actingForUserId
      ? { accountName: session.actingForName ?? '', userImgUrl: null }
      : null,
    currentTravelerInfoState: session.actingForUserId ? 'loaded' : 'none',
    travelArranger: b.permissions.some((p) => BOOK_FOR_OTHER.includes(p)),
    companyName: b.companyName,
    companyLogoUrl: b.logoVersion ? logoImagePath(b.logoVersion) : null,
    bookOnBehalfEnabled: b.features.includes('BOOK_ON_BEHALF'),
    plan: planOf(b.plan),
    requireTwoFactor: b.requireTwoFactor,
    secondFactorProven: session.secondFactorAt !== null,
    accountOnboardingProgress: b.accountOnboardingProgress ?? null,
    companyOnboardingProgress: b.companyOnboardingProgress ?? null,
  }
}

/**
 * An e-mail with both a personal and a business account shows as two accounts (one session, two
 * modes): the switcher and the business/personal toggle move between them with the same tokenId.
 */
function switcherItems(s: GroupSession): TAccountSwitcherItem[] {
  const modes = s.hasPersonalAccount && s.hasBusinessProfile ? [false, true] : [s.businessMode]
  return modes.map((businessMode) => ({
    userEmail: s.email,
    tokenId: s.id,
    businessMode,
    accountName: accountName(s),
    imgUrl: null,
  }))
}

export interface AuthStateOptions {
  /** The site offers guidebooks (GUIDEBOOKS_ENABLED); a signed-in user then has them (decision 051). */
  guidebooks?: boolean
}

/** The auth state the header and menus read (spec section 3). */
export function presentAuthState(
  { session, group }: SessionView,
  options: AuthStateOptions = {},
): TAuthState {
  if (!session) return ANONYMOUS_AUTH_STATE
  const name = accountName(session)
  const business = businessState(session)
  const inBusiness = Boolean(business && session.businessMode)
  const impersonated = session.impersonatorUserId !== null
  return {
    ...ANONYMOUS_AUTH_STATE,
    allowSignIn: true,
    loggedInSession: true,
    unconfirmedAccount: !session.emailConfirmed,
    guidebookEnabled: options.guidebooks === true,
    // While impersonating, the way back is ending it, not the switcher (decision 021).
    accountSwitcherItems: (impersonated ? group.filter((s) => s.id === session.sessionId) : group).flatMap(
      switcherItems,
    ),
    accountName: name,
    userInfoState: {
      accountName: name,
      accountEmail: session.email,
      userImgUrl: null,
      userDisplayEmail: session.email,
    },
    permissions: inBusiness ? (business?.permissions ?? []) : [],
    features: inBusiness ? (business?.features ?? []) : [],
    // Exactly when the hub's trips-to-approve page is visible (decision 039): menus and page agree.
    authorizedForApprovalsPage: isPageVisible(APPROVAL_PAGE, hubViewerOfBusiness(business)),
    businessState: business,
    impersonation: impersonated
      ? {
          supporterName: session.impersonatorName || 'Support',
          until: session.expiresAt.toISOString(),
        }
      : null,
  }
}
