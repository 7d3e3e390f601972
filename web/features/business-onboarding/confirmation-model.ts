import type { TAuthState } from '../../../shared/auth-state.ts'

export type TConfirmationKind = 'company' | 'profile'

/**
 * Which business confirmation button the account menu shows (spec section 5): the company's when there
 * is a business profile and the company needs confirming; the profile's when there is a profile, the
 * company needs nothing and the profile needs confirming. Never both; none without an e-mail to send to.
 */
export function confirmationButton(auth: TAuthState, email: string): TConfirmationKind | null {
  const state = auth.businessState
  if (!state?.businessProfile || !email) return null
  if (state.companyConfirmationNeeded) return 'company'
  if (state.businessProfileConfirmationNeeded) return 'profile'
  return null
}

export type TSendStatus = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * One press of a confirmation button: nothing without an e-mail or while sending; 'sent' or, on any
 * failure, 'failed' (the button is enabled again and a generic error shows).
 */
export async function sendConfirmation(
  status: TSendStatus,
  email: string,
  send: (email: string) => Promise<unknown>,
  setStatus: (status: TSendStatus) => void,
): Promise<void> {
  if (!email || status === 'sending') return
  setStatus('sending')
  try {
    await send(email)
    setStatus('sent')
  } catch {
    setStatus('failed')
  }
}
