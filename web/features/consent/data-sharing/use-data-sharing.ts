import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventBus } from '../../../../shared/event-bus.ts'
import {
  PRIVACY_LIMITS,
  PRIVACY_LOG_MESSAGES,
  PrivacyErrorCode,
} from '../../../../shared/privacy/privacy-contract.ts'
import { hasErrorCode } from '../../../api/errors.ts'
import type { ConsentStore } from '../consent-store.ts'
import {
  applyDataSharingAnswer,
  type DataSharingEnvironment,
  privacyManagePath,
} from './data-sharing-sync.ts'

export interface TDataSharingView {
  /** The switch: on when the visitor opted out of sharing. */
  optedOut: boolean
  /** A Global Privacy Control signal decided the opt-out. */
  gpc: boolean
  /** The browser still sends the signal: the switch stays opted out (decision 032). */
  locked: boolean
  loading: boolean
  setOptedOut(optedOut: boolean): void
}

/**
 * The opt-out switch's state (spec section 4): read with GET when shown, each change sent as the inverse
 * of the opt-out, debounced by 250 ms so that quick toggles make one call with the last value. A failed
 * read or write reverts the switch and takes the visitor to the privacy management page in this window.
 */
export function useDataSharing(
  env: DataSharingEnvironment,
  store: ConsentStore,
  bus: EventBus,
  signedIn: boolean,
): TDataSharingView {
  const initial = store.get()
  const [optedOut, setOptedOutState] = useState(!initial.allowDataSharing)
  const [gpc, setGpc] = useState(initial.gpc)
  const [loading, setLoading] = useState(true)
  // Known after hydration only, so that the server's and the browser's first render agree.
  const [signalling, setSignalling] = useState(false)
  const confirmed = useRef(!initial.allowDataSharing)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const alive = useRef(true)

  const fail = useCallback(
    (error: unknown) => {
      env.log(error, { message: PRIVACY_LOG_MESSAGES.dataSharing })
      if (alive.current) setOptedOutState(confirmed.current)
      if (hasErrorCode(error, PrivacyErrorCode.GPC_SIGNAL_ACTIVE)) {
        if (alive.current) setGpc(true)
        return
      }
      // Also after the dialog closed: the choice was not saved, so the visitor is shown where to make it.
      const manage = privacyManagePath(signedIn)
      // Already on the management page: going there again would only loop.
      if (env.pathname() !== manage) env.assign(manage)
    },
    [env, signedIn],
  )

  useEffect(() => {
    alive.current = true
    setSignalling(env.browserGpc())
    env.api.read().then(
      (answer) => {
        if (!alive.current) return
        confirmed.current = !answer.allowDataSharing
        setOptedOutState(!answer.allowDataSharing)
        setGpc(answer.gpc)
        setLoading(false)
      },
      (error: unknown) => {
        if (alive.current) setLoading(false)
        fail(error)
      },
    )
    return () => {
      alive.current = false
    }
  }, [env, fail])

  const send = useCallback(
    (next: boolean) => {
      if (next === confirmed.current) return
      // A consent id per save lets a retried request be recorded once (absent outside secure contexts).
      const consentId = globalThis.crypto?.randomUUID?.()
      const request = consentId ? { allowDataSharing: !next, consentId } : { allowDataSharing: !next }
      env.api.update(request).then((answer) => {
        confirmed.current = !answer.allowDataSharing
        applyDataSharingAnswer(store, bus, answer)
        if (!alive.current) return
        setOptedOutState(!answer.allowDataSharing)
        setGpc(answer.gpc)
      }, fail)
    },
    [env, store, bus, fail],
  )
  const pending = useRef<{ next: boolean; send: (next: boolean) => void } | null>(null)

  // Closing the dialog within the debounce still saves the last choice.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      const last = pending.current
      pending.current = null
      last?.send(last.next)
    },
    [],
  )

  const setOptedOut = useCallback(
    (next: boolean) => {
      setOptedOutState(next)
      if (timer.current) clearTimeout(timer.current)
      pending.current = { next, send }
      timer.current = setTimeout(() => {
        timer.current = null
        pending.current = null
        send(next)
      }, PRIVACY_LIMITS.dataSharingDebounceMs)
    },
    [send],
  )

  return { optedOut, gpc, locked: gpc && signalling, loading, setOptedOut }
}
