import type { TSocialCredential } from '../../../../shared/social/social-contract.ts'

/**
 * A social answer that needs one more step from the visitor: confirm creating an account, or prove the
 * existing account's password to link it. Held in memory only (it holds a token) and shared between the
 * dialog and the one-tap chunk.
 */
export interface TSocialPending {
  credential: TSocialCredential
  step: 'confirmRegister' | 'linkExisting'
  email: string | null
  name: string | null
  /** It came from the one-tap prompt. */
  oneTap: boolean
}

let pending: TSocialPending | null = null

export const socialPending = {
  get: () => pending,
  set(value: TSocialPending | null) {
    pending = value
  },
}
