import type { TBusinessState } from '../auth-state.ts'

/** A business member's state as the auth state carries it: an admin of "Acme Travel" in business mode. */
export function testBusinessState(overrides: Partial<TBusinessState> = {}): TBusinessState {
  const companyName = overrides.companyName ?? 'Acme Travel'
  return {
    businessProfile: {
      id: 'bp',
      companyId: 'co',
      companyName,
      roleName: 'admin',
      firstName: 'Ava',
      lastName: 'Chen',
    },
    features: [],
    permissions: [],
    businessMode: true,
    bookingMode: 'TRAVELER_ONLY',
    companyConfirmationNeeded: false,
    businessProfileConfirmationNeeded: false,
    currentlyBookingForOther: false,
    currentTraveler: null,
    currentTravelerInfoState: 'none',
    travelArranger: false,
    companyName,
    companyLogoUrl: null,
    bookOnBehalfEnabled: false,
    accountOnboardingProgress: null,
    companyOnboardingProgress: null,
    ...overrides,
  }
}
