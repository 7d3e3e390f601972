import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { type TAuthResult, toAuthFailure } from '../../../api/auth.ts'
import { importWithRetry } from '../../../api/lazy-import.ts'
import { browserLocalStorage } from '../../../app/browser-storage.ts'
import { useGlobalState } from '../../../app/global-state.tsx'
import type { PasskeyClient, TPasskeyOutcome } from '../../passkey/passkey-client.ts'
import { passkeysOffered, usernameFor } from '../../passkey/passkey-config.ts'
import { PasskeyRequestError } from '../../passkey/passkey-errors.ts'
import { isBareIpHost } from '../../passkey/passkey-rules.ts'
import { rememberReturningUser } from '../returning-user.ts'
import { failureAction, signedInTarget } from '../sign-in-outcomes.ts'
import type { ViewProps } from './view-parts.tsx'

/** As after any sign-in, the page starts over: at loginRedirectUrl when safe, or here. */
function startOver(result: TAuthResult): void {
  rememberReturningUser(browserLocalStorage)
  const target = signedInTarget(result)
  if (target) window.location.assign(target)
  else window.location.reload()
}

/**
 * Passkeys in the sign-in dialog: offered in the e-mail field's autofill (conditional mediation, while
 * this view is open) and by a "Sign in with a passkey" button. Its client and @simplewebauthn/browser load
 * on demand; nothing shows where passkeys are not used (spec section 4).
 */
export function PasskeySignIn({ state, dispatch, t }: Pick<ViewProps, 'state' | 'dispatch' | 't'>) {
  const globalState = useGlobalState()
  const { auth } = globalState
  const enabled = passkeysOffered(globalState)
  const loggedIn = useRef(Boolean(auth?.loggedInSession))
  loggedIn.current = Boolean(auth?.loggedInSession)
  const [client, setClient] = useState<PasskeyClient | null>(null)
  const [offered, setOffered] = useState(false)
  // Bumped to offer autofill again after the button's own ceremony took its place.
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    importWithRetry(() => import('../../passkey/passkey-browser.ts')).then(
      (mod) => {
        if (!live) return
        const made = mod.browserPasskeyClient({
          enabled,
          loggedIn: () => loggedIn.current,
        })
        setClient(made)
        void made.isUsed().then((used) => live && setOffered(used))
      },
      () => {
        // Logged by importWithRetry; the password form works without passkeys.
      },
    )
    return () => {
      live = false
    }
  }, [enabled])

  const settle = useCallback(
    (outcome: TPasskeyOutcome, pending: boolean) => {
      if (outcome.used) {
        // Pending stays on: the page is leaving.
        startOver(outcome.result)
        return
      }
      // Not used (cancelled, no passkey, silent codes): the normal login carries on, quietly.
      if (pending) dispatch({ type: 'succeeded' })
    },
    [dispatch],
  )
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof PasskeyRequestError && error.silent) {
        dispatch({ type: 'succeeded' })
        return
      }
      dispatch(
        error instanceof PasskeyRequestError
          ? failureAction(toAuthFailure(error))
          : { type: 'failed', error: { field: null, key: 'signIn.passkey.failed' } },
      )
    },
    [dispatch],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round offers autofill again after the button's ceremony replaced it.
  useEffect(() => {
    // At a bare IP address the browser refuses every ceremony: the view says why instead.
    if (!client || isBareIpHost(window.location.hostname)) return
    let live = true
    let answered = false
    const onAnswer = () => {
      answered = true
      if (live) dispatch({ type: 'submit' })
    }
    client.autofill({ onAnswer }).then(
      (outcome) => {
        if (!live) return
        settle(outcome, answered)
        if (!outcome.used && outcome.reason === 'NO_SUCH_USER') setRound((n) => n + 1)
      },
      (error: unknown) => live && fail(error),
    )
    return () => {
      live = false
      client.cancel()
    }
  }, [client, round, dispatch, settle, fail])

  if (!client || !offered) return null
  const press = async () => {
    if (state.pending) return
    dispatch({ type: 'submit' })
    try {
      const outcome = await client.signIn(usernameFor(state.email))
      settle(outcome, true)
      if (!outcome.used) setRound((n) => n + 1)
    } catch (error) {
      fail(error)
      setRound((n) => n + 1)
    }
  }
  if (isBareIpHost(window.location.hostname)) {
    return <p className="fw-field-hint fw-signin-passkey">{t('signIn.passkey.bareIp')}</p>
  }
  return (
    <div className="fw-signin-actions fw-signin-passkey">
      <Button className="fw-button fw-button--secondary" onPress={() => void press()}>
        {t('signIn.passkey.button')}
      </Button>
    </div>
  )
}
