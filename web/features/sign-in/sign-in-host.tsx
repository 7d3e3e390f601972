import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SOCIAL_TIMINGS } from '../../../shared/social/social-timings.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { browserLocalStorage, browserSessionStorage } from '../../app/browser-storage.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { whenAllowed } from '../consent/consent-gate.ts'
import { consentStoreFor } from '../consent/consent-store.ts'
import { loadSignInDialog } from './load-sign-in-dialog.ts'
import { scheduleReturningUserPrompt } from './returning-user.ts'
import { signInRequestFromSearch, withoutSignInParam } from './sign-in-link.ts'
import type { TSignInRequest } from './sign-in-machine.ts'
import type { SignInDialogProps } from './sign-in-props.ts'

interface Opening {
  id: number
  request: TSignInRequest
}

/**
 * Listens for sign-in requests and shows the dialog, whose code (and React Aria's) loads on the first
 * request. Also runs the front door's returning-user prompt. Renders nothing until then.
 */
export function SignInHost() {
  const bus = useEventBus()
  const { auth, social, privacy } = useGlobalState()
  const oneTap = social?.oneTap ?? null
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const [opening, setOpening] = useState<Opening | null>(null)
  const [Dialog, setDialog] = useState<ComponentType<SignInDialogProps> | null>(null)
  // Requests while the dialog is open (or loading) belong to that opening.
  const busy = useRef(false)
  const count = useRef(0)
  const signedIn = Boolean(auth?.loggedInSession)
  const allowSignIn = auth?.allowSignIn ?? true

  useEffect(
    () =>
      bus.subscribe('signin:request', (request) => {
        if (busy.current || !allowSignIn) return
        busy.current = true
        loadSignInDialog().then(
          (mod) => {
            count.current += 1
            const id = count.current
            // A transition: React renders the dialog in slices, so the page answers input meanwhile.
            startTransition(() => {
              setDialog(() => mod.SignInDialog)
              setOpening({ id, request })
            })
          },
          () => {
            // Logged by importWithRetry; the next request tries again.
            busy.current = false
          },
        )
      }),
    [bus, allowSignIn],
  )

  // A mailed link such as /?signin=forgot opens the dialog in that state, once.
  useEffect(() => {
    const request = signedIn ? null : signInRequestFromSearch(search)
    if (!request) return
    navigate(withoutSignInParam(pathname, search, hash), { replace: true })
    bus.publish('signin:request', request)
  }, [signedIn, search, pathname, hash, bus, navigate])

  useEffect(
    () =>
      scheduleReturningUserPrompt({
        pathname,
        signedIn,
        session: browserSessionStorage,
        local: browserLocalStorage,
        bus,
        setTimer: (run, ms) => {
          const timer = window.setTimeout(run, ms)
          return () => window.clearTimeout(timer)
        },
      }),
    [pathname, signedIn, bus],
  )

  // Google one-tap: its code and Google's library load well after the page (spec section 9), and only
  // once functional cookies are allowed: the prompt reaches Google unasked, so it waits for consent.
  useEffect(() => {
    if (!oneTap || signedIn) return
    let timer = 0
    const stopWaiting = whenAllowed(consentStoreFor(privacy), 'functional', () => {
      timer = window.setTimeout(() => {
        importWithRetry(() => import('../one-tap/one-tap.ts')).then(
          (mod) =>
            mod.startOneTap({
              ...oneTap,
              openDialog: () => bus.publish('signin:request', { reason: 'generic', state: 'oauth' }),
            }),
          (error: unknown) => logError(error, { feature: 'one-tap' }),
        )
      }, SOCIAL_TIMINGS.googleLibraryDelayMs)
    })
    return () => {
      stopWaiting()
      window.clearTimeout(timer)
    }
  }, [oneTap, signedIn, bus, privacy])

  if (!Dialog || !opening) return null
  return (
    <Dialog
      key={opening.id}
      request={opening.request}
      onClosed={() => {
        busy.current = false
        setOpening(null)
      }}
    />
  )
}
