import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { errorCode, errorText, ReauthCancelledError } from './account-errors.ts'
import { useAccountApis } from './account-query.ts'
import { PasswordField, SubmitOrCancel } from './fields.tsx'

type Guard = <T>(action: () => Promise<T>) => Promise<T>
const ReauthContext = createContext<Guard | null>(null)

/**
 * `withReauth(action)`: runs the action, and when the server answers REAUTH_REQUIRED asks for the
 * password in a dialog, then runs it once more. Closing the dialog rejects with ReauthCancelledError.
 */
export function useReauth(): Guard {
  const guard = useContext(ReauthContext)
  if (!guard) throw new Error('ReauthProvider is missing')
  return guard
}

interface Pending {
  resolve(): void
  reject(error: Error): void
}

export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const pendingRef = useRef<Pending | null>(null)

  const ask = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const next = { resolve, reject }
        pendingRef.current = next
        setPending(next)
      }),
    [],
  )
  const guard = useCallback<Guard>(
    async (action) => {
      try {
        return await action()
      } catch (error) {
        if (errorCode(error) !== AuthErrorCode.REAUTH_REQUIRED) throw error
        await ask()
        return action()
      }
    },
    [ask],
  )
  const finish = (outcome: 'done' | 'cancelled') => {
    const current = pendingRef.current
    pendingRef.current = null
    setPending(null)
    if (outcome === 'done') current?.resolve()
    else current?.reject(new ReauthCancelledError('re-authentication cancelled'))
  }
  return (
    <ReauthContext.Provider value={guard}>
      {children}
      {pending ? <ReauthDialog onDone={() => finish('done')} onCancel={() => finish('cancelled')} /> : null}
    </ReauthContext.Provider>
  )
}

function ReauthDialog({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!password) {
      setError(t('account.reauth.passwordRequired'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await account().reauthenticate(password)
      onDone()
    } catch (failure) {
      setError(errorText(t, failure))
      setBusy(false)
    }
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onCancel())}
      className="fw-modal-overlay"
    >
      <Modal className="fw-modal">
        <Dialog className="fw-dialog">
          <Heading slot="title">{t('account.reauth.title')}</Heading>
          <p>{t('account.reauth.about')}</p>
          <form onSubmit={submit} noValidate>
            <PasswordField
              label={t('account.fields.password')}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={error}
              autoFocus
              required
            />
            <SubmitOrCancel label={t('account.reauth.submit')} pending={busy} onCancel={onCancel} />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
