import approvalsMessages from 'virtual:fw-messages/section/approvals'
import { useActionState, useEffect, useId, useState } from 'react'
import { APPROVAL_LIMITS, ApprovalErrorCode } from '../../../shared/business/approvals-contract.ts'
import type { TSlackResponse } from '../../../shared/business/approvals-schemas.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FieldErrorNote, fieldErrorInput } from '../../ui/field-error-note.tsx'
import { approvalError, approvalFormErrors } from './approval-texts.ts'
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

interface SlackForm {
  /** What the fields hold after the action: React resets the form to them once it is done. */
  values: { webhookUrl: string; channelLabel: string }
  error: unknown
}

const FIELDS = ['webhookUrl', 'channelLabel'] as const

function SlackSettings() {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const [state, setState] = useState<TSlackResponse | null>(null)
  const [message, setMessage] = useState('')
  useEffect(() => {
    api()
      .slack()
      .then(setState, (e: unknown) => setMessage(approvalError(t, e)))
  }, [api, t])
  // Decision 110: a React action reads the form's own fields; the server checks them, and its refusal
  // comes back as the action's state.
  const [form, save, saving] = useActionState(
    async (_: SlackForm, data: FormData): Promise<SlackForm> => {
      const values = {
        webhookUrl: String(data.get('webhookUrl')),
        channelLabel: String(data.get('channelLabel')),
      }
      const { webhookUrl, channelLabel } = values
      try {
        setState(await api().saveSlack({ webhookUrl, ...(channelLabel ? { channelLabel } : {}) }))
        setMessage(t('approvals.saved'))
        return { values: { webhookUrl: '', channelLabel }, error: null }
      } catch (error) {
        setMessage('')
        return { values, error }
      }
    },
    { values: { webhookUrl: '', channelLabel: '' }, error: null },
  )
  const refused = approvalFormErrors(t, form.error, FIELDS, (code) =>
    code === ApprovalErrorCode.SLACK_WEBHOOK_INVALID ? 'webhookUrl' : null,
  )

  async function remove() {
    try {
      setState(await api().removeSlack())
      setMessage(t('approvals.saved'))
    } catch (error) {
      setMessage(approvalError(t, error))
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    className: 'fw-input',
    defaultValue: form.values[name],
    ...fieldErrorInput(`${id}-${name}-refused`, refused.fields[name]),
  })
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
        noValidate
        action={save}
        onSubmit={(e) => {
          if (saving) e.preventDefault()
        }}
      >
        <label htmlFor={`${id}-webhookUrl`}>{t('approvals.slack.url')}</label>
        <input type="url" required maxLength={APPROVAL_LIMITS.webhookUrlMaxLength} {...field('webhookUrl')} />
        <FieldErrorNote id={`${id}-webhookUrl-refused`} text={refused.fields.webhookUrl} />
        <label htmlFor={`${id}-channelLabel`}>{t('approvals.slack.label')}</label>
        <input maxLength={80} {...field('channelLabel')} />
        <FieldErrorNote id={`${id}-channelLabel-refused`} text={refused.fields.channelLabel} />
        <div className="fw-approval-actions">
          <Button type="submit" aria-disabled={saving || undefined}>
            {t('approvals.slack.save')}
          </Button>
          {state?.configured ? (
            <Button variant="secondary" onClick={() => void remove()}>
              {t('approvals.slack.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status">{refused.form ?? message}</p>
    </section>
  )
}
