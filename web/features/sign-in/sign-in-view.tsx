import type { ComponentType } from 'react'
import type { TSignInView } from './sign-in-machine.ts'
import { EmailFormView, ForgotPasswordView } from './views/email-views.tsx'
import { ExternalAuthView } from './views/external-auth-view.tsx'
import { BusinessOnboardingView, LandingView } from './views/landing-views.tsx'
import { MagicCodeView } from './views/magic-code-view.tsx'
import { CheckInboxView, ForgotSuccessView, LockedAccountView } from './views/message-views.tsx'
import { OAuthView } from './views/oauth-view.tsx'
import { LoginView, PasswordFormView } from './views/password-views.tsx'
import { RegisterView } from './views/register-view.tsx'
import type { ViewProps } from './views/view-parts.tsx'

/** Every state of the dialog and the view that shows it. */
export const SIGN_IN_VIEWS: Record<TSignInView, ComponentType<ViewProps>> = {
  landing: LandingView,
  priceAlert: LandingView,
  tripsSoftGate: LandingView,
  businessOnboarding: BusinessOnboardingView,
  emailForm: EmailFormView,
  passwordForm: PasswordFormView,
  login: LoginView,
  register: RegisterView,
  checkInbox: CheckInboxView,
  forgotPassword: ForgotPasswordView,
  forgotSuccess: ForgotSuccessView,
  magicCode: MagicCodeView,
  oauth: OAuthView,
  externalAuth: ExternalAuthView,
  lockedAccount: LockedAccountView,
}
