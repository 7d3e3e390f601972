import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PERMISSION_GROUPS } from '../../../shared/business/custom-roles.ts'
import { PEOPLE_LIMITS } from '../../../shared/business/people-contract.ts'
import type { TRole } from '../../../shared/business/people-schemas.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { usePeopleApi } from './people-api.tsx'
import { peopleFormErrors } from './people-errors.ts'

interface Props {
  /** null: a new role. */
  role: TRole | null
  onClose(): void
  onSaved(): void
}

/** Create or edit a custom role: its name and its permissions, boxed as the spec groups them. */
export function RoleDialog({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const titleId = useId()
  const wide = useMinWidth(BREAKPOINTS.m)
  const [name, setName] = useState(role?.name ?? '')
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? [])
  const save = useMutation({
    mutationFn: () =>
      role ? api.updateRole(role.id, { name, permissions }) : api.createRole({ name, permissions }),
    onSuccess: onSaved,
  })
  const refused = peopleFormErrors(t, save.error, ['name'])
  const toggle = (p: string, on: boolean) =>
    setPermissions(on ? [...permissions, p] : permissions.filter((x) => x !== p))
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'fullscreen'}
      onClose={onClose}
      labelledBy={titleId}
      maxWidth={720}
    >
      <form
        className="fw-people-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
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
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.id} className="fw-people-permissions">
            <legend>{t(`people.permissionGroups.${group.id}`)}</legend>
            {group.permissions.map((p) => (
              <CheckboxField
                key={p}
                name="permissions"
                isSelected={permissions.includes(p)}
                onChange={(on) => toggle(p, on)}
              >
                <code>{p}</code>
              </CheckboxField>
            ))}
          </fieldset>
        ))}
        <div role="alert" className="fw-alert">
          {refused.form}
        </div>
        <div className="fw-people-actions">
          <button type="submit" className="fw-button" aria-disabled={save.isPending || undefined}>
            {t('people.roles.save')}
          </button>
          <button type="button" className="fw-button fw-button--secondary" onClick={onClose}>
            {t('people.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
