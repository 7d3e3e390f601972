import type { EventBus } from '../../../shared/event-bus.ts'
import { isSafeRedirect } from '../../../shared/redirect.ts'
import type { AuthApi } from '../../api/auth.ts'

export interface AccountActionDeps {
  api: AuthApi
  bus: EventBus
  assign(url: string): void
  reload(): void
  log(error: unknown, context: Record<string, unknown>): void
}

export interface AccountActions {
  /** Switches to another account or mode, then reloads (or goes to the business redirect). False on failure. */
  switchTo(tokenId: string, business: boolean): Promise<boolean>
  /** Lets the next sign-in join the signed-in accounts, then opens the sign-in dialog. */
  addAccount(): Promise<boolean>
  /** Signs every account out, then goes to the front door. */
  signOut(): Promise<void>
  /** Sends the confirmation e-mail again; false when it could not. */
  resendConfirmation(): Promise<boolean>
}

export function createAccountActions(deps: AccountActionDeps): AccountActions {
  const { api, log } = deps
  return {
    async switchTo(tokenId, business) {
      try {
        const result = await api.switchAccount(tokenId, business)
        if (isSafeRedirect(result.businessRedirectUrl)) deps.assign(result.businessRedirectUrl)
        else deps.reload()
        return true
      } catch (error) {
        // Spec section 8: account switch or add failure is logged only.
        log(error, { where: 'accountMenu.switch', business })
        return false
      }
    },
    async addAccount() {
      try {
        await api.addAccount()
      } catch (error) {
        log(error, { where: 'accountMenu.add' })
        return false
      }
      deps.bus.publish('signin:request', { reason: 'generic', state: 'login' })
      return true
    },
    async signOut() {
      try {
        await api.logout()
        deps.assign('/')
      } catch (error) {
        log(error, { where: 'accountMenu.signOut' })
        // The sign-out page tries again and, if it cannot either, says so and offers a retry.
        deps.assign('/signout')
      }
    },
    async resendConfirmation() {
      try {
        await api.resendConfirmation()
        return true
      } catch (error) {
        log(error, { where: 'accountMenu.resendConfirmation' })
        return false
      }
    },
  }
}
