import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TImportResponse } from '../../../../shared/business/members-schemas.ts'
import type { MembersApi } from '../../../api/members.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
import { PopupDialog } from '../../../ui/popup-dialog.tsx'
import { dateInDays, membersError } from './members-errors.ts'

interface Props {
  api: MembersApi
  onImported(message: string): void
  onClose(): void
}

/** The file's text, once picked. */
type TFileText = string | null

/** The preview lists errors first, then the rest, up to this many rows. */
const SHOWN_ROWS = 200

/** Pick a CSV file, preview what each row will do (dry run), then import the valid rows. */
export function ImportDialog({ api, onImported, onClose }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const fileId = useId()
  const hintId = useId()
  const endId = useId()
  const [csv, setCsv] = useState<TFileText>(null)
  const [end, setEnd] = useState(dateInDays(30))
  const [preview, setPreview] = useState<TImportResponse | null>(null)
  const run = useMutation({
    mutationFn: (dryRun: boolean) => api.importCsv({ csv: csv ?? '', dryRun, guest: { accessEndsAt: end } }),
    onSuccess: (answer) => {
      if (answer.dryRun) setPreview(answer)
      else
        onImported(t('members.import.done', { create: answer.counts.create, update: answer.counts.update }))
    },
  })
  const applicable = preview ? preview.counts.create + preview.counts.update : 0
  const rows = preview
    ? [
        ...preview.rows.filter((r) => r.action === 'error'),
        ...preview.rows.filter((r) => r.action !== 'error'),
      ]
    : []
  return (
    <PopupDialog popupFrom={640} maxWidth={880} labelledBy={titleId} onClose={onClose}>
      <div className="fw-members-form">
        <h2 id={titleId}>{t('members.import.title')}</h2>
        <div className="fw-field">
          <label htmlFor={fileId}>{t('members.import.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={async (event) => {
              const file = event.target.files?.[0]
              setPreview(null)
              setCsv(file ? await file.text() : null)
            }}
          />
          <p id={hintId} className="fw-field-hint">
            {t('members.import.fileHint')}
          </p>
        </div>
        <div className="fw-field">
          <label htmlFor={endId}>{t('members.import.accessEnds')}</label>
          <input
            id={endId}
            type="date"
            value={end}
            onChange={(event) => {
              setEnd(event.target.value)
              setPreview(null)
            }}
          />
        </div>
        {preview ? (
          <>
            <p role="status">{t('members.import.counts', preview.counts)}</p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
            <section className="fw-members-table-wrap" aria-labelledby={titleId} tabIndex={0}>
              <table className="fw-members-table">
                <thead>
                  <tr>
                    <th scope="col">{t('members.import.line')}</th>
                    <th scope="col">{t('members.import.email')}</th>
                    <th scope="col">{t('members.import.result')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, SHOWN_ROWS).map((r) => (
                    <tr key={r.line} className={r.action === 'error' ? 'fw-members-row-error' : undefined}>
                      <td>{r.line}</td>
                      <td>{r.email}</td>
                      <td>
                        {t(`members.import.actions.${r.action}`)}
                        {r.errors.map((e) => (
                          <span key={`${e.code}-${e.column}`} className="fw-members-row-code">
                            {' · '}
                            {t(`members.import.rowCodes.${e.code}`)}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {rows.length > SHOWN_ROWS ? (
              <p>{t('members.import.moreRows', { count: rows.length - SHOWN_ROWS })}</p>
            ) : null}
          </>
        ) : null}
        <div role="alert" className="fw-alert">
          {run.error ? membersError(t, run.error) : null}
        </div>
        <div className="fw-members-actions">
          {preview ? (
            <Button
              disabled={applicable === 0}
              aria-disabled={run.isPending || undefined}
              onClick={() => run.mutate(false)}
            >
              {t('members.import.confirm', { count: applicable })}
            </Button>
          ) : (
            <Button
              disabled={csv === null}
              aria-disabled={run.isPending || undefined}
              onClick={() => run.mutate(true)}
            >
              {t('members.import.preview')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('members.import.close')}
          </Button>
        </div>
      </div>
    </PopupDialog>
  )
}
