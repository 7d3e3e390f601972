import { useId, useMemo, useState } from 'react'
import type { TApprovalPerson } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useApprovalsApi } from './approvals-api-context.tsx'
import { searchPeople } from './people-search.ts'
import { PersonPicker } from './person-picker.tsx'
import { type ApproversSectionProps, useApprovalSave } from './use-approval-save.ts'

/** Each member's manager, for manager steps (kept here: the directory import's manager e-mail is the fallback). */
export function ManagersSection({ data, onSaved }: ApproversSectionProps) {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const everyone = useMemo(() => searchPeople(api, 'all'), [api])
  const [member, setMember] = useState<TApprovalPerson | null>(null)
  const [manager, setManager] = useState<TApprovalPerson | null>(null)
  const { message, run } = useApprovalSave(onSaved)

  return (
    <section aria-labelledby={`${id}-title`} className="fw-approval-form">
      <h2 id={`${id}-title`}>{t('approvals.approvers.managersTitle')}</h2>
      <p>{t('approvals.approvers.managersAbout')}</p>
      {data.managers.length === 0 ? <p>{t('approvals.approvers.noManagers')}</p> : null}
      <ul>
        {data.managers.map((m) => (
          <li key={m.member.userId}>
            {t('approvals.approvers.managerOf', { member: m.member.name, manager: m.manager.name })}{' '}
            <Button variant="secondary" onClick={() => void run(() => api().removeManager(m.member.userId))}>
              {t('approvals.approvers.removeManager', { name: m.member.name })}
            </Button>
          </li>
        ))}
      </ul>
      <PersonPicker
        label={t('approvals.approvers.member')}
        value={member}
        search={everyone}
        onChange={setMember}
      />
      <PersonPicker
        label={t('approvals.approvers.manager')}
        value={manager}
        search={everyone}
        onChange={setManager}
      />
      <Button
        disabled={!member || !manager}
        onClick={() => member && manager && void run(() => api().setManager(member.userId, manager.userId))}
      >
        {t('approvals.approvers.setManager')}
      </Button>
      <p role="status">{message}</p>
    </section>
  )
}
