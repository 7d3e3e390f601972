import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import type { TAddress } from '../../../shared/business/company-settings-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { AddressFields } from './address-fields.tsx'
import { LoadState, Outcome } from './company-settings-root.tsx'

/** What the offices and entities pages share: a row has an id, a name and an address. */
export interface Place {
  id: string
  name: string
  address: TAddress
}

export interface PlaceApi<Row extends Place, Input> {
  list(): Promise<Row[]>
  add(input: Input): Promise<Row>
  save(id: string, input: Input): Promise<Row>
  remove(id: string): Promise<unknown>
}

interface Props<Row extends Place, Input> {
  /** Names the query and the section of the texts (companySettings.offices or .entities). */
  kind: 'offices' | 'entities'
  api: PlaceApi<Row, Input>
  empty: Input
  inputOf(row: Row): Input
  /** A row's extra lines under its name and address. */
  details?(row: Row): ReactNode
  /** The fields beyond name and address. */
  extraFields?(input: Input, set: (next: Input) => void): ReactNode
}

function addressLine(a: TAddress): string {
  return [a.line1, a.line2, a.postcode, a.city, a.country].filter(Boolean).join(', ')
}

/** A list of places with edit and delete, and a form to add one or edit the chosen one. */
export function PlacesEditor<Row extends Place, Input extends { name: string; address: TAddress }>(
  props: Props<Row, Input>,
) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const key = ['companySettings', props.kind]
  const list = useQuery({ queryKey: key, queryFn: () => props.api.list() })
  const [editing, setEditing] = useState<Row | null>(null)
  const [form, setForm] = useState<Input>(props.empty)
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })
  const save = useMutation({
    mutationFn: () => (editing ? props.api.save(editing.id, form) : props.api.add(form)),
    onSuccess: async () => {
      setEditing(null)
      setForm(props.empty)
      await refresh()
    },
  })
  const remove = useMutation({ mutationFn: (row: Row) => props.api.remove(row.id), onSettled: refresh })
  if (!list.data) return <LoadState error={list.error} />
  const text = (name: string) => t(`companySettings.${props.kind}.${name}`)
  return (
    <>
      {list.data.length === 0 ? <p>{text('empty')}</p> : null}
      <ul className="fw-company-list">
        {list.data.map((row) => {
          const nameId = `${id}-${row.id}`
          return (
            <li key={row.id} className="fw-company-item">
              <p id={nameId}>
                <strong>{row.name}</strong>
              </p>
              <p>{addressLine(row.address)}</p>
              {props.details?.(row)}
              <div className="fw-company-actions">
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  aria-describedby={nameId}
                  onClick={() => {
                    save.reset()
                    setEditing(row)
                    setForm(props.inputOf(row))
                  }}
                >
                  {t('companySettings.edit')}
                </button>
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  aria-describedby={nameId}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row)}
                >
                  {t('companySettings.remove')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <Outcome saved={remove.isSuccess ? t('companySettings.removed') : null} error={remove.error} />
      <form
        className="fw-company-form"
        noValidate
        aria-labelledby={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <h2 id={`${id}-form`}>
          {editing ? t('companySettings.editTitle', { name: editing.name }) : text('addTitle')}
        </h2>
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
        <div className="fw-company-actions">
          <button type="submit" className="fw-button" disabled={save.isPending}>
            {editing ? t('companySettings.save') : text('add')}
          </button>
          {editing ? (
            <button
              type="button"
              className="fw-button fw-button--secondary"
              onClick={() => {
                setEditing(null)
                setForm(props.empty)
              }}
            >
              {t('companySettings.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  )
}
