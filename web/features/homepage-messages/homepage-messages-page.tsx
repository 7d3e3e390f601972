import { useId, useState } from 'react'
import type { THomepageMessage } from '../../../shared/business/homepage-messages-schemas.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useCompanyList } from '../company-settings/company-list.tsx'
import { PayLoad, PayOutcome, PayRoot } from '../payment-options/pay-root.tsx'
import {
  draftOfMessage,
  emptyMessage,
  MessageInputs,
  messageRequest,
  type TMessageDraft,
} from './message-form.tsx'

const KEY = ['payFields', 'homepageMessages'] as const
const today = () => new Date().toISOString().slice(0, 10)

/** /business/policy/messages (decision 057): the company's messages on its travellers' home page. */
export function HomepageMessagesPage({ api }: { api?: PaymentFieldsApi }) {
  return (
    <PayRoot pageId="hubPolicyMessages">
      <Messages api={api ?? browserPaymentFieldsApi()} />
    </PayRoot>
  )
}

function Messages({ api }: { api: PaymentFieldsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState<TMessageDraft>(() => emptyMessage(today()))
  const [editing, setEditing] = useState<THomepageMessage | null>(null)
  const startAdding = () => {
    setEditing(null)
    setDraft(emptyMessage(today()))
  }
  const { list, save, remove } = useCompanyList({
    key: KEY,
    read: () => api.messages(),
    save: () =>
      editing ? api.saveMessage(editing.id, messageRequest(draft)) : api.addMessage(messageRequest(draft)),
    onSaved: startAdding,
    remove: (m: THomepageMessage) => api.removeMessage(m.id),
  })
  if (!list.data) return <PayLoad error={list.error} />
  const { messages, groups } = list.data
  const names = (ids: readonly string[]) =>
    groups
      .filter((g) => ids.includes(g.id))
      .map((g) => g.name)
      .join(', ')
  return (
    <>
      <h2>{t('payFields.messages.listTitle')}</h2>
      {messages.length === 0 ? <p>{t('payFields.messages.empty')}</p> : null}
      <ul className="fw-company-list">
        {messages.map((m) => (
          <li key={m.id} className="fw-company-item">
            <p id={`${id}-${m.id}`}>
              <strong>{m.title}</strong>
            </p>
            <p className="fw-home-message-body">{m.body}</p>
            <p>
              {m.endsOn
                ? t('payFields.messages.period', { start: m.startsOn, end: m.endsOn })
                : t('payFields.messages.openEnded', { start: m.startsOn })}{' '}
              ·{' '}
              {m.audience === 'everyone'
                ? t('payFields.messages.toEveryone')
                : t('payFields.messages.toGroups', { groups: names(m.groupIds) })}
            </p>
            <div className="fw-company-actions">
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${m.id}`}
                onClick={() => {
                  setEditing(m)
                  setDraft(draftOfMessage(m))
                }}
              >
                {t('payFields.messages.edit')}
              </button>
              <button
                type="button"
                className="fw-button fw-button--secondary"
                aria-describedby={`${id}-${m.id}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(m)}
              >
                {t('payFields.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <PayOutcome saved={remove.isSuccess ? t('payFields.removed') : null} error={remove.error} />
      <form
        className="fw-company-form"
        noValidate
        aria-labelledby={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <h2 id={`${id}-form`}>
          {editing
            ? t('payFields.messages.editTitle', { title: editing.title })
            : t('payFields.messages.addTitle')}
        </h2>
        <MessageInputs value={draft} groups={groups} onChange={setDraft} />
        <PayOutcome saved={save.isSuccess ? t('payFields.saved') : null} error={save.error} />
        <div className="fw-company-actions">
          <button type="submit" className="fw-button" disabled={save.isPending}>
            {editing ? t('payFields.messages.save') : t('payFields.messages.add')}
          </button>
          {editing ? (
            <button type="button" className="fw-button fw-button--secondary" onClick={startAdding}>
              {t('payFields.messages.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  )
}
