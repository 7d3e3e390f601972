import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PEOPLE_LIMITS } from '../../../shared/business/people-contract.ts'
import type { TRole } from '../../../shared/business/people-schemas.ts'
import { grantsSomething, MARKER_PERMISSIONS } from '../../../shared/business/permission-groups.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FormActions } from '../../ui/form-actions.tsx'
import { PopupDialog } from '../../ui/popup-dialog.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { usePeopleApi } from './people-api.tsx'
import { peopleFormErrors } from './people-errors.ts'
import { PermissionPicker } from './permission-list.tsx'

interface Props {
  /** null: a new role. */
  role: TRole | null
  onClose(): void
  onSaved(): void
}

/** Create or edit a custom role: its name and its permissions, by group, each by name and meaning. */
export function RoleDialog({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const titleId = useId()
  const hintId = useId()
  const alertId = useId()
  const [name, setName] = useState(role?.name ?? '')
  // A role made before decision 077 may hold DISABLED; the editor does not offer markers, so saving
  // it keeps only what is ticked (a marker alone is refused anyway).
  const [permissions, setPermissions] = useState<string[]>(
    (role?.permissions ?? []).filter((p) => !(MARKER_PERMISSIONS as readonly string[]).includes(p)),
  )
  const [triedEmpty, setTriedEmpty] = useState(false)
  const usable = grantsSomething(permissions)
  const save = useMutation({
    mutationFn: () =>
      role ? api.updateRole(role.id, { name, permissions }) : api.createRole({ name, permissions }),
    onSuccess: onSaved,
  })
  const refused = peopleFormErrors(t, save.error, ['name'])
  const toggle = (p: string, on: boolean) =>
    setPermissions(on ? [...permissions, p] : permissions.filter((x) => x !== p))
  const refusal =
    triedEmpty && !usable ? t('people.errors.ROLE_GRANTS_NOTHING') : save.error ? refused.form : null
  return (
    <PopupDialog popupFrom={BREAKPOINTS.m} maxWidth={720} labelledBy={titleId} onClose={onClose}>
      <form
        className="fw-people-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // Said here, before sending: the server would refuse it (ROLE_GRANTS_NOTHING) all the same.
          if (!usable) setTriedEmpty(true)
          else save.mutate()
        }}
      >
        <h2 id={titleId}>{t(role ? 'people.roles.editTitle' : 'people.roles.createTitle')}</h2>
        <TextField
          label={t('people.roles.name')}
          name="name"
          autoComplete="off"
          value={name}
          onChange={setName}
          maxLength={PEOPLE_LIMITS.roleNameMaxLength}
          isRequired
          error={refused.fields.name}
        />
        <PermissionPicker selected={permissions} onChange={toggle} />
        <div id={alertId} role="alert" className="fw-alert">
          {refusal}
        </div>
        {!usable && !triedEmpty ? (
          <p id={hintId} className="fw-field-hint">
            {t('people.roles.grantsNothingHint')}
          </p>
        ) : null}
        <FormActions
          className="fw-people-actions"
          submitLabel={t('people.roles.save')}
          cancelLabel={t('people.cancel')}
          pending={save.isPending}
          submitDescribedBy={usable ? undefined : triedEmpty ? alertId : hintId}
          onCancel={onClose}
        />
      </form>
    </PopupDialog>
  )
}
