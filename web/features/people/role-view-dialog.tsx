import { useId } from 'react'
import type { TRole } from '../../../shared/business/people-schemas.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { Button } from '../../ui/button.tsx'
import { PopupDialog } from '../../ui/popup-dialog.tsx'
import { PermissionSummary } from './permission-list.tsx'

/** A built-in role, read-only (decision 077): what it grants, by group, in the editor's words. */
export function RoleViewDialog({ role, onClose }: { role: TRole; onClose(): void }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <PopupDialog popupFrom={BREAKPOINTS.m} maxWidth={720} labelledBy={titleId} onClose={onClose}>
      <div className="fw-people-form">
        <h2 id={titleId}>{t('people.roles.viewTitle', { name: roleName(t, role) })}</h2>
        <p className="fw-field-hint">{t('people.roles.builtInNote')}</p>
        <PermissionSummary permissions={role.permissions} />
        <div className="fw-people-actions">
          <Button onClick={onClose}>{t('people.roles.close')}</Button>
        </div>
      </div>
    </PopupDialog>
  )
}
