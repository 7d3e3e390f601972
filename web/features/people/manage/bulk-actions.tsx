import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/i18n-context.tsx'

interface Option {
  id: string
  name: string
}

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
  const choice = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    placeholder: string,
    options: Option[],
  ) => (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  )
  return (
    <fieldset className="fw-people-bulk">
      <legend>{t('people.manage.selected', { count })}</legend>
      {choice(ids.role, t('people.manage.giveRole'), role, setRole, t('people.manage.chooseRole'), roles)}
      <button type="button" className="fw-button" disabled={!role || busy} onClick={() => onRole(role)}>
        {t('people.manage.applyRole')}
      </button>
      {choice(
        ids.group,
        t('people.manage.addToGroup'),
        group,
        setGroup,
        t('people.manage.chooseGroup'),
        groups,
      )}
      <button
        type="button"
        className="fw-button fw-button--secondary"
        disabled={!group || busy}
        onClick={() => onGroup(group)}
      >
        {t('people.manage.applyGroup')}
      </button>
      {offices.length > 0 ? (
        <>
          {choice(
            ids.office,
            t('people.manage.setOffice'),
            office,
            setOffice,
            t('people.manage.chooseOffice'),
            [...offices, { id: NO_OFFICE, name: t('people.manage.noOffice') }],
          )}
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={!office || busy}
            onClick={() => onOffice(office === NO_OFFICE ? null : office)}
          >
            {t('people.manage.applyOffice')}
          </button>
        </>
      ) : null}
    </fieldset>
  )
}
