import { type ReactNode, useState } from 'react'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import type { TAddress } from '../../../shared/business/company-settings-schemas.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { AddressFields } from './address-fields.tsx'
import { ADDRESS_FIELDS, CompanyForm } from './company-form.tsx'
import { CompanyList, EditorActions, useCompanyList } from './company-list.tsx'
import { LoadState, Outcome } from './company-settings-root.tsx'

/** What the offices and entities pages share: a row has an id, a name and an address. */
export interface Place {
  id: string
  name: string
  address: TAddress
}

export interface PlaceApi<Row extends Place, Input, Answer = unknown> {
  /** The list as the server answers it: the cache holds a call's answer under its path (query-keys.ts). */
  list(): Promise<Answer>
  rows(answer: Answer): Row[]
  add(input: Input): Promise<Row>
  save(id: string, input: Input): Promise<Row>
  remove(id: string): Promise<unknown>
}

interface Props<Row extends Place, Input, Answer> {
  /** Names the query and the section of the texts (companySettings.offices or .entities). */
  kind: 'offices' | 'entities'
  api: PlaceApi<Row, Input, Answer>
  empty: Input
  inputOf(row: Row): Input
  /** A row's extra lines under its name and address. */
  details?(row: Row): ReactNode
  /** The fields beyond name and address. */
  extraFields?(input: Input, set: (next: Input) => void): ReactNode
  /** The request's names of the extra fields, for a refusal's sentences beside them. */
  extraFieldNames?: readonly string[]
}

function addressLine(a: TAddress): string {
  return [a.line1, a.line2, a.postcode, a.city, a.country].filter(Boolean).join(', ')
}

/** A list of places with edit and delete, and a form to add one or edit the chosen one. */
export function PlacesEditor<Row extends Place, Input extends { name: string; address: TAddress }, Answer>(
  props: Props<Row, Input, Answer>,
) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<Row | null>(null)
  const [form, setForm] = useState<Input>(props.empty)
  const startAdding = () => {
    setEditing(null)
    setForm(props.empty)
  }
  const { list, save, remove } = useCompanyList({
    key: apiKey(COMPANY_SETTINGS_API[props.kind]),
    read: () => props.api.list(),
    save: () => (editing ? props.api.save(editing.id, form) : props.api.add(form)),
    onSaved: startAdding,
    remove: (row: Row) => props.api.remove(row.id),
  })
  if (!list.data) return <LoadState error={list.error} />
  const text = (name: string) => t(`companySettings.${props.kind}.${name}`)
  return (
    <>
      <CompanyList
        rows={props.api.rows(list.data)}
        emptyText={text('empty')}
        rowKey={(row) => row.id}
        title={(row) => row.name}
        details={(row) => (
          <>
            <p>{addressLine(row.address)}</p>
            {props.details?.(row)}
          </>
        )}
        actions={(row, nameId) => (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => {
              save.reset()
              setEditing(row)
              setForm(props.inputOf(row))
            }}
          >
            {t('companySettings.edit')}
          </Button>
        )}
        remove={remove}
      />
      <CompanyForm
        title={editing ? t('companySettings.editTitle', { name: editing.name }) : text('addTitle')}
        onSubmit={() => save.mutate()}
        error={save.error}
        fields={['name', ...ADDRESS_FIELDS, ...(props.extraFieldNames ?? [])]}
      >
        <TextField
          label={text('name')}
          name="name"
          autoComplete="off"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          isRequired
          maxLength={120}
        />
        <AddressFields value={form.address} onChange={(address) => setForm({ ...form, address })} />
        {props.extraFields?.(form, setForm)}
        <Outcome saved={save.isSuccess ? t('companySettings.saved') : null} error={save.error} />
        <EditorActions
          editing={editing !== null}
          saving={save.isPending}
          texts={{ add: text('add'), save: t('companySettings.save'), cancel: t('companySettings.cancel') }}
          onCancel={startAdding}
        />
      </CompanyForm>
    </>
  )
}
