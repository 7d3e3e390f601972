import { useId } from 'react'
import type {
  THomepageMessage,
  THomepageMessageSaveRequest,
} from '../../../shared/business/homepage-messages-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

export interface TMessageDraft {
  title: string
  body: string
  audience: 'everyone' | 'groups'
  groupIds: string[]
  startsOn: string
  endsOn: string
}

export const emptyMessage = (today: string): TMessageDraft => ({
  title: '',
  body: '',
  audience: 'everyone',
  groupIds: [],
  startsOn: today,
  endsOn: '',
})

/** The form's copy of a saved message: its own fields only (a saved message also has an id). */
export const draftOfMessage = (m: THomepageMessage): TMessageDraft => ({
  title: m.title,
  body: m.body,
  audience: m.audience,
  groupIds: [...m.groupIds],
  startsOn: m.startsOn,
  endsOn: m.endsOn ?? '',
})

// Named one by one: the save schema is strict, so anything else the draft carried would refuse the save.
export const messageRequest = (d: TMessageDraft): THomepageMessageSaveRequest => ({
  title: d.title,
  body: d.body,
  audience: d.audience,
  groupIds: d.audience === 'groups' ? d.groupIds : [],
  startsOn: d.startsOn,
  endsOn: d.endsOn === '' ? null : d.endsOn,
})

/** A message's fields: title, plain-text body, who sees it (everyone or groups), first and last day. */
export function MessageInputs({
  value,
  groups,
  onChange,
}: {
  value: TMessageDraft
  groups: readonly { id: string; name: string }[]
  onChange(next: TMessageDraft): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const set = <K extends keyof TMessageDraft>(key: K, v: TMessageDraft[K]) => onChange({ ...value, [key]: v })
  return (
    <>
      <div className="fw-company-select">
        <label htmlFor={`${id}-title`} className="fw-field-label">
          {t('payFields.messages.title')}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          maxLength={120}
          value={value.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="fw-company-select">
        <label htmlFor={`${id}-body`} className="fw-field-label">
          {t('payFields.messages.body')}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={4}
          maxLength={2000}
          value={value.body}
          onChange={(e) => set('body', e.target.value)}
        />
      </div>
      <fieldset className="fw-company-fieldset">
        <legend>{t('payFields.messages.audience')}</legend>
        {(['everyone', 'groups'] as const).map((a) => (
          <label key={a} className="fw-checkbox">
            <input
              type="radio"
              name={`${id}-audience`}
              checked={value.audience === a}
              onChange={() => set('audience', a)}
            />{' '}
            {t(`payFields.messages.${a}`)}
          </label>
        ))}
        {value.audience === 'groups'
          ? groups.map((g) => (
              <label key={g.id} className="fw-checkbox">
                <input
                  type="checkbox"
                  checked={value.groupIds.includes(g.id)}
                  onChange={(e) =>
                    set(
                      'groupIds',
                      e.target.checked ? [...value.groupIds, g.id] : value.groupIds.filter((x) => x !== g.id),
                    )
                  }
                />{' '}
                {g.name}
              </label>
            ))
          : null}
      </fieldset>
      <div className="fw-company-select">
        <label htmlFor={`${id}-starts`} className="fw-field-label">
          {t('payFields.messages.startsOn')}
        </label>
        <input
          id={`${id}-starts`}
          type="date"
          name="startsOn"
          value={value.startsOn}
          onChange={(e) => set('startsOn', e.target.value)}
        />
      </div>
      <div className="fw-company-select">
        <label htmlFor={`${id}-ends`} className="fw-field-label">
          {t('payFields.messages.endsOn')}
        </label>
        <input
          id={`${id}-ends`}
          type="date"
          name="endsOn"
          aria-describedby={`${id}-ends-hint`}
          value={value.endsOn}
          onChange={(e) => set('endsOn', e.target.value)}
        />
        <p id={`${id}-ends-hint`} className="fw-field-hint">
          {t('payFields.messages.endsOnHint')}
        </p>
      </div>
    </>
  )
}
