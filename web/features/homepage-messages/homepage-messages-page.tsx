import { useState } from 'react'
import { HOMEPAGE_MESSAGES_API } from '../../../shared/business/homepage-messages-contract.ts'
import type { THomepageMessage } from '../../../shared/business/homepage-messages-schemas.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { browserPaymentFieldsApi, type PaymentFieldsApi } from '../../api/payment-options.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { CompanyForm } from '../company-settings/company-form.tsx'
import { CompanyList, EditorActions, useCompanyList } from '../company-settings/company-list.tsx'
import { PayLoad, PayOutcome, PayRoot } from '../payment-options/pay-root.tsx'
import {
  draftOfMessage,
  emptyMessage,
  MessageInputs,
  messageRequest,
  type TMessageDraft,
} from './message-form.tsx'

const KEY = apiKey(HOMEPAGE_MESSAGES_API.messages)
const today = () => isoDay(new Date())

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
      <CompanyList
        rows={messages}
        emptyText={t('payFields.messages.empty')}
        rowKey={(m) => m.id}
        title={(m) => m.title}
        details={(m) => (
          <>
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
          </>
        )}
        actions={(m, nameId) => (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => {
              setEditing(m)
              setDraft(draftOfMessage(m))
            }}
          >
            {t('payFields.messages.edit')}
          </Button>
        )}
        remove={remove}
        outcome={PayOutcome}
        texts={{ remove: t('payFields.remove'), removed: t('payFields.removed') }}
      />
      <CompanyForm
        title={
          editing
            ? t('payFields.messages.editTitle', { title: editing.title })
            : t('payFields.messages.addTitle')
        }
        onSubmit={() => save.mutate()}
      >
        <MessageInputs value={draft} groups={groups} onChange={setDraft} />
        <PayOutcome saved={save.isSuccess ? t('payFields.saved') : null} error={save.error} />
        <EditorActions
          editing={editing !== null}
          saving={save.isPending}
          texts={{
            add: t('payFields.messages.add'),
            save: t('payFields.messages.save'),
            cancel: t('payFields.messages.cancel'),
          }}
          onCancel={startAdding}
        />
      </CompanyForm>
    </>
  )
}
