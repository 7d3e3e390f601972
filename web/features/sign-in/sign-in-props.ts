import type { TSignInRequest } from './sign-in-machine.ts'

/** What the host gives the lazily loaded dialog: the request that opened it, and how to end the opening. */
export interface SignInDialogProps {
  request: TSignInRequest
  onClosed(): void
}
