import { describe, expect, it, vi } from 'vitest'
import type { TSocialProvider } from '../../../../shared/social/social-contract.ts'
import { initialSignInState } from '../sign-in-machine.ts'
import type { SocialApi } from './social-api.ts'
import { createSocialCommands } from './social-commands.ts'
import { PopupClosedError } from './social-popup.ts'

/** The dialog's social commands over a popup that answers `popup`, reporting into a spy. */
function commandsWith(popup: () => Promise<{ error?: string; code?: string; state?: string }>) {
  const report = vi.fn()
  const login = vi.fn()
  const commands = createSocialCommands({
    api: { login } as unknown as SocialApi,
    openPopup: (_provider: TSocialProvider) => popup(),
    dispatch: () => {},
    getState: () => initialSignInState({ reason: 'generic' }),
    onSignedIn: () => {},
    consentRequired: true,
    report,
  })
  return { commands, report, login }
}

describe('Google authorization errors are reported with their source (spec section 8)', () => {
  it.each([
    ['PROVIDER_ERROR', 'google'],
    ['NOT_LOGGED_IN_TO_PROVIDER', 'google'],
    ['INVALID_STATE', 'fernway'],
    ['SERVICE_DISABLED', 'fernway'],
  ])('reports the popup’s %s as %s’s', async (code, source) => {
    const { commands, report, login } = commandsWith(async () => ({ error: code }))
    await commands.signInWith('google')
    expect(report).toHaveBeenCalledOnce()
    expect(report.mock.calls[0]?.[1]).toEqual({ feature: 'google-sign-in', source })
    expect(String(report.mock.calls[0]?.[0])).toContain(code)
    expect(login).not.toHaveBeenCalled()
  })

  it('reports a popup that failed in our hands as fernway’s, and a popup the visitor closed not at all', async () => {
    const broken = new TypeError('window.open is not a function')
    const failed = commandsWith(async () => Promise.reject(broken))
    await failed.commands.signInWith('google')
    expect(failed.report).toHaveBeenCalledWith(broken, { feature: 'google-sign-in', source: 'fernway' })

    const closed = commandsWith(async () => Promise.reject(new PopupClosedError('the popup was closed')))
    await closed.commands.signInWith('google')
    expect(closed.report).not.toHaveBeenCalled()
  })

  it('leaves other providers’ answers to the dialog', async () => {
    const { commands, report } = commandsWith(async () => ({ error: 'PROVIDER_ERROR' }))
    await commands.signInWith('naver')
    expect(report).not.toHaveBeenCalled()
  })
})
