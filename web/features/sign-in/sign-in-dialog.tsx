import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { browserAuthApi, type TAuthResult } from '../../api/auth.ts'
import { browserLocalStorage, browserSessionStorage } from '../../app/browser-storage.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { rememberReturningUser } from './returning-user.ts'
import { createSignInCommands } from './sign-in-commands.ts'
import { SIGN_IN_CONFIG, signInMaxWidth } from './sign-in-config.ts'
import {
  hasBackControl,
  initialSignInState,
  signInReducer,
  type TSignInAction,
  type TSignInState,
} from './sign-in-machine.ts'
import { createSignInOpening } from './sign-in-opening.ts'
import { signedInTarget } from './sign-in-outcomes.ts'
import type { SignInDialogProps } from './sign-in-props.ts'
import { SIGN_IN_VIEWS } from './sign-in-view.tsx'
import type { ViewProps } from './views/view-parts.tsx'
import './sign-in.css'
import signInMessages from 'virtual:fw-messages/section/signIn'

addEnglishMessages(signInMessages)

/** The session changed, so the page starts over: at loginRedirectUrl, or here. */
function startOver(result: TAuthResult): void {
  rememberReturningUser(browserLocalStorage)
  const target = signedInTarget(result)
  if (target) window.location.assign(target)
  else window.location.reload()
}

/** Moves focus into the view that just opened: its erroneous field, its first field, or its title. */
function focusView(body: HTMLElement | null, errorField: string | null | undefined): void {
  if (!body) return
  const target =
    (errorField ? body.querySelector<HTMLElement>(`input[name="${errorField}"]:not([hidden])`) : null) ??
    body.querySelector<HTMLElement>('input:not([hidden]):not([disabled]):not([type="checkbox"])') ??
    body.querySelector<HTMLElement>('[data-view-title]')
  target?.focus()
}

/** One view; mounted afresh for each (its fields start empty) and focused as it opens. */
function ViewFrame({ props }: { props: ViewProps }) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => focusView(frame.current, null), [])
  const View = SIGN_IN_VIEWS[props.state.view]
  return (
    <div ref={frame} data-view={props.state.view}>
      <View {...props} />
    </div>
  )
}

/** The sign-in dialog: a popup on wide screens, a bottom sheet on narrow ones. */
export function SignInDialog({ request, onClosed }: SignInDialogProps) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const [store] = useState(() => createStore<TSignInState>(() => initialSignInState(request)))
  const state = useStore(store)
  const [opening] = useState(() => createSignInOpening(request, bus, browserSessionStorage))
  const wide = useMinWidth(BREAKPOINTS.m)
  const body = useRef<HTMLDivElement>(null)

  const dispatch = useCallback(
    (action: TSignInAction) => store.setState((s) => signInReducer(s, action), true),
    [store],
  )
  const commands = useMemo(
    () =>
      createSignInCommands({
        api: browserAuthApi(),
        dispatch,
        getState: store.getState,
        onSignedIn: startOver,
        regurl: `${window.location.pathname}${window.location.search}`,
        consentRequired: SIGN_IN_CONFIG.termsConsentRequired,
      }),
    [dispatch, store],
  )
  const close = useCallback(() => {
    opening.closed()
    onClosed()
  }, [opening, onClosed])

  useEffect(() => opening.shown(), [opening])
  useEffect(() => {
    if (state.error?.field) focusView(body.current, state.error.field)
  }, [state.error])

  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'sheet'}
      onClose={close}
      maxWidth={signInMaxWidth()}
      className="fw-signin"
    >
      <div className="fw-signin-bar">
        {hasBackControl(state.view) ? (
          <Button
            className="fw-link-button"
            onPress={() => dispatch({ type: 'back' })}
            isDisabled={state.pending}
          >
            {t('signIn.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button slot="close" className="fw-dialog-close" aria-label={t('signIn.close')}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <div ref={body}>
        <ViewFrame key={state.view} props={{ state, dispatch, commands, close, t }} />
      </div>
    </ModalDialog>
  )
}
