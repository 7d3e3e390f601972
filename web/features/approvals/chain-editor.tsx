import { useEffect, useId, useMemo, useState } from 'react'
import { APPROVAL_LIMITS, type TApprovalStepKind } from '../../../shared/business/approvals-contract.ts'
import type { TApprovalPerson } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useApprovalsApi } from './approvals-api-context.tsx'
import { searchPeople } from './people-search.ts'
import { PersonPicker } from './person-picker.tsx'
import { type ApproversSectionProps, useApprovalSave } from './use-approval-save.ts'

interface Step {
  kind: TApprovalStepKind
  approver: TApprovalPerson | null
  backup: TApprovalPerson | null
}

/** The company's chain, or a group's: ordered steps, each the manager or a named approver, with a backup. */
export function ChainEditor({ data, onSaved }: ApproversSectionProps) {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const approvers = useMemo(() => searchPeople(api, 'approvers'), [api])
  const [groupId, setGroupId] = useState('')
  const [steps, setSteps] = useState<Step[]>([])
  const { message, run } = useApprovalSave(onSaved)
  useEffect(() => {
    const chain = data.chains.find((c) => (c.groupId ?? '') === groupId)
    setSteps(chain ? chain.steps.map((s) => ({ kind: s.kind, approver: s.approver, backup: s.backup })) : [])
  }, [data, groupId])

  const change = (index: number, patch: Partial<Step>) =>
    setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)))

  const save = () =>
    run(() =>
      api().saveChain({
        groupId: groupId || null,
        steps: steps.map((s) => ({
          kind: s.kind,
          approverUserId: s.kind === 'user' ? (s.approver?.userId ?? null) : null,
          backupUserId: s.backup?.userId ?? null,
        })),
      }),
    )

  return (
    <section aria-labelledby={`${id}-title`} className="fw-approval-form">
      <h2 id={`${id}-title`}>{t('approvals.approvers.chainTitle')}</h2>
      <p>{t('approvals.approvers.chainAbout')}</p>
      <label htmlFor={`${id}-group`}>{t('approvals.approvers.chainFor')}</label>
      <select
        id={`${id}-group`}
        className="fw-input"
        value={groupId}
        onChange={(e) => setGroupId(e.target.value)}
      >
        <option value="">{t('approvals.approvers.company')}</option>
        {data.groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
      {steps.length === 0 ? <p>{t('approvals.approvers.emptyChain')}</p> : null}
      {steps.map((step, index) => {
        const n = String(index + 1)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its position in the chain
          <div key={index} className="fw-approval-step">
            <h3>{t('approvals.approvers.step', { n })}</h3>
            <label htmlFor={`${id}-kind-${index}`}>{t('approvals.approvers.kindLabel', { n })}</label>
            <select
              id={`${id}-kind-${index}`}
              className="fw-input"
              value={step.kind}
              onChange={(e) => change(index, { kind: e.target.value as TApprovalStepKind })}
            >
              <option value="manager">{t('approvals.approvers.kind.manager')}</option>
              <option value="user">{t('approvals.approvers.kind.user')}</option>
            </select>
            {step.kind === 'user' ? (
              <PersonPicker
                label={t('approvals.approvers.approver', { n })}
                value={step.approver}
                search={approvers}
                onChange={(approver) => change(index, { approver })}
              />
            ) : null}
            <PersonPicker
              label={t('approvals.approvers.backup', { n })}
              value={step.backup}
              noneLabel={t('approvals.picker.none')}
              search={approvers}
              onChange={(backup) => change(index, { backup })}
            />
            <Button variant="secondary" onClick={() => setSteps((all) => all.filter((_, i) => i !== index))}>
              {t('approvals.approvers.removeStep', { n })}
            </Button>
          </div>
        )
      })}
      <div className="fw-approval-actions">
        {steps.length < APPROVAL_LIMITS.stepsMax ? (
          <Button
            variant="secondary"
            onClick={() => setSteps((all) => [...all, { kind: 'user', approver: null, backup: null }])}
          >
            {t('approvals.approvers.addStep')}
          </Button>
        ) : null}
        <Button onClick={() => void save()}>{t('approvals.approvers.saveChain')}</Button>
      </div>
      <p role="status">{message}</p>
    </section>
  )
}
