import { useEffect, useState } from 'react'
import type { TApprovalConflict } from '../../../shared/business/approval-conflicts.ts'
import {
  APPROVAL_PAGES,
  APPROVAL_SETTINGS_REQUIREMENT,
  type TApprovalVertical,
} from '../../../shared/business/approvals-contract.ts'
import { POLICY_MANAGE } from '../../../shared/business/policy-contract.ts'
import { passesRequirement } from '../../../shared/permissions.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useApprovalsApi } from './approvals-api-context.tsx'

/**
 * Where approval settings and travel policies disagree, and what happens then (decision 076). The
 * approval settings page shows every vertical's conflict with a link to its policy; a policy page shows
 * its own with a link to the approval settings. The pages remount it (a new key) after each save.
 */
export function ApprovalConflictNotes({
  side,
  vertical,
}: {
  side: 'approvals' | 'policy'
  vertical?: TApprovalVertical
}) {
  const { t } = useTranslation()
  const api = useApprovalsApi()
  const state = useGlobalState()
  const base = state.businessBasePath
  const business = state.auth?.businessState
  // A link only where the viewer may go: the other page has its own permission (and feature).
  const may = (requirement: { permissions: readonly string[]; features?: readonly string[] }) =>
    Boolean(business) &&
    passesRequirement(business?.permissions ?? [], requirement.permissions, true) &&
    passesRequirement(business?.features ?? [], requirement.features ?? [], true)
  const link = side === 'approvals' ? may(POLICY_MANAGE) : may(APPROVAL_SETTINGS_REQUIREMENT)
  const [conflicts, setConflicts] = useState<TApprovalConflict[]>([])
  useEffect(() => {
    let live = true
    // A failure shows no notes: the page's own form still works, and its save shows its own errors.
    api()
      .conflicts()
      .then(
        (answer) => live && setConflicts(answer.conflicts),
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [api])
  const shown = conflicts.filter((c) => !vertical || c.vertical === vertical)
  if (shown.length === 0) return null
  return (
    <ul className="fw-approval-conflicts" aria-label={t('approvals.conflicts.label')}>
      {shown.map((c) => (
        <li key={`${c.vertical}-${c.kind}`}>
          {t(`approvals.conflicts.${c.kind}`, {
            vertical: t(`approvals.conflicts.verticals.${c.vertical}`),
            policy: t(`approvals.conflicts.policies.${c.vertical}`),
          })}{' '}
          {!link ? null : side === 'approvals' ? (
            <a href={`${base}/policy/${c.vertical}/settings`}>
              {t('approvals.conflicts.openPolicy', {
                policy: t(`approvals.conflicts.policies.${c.vertical}`),
              })}
            </a>
          ) : (
            <a href={`${base}${APPROVAL_PAGES.settings}`}>{t('approvals.conflicts.openApprovals')}</a>
          )}
        </li>
      ))}
    </ul>
  )
}
