import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
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
  const ids = { role: useId(), group: useId(), office: useId() }
  const [role, setRole] = useState('')
  const [group, setGroup] = useState('')
  const [office, setOffice] = useState('')
  return (
    <fieldset className="fw-people-bulk">
      <legend>{t('people.manage.selected', { count })}</legend>
      <OptionSelect
        id={ids.role}
        label={t('people.manage.giveRole')}
        value={role}
        onChange={setRole}
        emptyLabel={t('people.manage.chooseRole')}
        options={roles}
      />
      <Button disabled={!role || busy} onClick={() => onRole(role)}>
        {t('people.manage.applyRole')}
      </Button>
      <OptionSelect
        id={ids.group}
        label={t('people.manage.addToGroup')}
        value={group}
        onChange={setGroup}
        emptyLabel={t('people.manage.chooseGroup')}
        options={groups}
      />
      <Button variant="secondary" disabled={!group || busy} onClick={() => onGroup(group)}>
        {t('people.manage.applyGroup')}
      </Button>
      {offices.length > 0 ? (
        <>
          <OptionSelect
            id={ids.office}
            label={t('people.manage.setOffice')}
            value={office}
            onChange={setOffice}
            emptyLabel={t('people.manage.chooseOffice')}
            options={[...offices, { id: NO_OFFICE, name: t('people.manage.noOffice') }]}
          />
          <Button
            variant="secondary"
            disabled={!office || busy}
            onClick={() => onOffice(office === NO_OFFICE ? null : office)}
          >
            {t('people.manage.applyOffice')}
          </Button>
        </>
      ) : null}
    </fieldset>
  )
}
