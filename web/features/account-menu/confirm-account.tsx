import { useState } from 'react'
import { Button } from 'react-aria-components'
import type { TFunction } from '../../i18n/create-i18n.ts'
import type { AccountActions } from './account-actions.ts'

type TStatus = 'idle' | 'sending' | 'sent' | 'failed'

/** The confirm-account button: disabled while sending; after a failure enabled again with a generic error. */
export function ConfirmAccount({
  email,
  actions,
  t,
}: {
  email: string
  actions: AccountActions
  t: TFunction
}) {
  const [status, setStatus] = useState<TStatus>('idle')
  return (
    <div className="fw-confirm-account">
      <p>{t('accountMenu.confirm.about', { email })}</p>
      {status === 'sent' ? null : (
        <Button
          className="fw-button fw-button--secondary"
          isDisabled={status === 'sending'}
          onPress={async () => {
            setStatus('sending')
            setStatus((await actions.resendConfirmation()) ? 'sent' : 'failed')
          }}
        >
          {t(status === 'sending' ? 'accountMenu.confirm.sending' : 'accountMenu.confirm.send')}
        </Button>
      )}
      <p role="status" className="fw-field-hint">
        {status === 'sent' ? t('accountMenu.confirm.sent') : null}
      </p>
      <p role="alert" className="fw-alert">
        {status === 'failed' ? t('errors.generic') : null}
      </p>
    </div>
  )
}
