import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Outcome } from './company-settings-root.tsx'

/**
 * A settings list's read, its save (add or edit) and remove calls; both calls read the list again when
 * done, and a save first clears the form (`onSaved`). `refresh` reads it again after a page's own calls.
 */
export function useCompanyList<Data, Row, Saved>(options: {
  key: readonly string[]
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

/**
 * The rows of a settings list, each with its name, its lines and a Remove button (after any others the
 * page gives), the buttons described by the row's name; then the last removal's outcome.
 */
export function CompanyList<Row>(props: {
  rows: readonly Row[]
  emptyText: string
  rowKey(row: Row): string
  title(row: Row): ReactNode
  details(row: Row): ReactNode
  actions?(row: Row, nameId: string): ReactNode
  remove: UseMutationResult<unknown, Error, Row>
}) {
  const { t } = useTranslation()
  const id = useId()
  const { remove } = props
  return (
    <>
      {props.rows.length === 0 ? <p>{props.emptyText}</p> : null}
      <ul className="fw-company-list">
        {props.rows.map((row) => {
          const nameId = `${id}-${props.rowKey(row)}`
          return (
            <li key={props.rowKey(row)} className="fw-company-item">
              <p id={nameId}>
                <strong>{props.title(row)}</strong>
              </p>
              {props.details(row)}
              <div className="fw-company-actions">
                {props.actions?.(row, nameId)}
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
    </>
  )
}
