import { useId } from 'react'
import { GRANTING_GROUPS, groupsHeld } from '../../../shared/business/permission-groups.ts'
import type { TPermission } from '../../../shared/permissions.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'

interface PickerProps {
  selected: readonly string[]
  onChange(permission: TPermission, on: boolean): void
}

/**
 * The role editor's choice (decision 077): a box per group a role may grant, each permission by its name
 * with its meaning under it. The constant is only the box's form value, never text on the page.
 */
export function PermissionPicker({ selected, onChange }: PickerProps) {
  const { t } = useTranslation()
  return GRANTING_GROUPS.map((group) => (
    <fieldset key={group.id} className="fw-people-permissions">
      <legend>{t(`people.permissionGroups.${group.id}`)}</legend>
      {group.permissions.map((p: TPermission) => (
        <CheckboxField
          key={p}
          name="permissions"
          value={p}
          isSelected={selected.includes(p)}
          onChange={(on) => onChange(p, on)}
          description={t(`people.permissions.${p}.meaning`)}
        >
          {t(`people.permissions.${p}.name`)}
        </CheckboxField>
      ))}
    </fieldset>
  ))
}

/** What a role grants, read-only: its permissions by group, each by its name and meaning. */
export function PermissionSummary({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation()
  const baseId = useId()
  return groupsHeld(permissions).map((group) => {
    const headingId = `${baseId}-${group.id}`
    return (
      <section key={group.id} aria-labelledby={headingId} className="fw-permission-group">
        <h3 id={headingId}>{t(`people.permissionGroups.${group.id}`)}</h3>
        <dl className="fw-permission-summary">
          {group.permissions.map((p) => (
            <div key={p}>
              <dt>{t(`people.permissions.${p}.name`)}</dt>
              <dd>{t(`people.permissions.${p}.meaning`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    )
  })
}
