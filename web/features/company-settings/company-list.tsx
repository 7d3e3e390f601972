import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useId } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { Outcome } from './company-settings-root.tsx'
import '../../ui/card-list.css'

/**
 * A settings list's read, its save (add or edit) and remove calls; both calls read the list again when
 * done, and a save first clears the form (`onSaved`). `refresh` reads it again after a page's own calls.
 */
export function useCompanyList<Data, Row, Saved>(options: {
  key: readonly unknown[]
  read(): Promise<Data>
  save(): Promise<Saved>
  onSaved(): void
  remove(row: Row): Promise<unknown>
}) {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: options.key, queryFn: options.read })
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.key })
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: async () => {
      options.onSaved()
      await refresh()
    },
  })
  const remove = useMutation({ mutationFn: options.remove, onSettled: refresh })
  return { list, save, remove, refresh }
}

type OutcomeView = ComponentType<{ saved: string | null; error: unknown }>

/**
 * The rows of a settings list, each with its name, its lines and a Remove button (after any others the
 * page gives), the buttons described by the row's name; then the last removal's outcome. Another section
 * of the hub gives its own outcome view (its own error words) and its own texts for Remove and Removed.
 */
export function CompanyList<Row>(props: {
  rows: readonly Row[]
  emptyText: string
  rowKey(row: Row): string
  title(row: Row): ReactNode
  details(row: Row): ReactNode
  actions?(row: Row, nameId: string, index: number): ReactNode
  remove: UseMutationResult<unknown, Error, Row>
  /** A numbered list, where the order means something (the checkout asks in that order). */
  ordered?: boolean
  /** The failure of the page's other row calls (reordering), shown with the removal's. */
  otherError?: unknown
  outcome?: OutcomeView
  texts?: { remove: string; removed: string }
}) {
  const { t } = useTranslation()
  const id = useId()
  const { remove } = props
  const List = props.ordered ? 'ol' : 'ul'
  const RowOutcome = props.outcome ?? Outcome
  const texts = props.texts ?? { remove: t('companySettings.remove'), removed: t('companySettings.removed') }
  return (
    <>
      {props.rows.length === 0 ? <p>{props.emptyText}</p> : null}
      <List className="fw-card-list">
        {props.rows.map((row, index) => {
          const nameId = `${id}-${props.rowKey(row)}`
          return (
            <li key={props.rowKey(row)} className="fw-card">
              <p id={nameId}>
                <strong>{props.title(row)}</strong>
              </p>
              {props.details(row)}
              <div className="fw-company-actions">
                {props.actions?.(row, nameId, index)}
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row)}
                >
                  {texts.remove}
                </Button>
              </div>
            </li>
          )
        })}
      </List>
      <RowOutcome saved={remove.isSuccess ? texts.removed : null} error={remove.error ?? props.otherError} />
    </>
  )
}

/** A settings form's buttons: Add, or Save and Cancel while a row is being changed. */
export function EditorActions(props: {
  editing: boolean
  saving: boolean
  texts: { add: string; save: string; cancel: string }
  onCancel(): void
}) {
  return (
    <div className="fw-company-actions">
      <Button type="submit" disabled={props.saving}>
        {props.editing ? props.texts.save : props.texts.add}
      </Button>
      {props.editing ? (
        <Button variant="secondary" onClick={props.onCancel}>
          {props.texts.cancel}
        </Button>
      ) : null}
    </div>
  )
}
