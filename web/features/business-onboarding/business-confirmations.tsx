import './onboarding-messages.ts'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  confirmationButton,
  sendConfirmation,
  type TConfirmationKind,
  type TSendStatus,
} from './confirmation-model.ts'
import { useOnboardingApi } from './use-onboarding-api.ts'

/** The account menu's company or business-profile confirmation button (spec sections 4 and 5). */
export function BusinessConfirmations({ auth, email }: { auth: TAuthState; email: string }) {
  const kind = confirmationButton(auth, email)
  return kind ? <ConfirmationButton key={kind} kind={kind} email={email} /> : null
}

function ConfirmationButton({ kind, email }: { kind: TConfirmationKind; email: string }) {
  const { t } = useTranslation()
  const api = useOnboardingApi()
  const [status, setStatus] = useState<TSendStatus>('idle')
  const send = kind === 'company' ? api.sendCompanyConfirmation : () => api.resendProfileConfirmation()
  const key = `businessOnboarding.confirmations.${kind}`
  return (
    <div className="fw-confirm-account">
      <p>{t(`${key}.about`)}</p>
      {status === 'sent' ? null : (
        <Button
          className="fw-button fw-button--secondary"
          isDisabled={status === 'sending'}
          onPress={() => void sendConfirmation(status, email, send, setStatus)}
        >
          {t(status === 'sending' ? `${key}.sending` : `${key}.send`)}
        </Button>
      )}
      <p role="status" className="fw-field-hint">
        {status === 'sent' ? t(`${key}.sent`, { email }) : null}
      </p>
      <p role="alert" className="fw-alert">
        {status === 'failed' ? t('errors.generic') : null}
      </p>
    </div>
  )
}
