import authPagesMessages from 'virtual:fw-messages/section/authPages'
import signInMessages from 'virtual:fw-messages/section/signIn'
import { ConfirmPage } from '../../features/auth-pages/confirm-page.tsx'
import { ResendPage } from '../../features/auth-pages/resend-page.tsx'
import { ResetPasswordPage } from '../../features/auth-pages/reset-password-page.tsx'
import { SignOutPage } from '../../features/auth-pages/signout-page.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

// The pages' own texts, and the sign-in texts their password field and errors share with the dialog.
addEnglishMessages(authPagesMessages)
addEnglishMessages(signInMessages)

export const PAGES = {
  signout: SignOutPage,
  resend: ResendPage,
  resetPassword: ResetPasswordPage,
  confirm: ConfirmPage,
}
