import { ONBOARDING_PAGES } from '../../shared/business/onboarding-contract.ts'
import type {
  TBusinessSignupResponse,
  TConfirmationResponse,
  TSendConfirmationResponse,
} from '../../shared/business/onboarding-schemas.ts'

/** Every signup answers this, whatever happened (no enumeration, decision 038). */
export function presentSignupAnswer(): TBusinessSignupResponse {
  return { status: 0, checkEmail: true }
}

export function presentSent(): TSendConfirmationResponse {
  return { sent: true }
}

/** Where the confirmation page goes next: a new founder to get-started, others to their tasks. */
export function presentConfirmation(
  kind: TConfirmationResponse['kind'],
  formToken: string | null,
): TConfirmationResponse {
  return {
    kind,
    signedIn: kind === 'signup',
    formToken,
    redirectUrl:
      kind === 'signup'
        ? ONBOARDING_PAGES.getStarted
        : kind === 'company'
          ? ONBOARDING_PAGES.tasksCompany
          : ONBOARDING_PAGES.tasks,
  }
}
