import siteServicesMessages from 'virtual:fw-messages/section/siteServices'
import { type FormEvent, useId, useState } from 'react'
import { FEEDBACK_LIMITS } from '../../../shared/site-services/site-services-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useBreakpoint } from '../../ui/breakpoint.ts'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { feedbackApi } from './feedback-api.ts'
import './site-services.css'

addEnglishMessages(siteServicesMessages)

const RATINGS = [1, 2, 3, 4, 5] as const
const defaultApi = feedbackApi(browserApiClient)

/**
 * Our own feedback widget (decision 050, in place of the spec's third-party one): loaded hidden, shown
 * when the feedback entry is clicked. What the visitor types goes to our server only; nothing sent is
 * shown back (React escapes the only text it shows, its own).
 */
export function FeedbackWidget({
  open,
  onClose,
  pagePath,
  api = defaultApi,
}: {
  open: boolean
  onClose(): void
  pagePath: string
  api?: ReturnType<typeof feedbackApi>
}) {
  const { t } = useTranslation()
  const wide = useBreakpoint() !== 's'
  const titleId = useId()
  const messageId = useId()
  const [message, setMessage] = useState('')
  const [rating, setRating] = useState<number | null>(null)
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [error, setError] = useState<string | null>(null)
  if (!open) return null
  const close = () => {
    if (state === 'sent') {
      setMessage('')
      setRating(null)
      setState('editing')
    }
    setError(null)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim() || state === 'sending') return
    setState('sending')
    setError(null)
    api.send({ message, rating, pagePath }).then(
      () => setState('sent'),
      (failure: unknown) => {
        setError(errorMessage(t, failure, t('siteServices.feedback.failed')))
        setState('editing')
      },
    )
  }
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'sheet'}
      onClose={close}
      labelledBy={titleId}
      maxWidth={480}
      className="fw-feedback"
    >
      <h2 id={titleId}>{t('siteServices.feedback.title')}</h2>
      {state === 'sent' ? (
        <>
          <p role="status">{t('siteServices.feedback.thanks')}</p>
          <div className="fw-feedback-actions">
            <Button onClick={close}>{t('siteServices.feedback.close')}</Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <p className="fw-feedback-about">{t('siteServices.feedback.about')}</p>
          <fieldset className="fw-feedback-rating">
            <legend>{t('siteServices.feedback.ratingLabel')}</legend>
            {RATINGS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                {t(`siteServices.feedback.rating${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="fw-field">
            <label className="fw-field-label" htmlFor={messageId}>
              {t('siteServices.feedback.messageLabel')}
            </label>
            <textarea
              id={messageId}
              className="fw-input fw-feedback-message"
              value={message}
              maxLength={FEEDBACK_LIMITS.messageMax}
              required
              rows={5}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="fw-form-message">
              {error}
            </p>
          ) : null}
          <div className="fw-feedback-actions">
            <Button type="submit" disabled={state === 'sending' || !message.trim()}>
              {t(state === 'sending' ? 'siteServices.feedback.sending' : 'siteServices.feedback.send')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('siteServices.feedback.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
