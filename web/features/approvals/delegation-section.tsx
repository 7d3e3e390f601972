import { useEffect, useId, useMemo, useState } from 'react'
import type { TApprovalPerson, TDelegationResponse } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useApprovalsApi } from './approvals-api-context.tsx'
import { searchPeople } from './people-search.ts'
import { PersonPicker } from './person-picker.tsx'
import { useApprovalSave } from './use-approval-save.ts'

/** The member's own out-of-office: dates and a delegate who decides in their place. */
export function DelegationSection() {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const approvers = useMemo(() => searchPeople(api, 'approvers'), [api])
  const [current, setCurrent] = useState<TDelegationResponse | null>(null)
  const [delegate, setDelegate] = useState<TApprovalPerson | null>(null)
  const [startsOn, setStartsOn] = useState('')
  const [endsOn, setEndsOn] = useState('')
  const { message, run } = useApprovalSave(setCurrent)
  useEffect(() => {
    api()
      .delegation()
      .then(setCurrent, () => setCurrent({ delegation: null }))
  }, [api])

  const heading = (
    <>
      <h2 id={`${id}-title`}>{t('approvals.approvers.delegationTitle')}</h2>
      <p>{t('approvals.approvers.delegationAbout')}</p>
    </>
  )
  // The form waits for the current delegation, so that nobody sets one without seeing the one in force.
  if (current === null) {
    return (
      <section aria-labelledby={`${id}-title`} className="fw-approval-form">
        {heading}
        <p role="status">{t('approvals.loading')}</p>
      </section>
    )
  }
  const d = current.delegation
  return (
    <section aria-labelledby={`${id}-title`} className="fw-approval-form">
      {heading}
      {d ? (
        <p>
          {t('approvals.approvers.delegationNow', {
            delegate: d.delegate.name,
            startsOn: d.startsOn,
            endsOn: d.endsOn,
          })}{' '}
          <Button variant="secondary" onClick={() => void run(() => api().removeDelegation())}>
            {t('approvals.approvers.removeDelegation')}
          </Button>
        </p>
      ) : null}
      <PersonPicker
        label={t('approvals.approvers.delegate')}
        value={delegate}
        search={approvers}
        onChange={setDelegate}
      />
      <label htmlFor={`${id}-from`}>{t('approvals.approvers.startsOn')}</label>
      <input
        id={`${id}-from`}
        className="fw-input"
        type="date"
        value={startsOn}
        onChange={(e) => setStartsOn(e.target.value)}
      />
      <label htmlFor={`${id}-to`}>{t('approvals.approvers.endsOn')}</label>
      <input
        id={`${id}-to`}
        className="fw-input"
        type="date"
        value={endsOn}
        onChange={(e) => setEndsOn(e.target.value)}
      />
      <Button
        disabled={!delegate || !startsOn || !endsOn}
        onClick={() =>
          delegate &&
          void run(() => api().saveDelegation({ delegateUserId: delegate.userId, startsOn, endsOn }))
        }
      >
        {t('approvals.approvers.saveDelegation')}
      </Button>
      <p role="status">{message}</p>
    </section>
  )
}
