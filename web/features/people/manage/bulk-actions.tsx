import { useState } from 'react'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button, type ButtonVariant } from '../../../ui/button.tsx'
import { type Option, OptionSelect } from './option-select.tsx'

/** The value that means "no office" in the office choice (office ids are UUIDs, never this). */
const NO_OFFICE = 'none'

interface Props {
  count: number
  roles: Option[]
  groups: Option[]
  offices: Option[]
  busy: boolean
  onRole(roleId: string): void
  onGroup(groupId: string): void
  onOffice(officeId: string | null): void
}

/** What to do with the selected members: give a role, add to a group, set their office. */
export function BulkActions({ count, roles, groups, offices, busy, onRole, onGroup, onOffice }: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="fw-people-bulk">
      <legend>{t('people.manage.selected', { count })}</legend>
      <BulkAction
        label={t('people.manage.giveRole')}
        emptyLabel={t('people.manage.chooseRole')}
        options={roles}
        apply={t('people.manage.applyRole')}
        variant="primary"
        busy={busy}
        onApply={onRole}
      />
      <BulkAction
        label={t('people.manage.addToGroup')}
        emptyLabel={t('people.manage.chooseGroup')}
        options={groups}
        apply={t('people.manage.applyGroup')}
        variant="secondary"
        busy={busy}
        onApply={onGroup}
      />
      {offices.length > 0 ? (
        <BulkAction
          label={t('people.manage.setOffice')}
          emptyLabel={t('people.manage.chooseOffice')}
          options={[...offices, { id: NO_OFFICE, name: t('people.manage.noOffice') }]}
          apply={t('people.manage.applyOffice')}
          variant="secondary"
          busy={busy}
          onApply={(office) => onOffice(office === NO_OFFICE ? null : office)}
        />
      ) : null}
    </fieldset>
  )
}

/** One choice and the button applying it, pressable once something is chosen. */
function BulkAction(props: {
  label: string
  emptyLabel: string
  options: Option[]
  apply: string
  variant: ButtonVariant
  busy: boolean
  onApply(value: string): void
}) {
  const [value, setValue] = useState('')
  return (
    <>
      <OptionSelect
        label={props.label}
        value={value}
        onChange={setValue}
        emptyLabel={props.emptyLabel}
        options={props.options}
      />
      <Button variant={props.variant} disabled={!value || props.busy} onClick={() => props.onApply(value)}>
        {props.apply}
      </Button>
    </>
  )
}
