import approvalsMessages from 'virtual:fw-messages/section/approvals'
import { useEffect, useId, useState } from 'react'
import type { TSlackResponse } from '../../../shared/business/approvals-schemas.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { approvalError } from './approval-texts.ts'
import { useApprovalsApi } from './approvals-api-context.tsx'
import './approvals.css'

addEnglishMessages(approvalsMessages)

/** The integrations page's Slack card (decision 055): the company's incoming webhook for approval messages. */
export function SlackCard() {
  const features = useGlobalState().auth?.businessState?.features
  // The company's plan or settings leave it off: no card (the server refuses its calls too).
  if (!features?.includes('SLACK_INTEGRATION')) return null
  return <SlackSettings />
}

function SlackSettings() {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const [state, setState] = useState<TSlackResponse | null>(null)
  const [url, setUrl] = useState('')
  const [label, setLabel] = useState('')
  const [message, setMessage] = useState('')
  useEffect(() => {
    api()
      .slack()
      .then(setState, (e: unknown) => setMessage(approvalError(t, e)))
  }, [api, t])

  async function run(call: () => Promise<TSlackResponse>) {
    try {
      setState(await call())
      setUrl('')
      setMessage(t('approvals.saved'))
    } catch (error) {
      setMessage(approvalError(t, error))
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="fw-approval-card fw-approval-form">
      <h2 id={`${id}-title`}>{t('approvals.slack.title')}</h2>
      <p>{t('approvals.slack.about')}</p>
      <p>
        {state?.configured
          ? t('approvals.slack.configured', { host: state.host ?? '', label: state.channelLabel ?? '' })
          : t('approvals.slack.notConfigured')}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void run(() => api().saveSlack({ webhookUrl: url, ...(label ? { channelLabel: label } : {}) }))
        }}
      >
        <label htmlFor={`${id}-url`}>{t('approvals.slack.url')}</label>
        <input
          id={`${id}-url`}
          className="fw-input"
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <label htmlFor={`${id}-label`}>{t('approvals.slack.label')}</label>
        <input
          id={`${id}-label`}
          className="fw-input"
          maxLength={80}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <div className="fw-approval-actions">
          <Button type="submit">{t('approvals.slack.save')}</Button>
          {state?.configured ? (
            <Button variant="secondary" onClick={() => void run(() => api().removeSlack())}>
              {t('approvals.slack.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status">{message}</p>
    </section>
  )
}
