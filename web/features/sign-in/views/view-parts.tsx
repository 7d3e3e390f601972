import type { ReactNode } from 'react'
import { Button, Heading } from 'react-aria-components'
import type { TFunction } from '../../../i18n/create-i18n.ts'
import type { SignInCommands } from '../sign-in-commands.ts'
import type { TErrorField, TSignInAction, TSignInError, TSignInState } from '../sign-in-machine.ts'

/** What every view is given: the state, the way to change it, and the calls. */
export interface ViewProps {
  state: TSignInState
  dispatch(action: TSignInAction): void
  commands: SignInCommands
  close(): void
  t: TFunction
}

export function errorText(t: TFunction, error: TSignInError): string {
  return error.text ?? t(error.key, error.values ?? {})
}

/** The error to show on `field`, or null. */
export function fieldError(t: TFunction, state: TSignInState, field: TErrorField): string | null {
  return state.error?.field === field ? errorText(t, state.error) : null
}

/**
 * The view's title: it names the dialog (slot "title") and takes focus when a view without fields
 * opens, so a screen reader says where the user now is.
 */
export function ViewTitle({ children }: { children: ReactNode }) {
  return (
    <Heading slot="title" level={2} tabIndex={-1} className="fw-signin-title" data-view-title="">
      {children}
    </Heading>
  )
}

/** A failure that belongs to no field, announced as it appears. */
export function FormAlert({ t, state }: { t: TFunction; state: TSignInState }) {
  return (
    <div role="alert" className="fw-alert">
      {state.error && state.error.field === null ? errorText(t, state.error) : null}
    </div>
  )
}

/**
 * The form's submit. While a call is out it says so and is marked disabled but keeps focus (a
 * disabled button would drop it); a second press is ignored by the commands. React Aria's isPending
 * is not used: its announcement points at the button, which the next view removes.
 */
export function SubmitButton({ pending, label, t }: { pending: boolean; label: string; t: TFunction }) {
  return (
    <Button type="submit" className="fw-button fw-signin-primary" aria-disabled={pending || undefined}>
      {pending ? t('signIn.pending') : label}
    </Button>
  )
}

export function LinkButton({ onPress, children }: { onPress(): void; children: ReactNode }) {
  return (
    <Button className="fw-link-button" onPress={onPress}>
      {children}
    </Button>
  )
}

/**
 * A view's form: its fields, then the failure that belongs to no field and the submit labelled
 * `submitLabel`. Its submit runs `onSubmit` in the page, without the browser's own validation.
 */
export function ViewForm({
  onSubmit,
  state,
  t,
  submitLabel,
  children,
}: {
  onSubmit(): void
  state: TSignInState
  t: TFunction
  submitLabel: string
  children: ReactNode
}) {
  return (
    <form
      className="fw-form fw-signin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <FormAlert t={t} state={state} />
      <SubmitButton pending={state.pending} label={submitLabel} t={t} />
    </form>
  )
}
