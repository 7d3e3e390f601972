import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { GUIDES_LIMITS, GuidesErrorCode } from '../../../shared/guides/guides-contract.ts'
import type { TGuidebook } from '../../../shared/guides/guides-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormActions } from '../../ui/form-actions.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { GUIDEBOOKS_KEY, useGuidesApi } from './guides-context.ts'
import { guidesError } from './guides-errors.ts'

type Mode = 'view' | 'rename' | 'remove'

export function GuidebookList({
  guidebooks,
  max,
  onDone,
}: {
  guidebooks: TGuidebook[]
  max: number
  onDone: (text: string) => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="fw-guides-section">
      <h2 id={headingId}>{t('guidesPage.list.title')}</h2>
      <p className="fw-guides-count">{t('guidesPage.list.count', { count: guidebooks.length, max })}</p>
      {guidebooks.length === 0 ? (
        <p>{t('guidesPage.list.empty')}</p>
      ) : (
        <ul className="fw-guides-list">
          {guidebooks.map((guidebook) => (
            <GuidebookItem key={guidebook.id} guidebook={guidebook} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  )
}

function GuidebookItem({ guidebook, onDone }: { guidebook: TGuidebook; onDone: (text: string) => void }) {
  const { t, locale } = useTranslation()
  const api = useGuidesApi()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>('view')
  const [name, setName] = useState(guidebook.name)
  const renameRef = useRef<HTMLButtonElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  const focusOnView = useRef<'rename' | 'remove' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: GUIDEBOOKS_KEY })
  // Deleted in another tab: say so where the list announces, since this item leaves with the refresh.
  const whenGone = (error: unknown) => {
    if (!(error instanceof ApiError && error.code === GuidesErrorCode.GUIDEBOOK_NOT_FOUND)) return
    onDone(t('guidesPage.errors.notFound'))
    return refresh()
  }

  const rename = useMutation({
    mutationFn: () => api.update(guidebook.id, { name: name.trim() }),
    onSuccess: async (saved) => {
      onDone(t('guidesPage.done.renamed', { name: saved.name }))
      back('rename')
      await refresh()
    },
    onError: whenGone,
  })
  const remove = useMutation({
    mutationFn: () => api.remove(guidebook.id),
    onSuccess: async () => {
      onDone(t('guidesPage.done.deleted', { name: guidebook.name }))
      await refresh()
    },
    onError: whenGone,
  })

  function back(focus: 'rename' | 'remove') {
    focusOnView.current = focus
    rename.reset()
    setMode('view')
  }
  // Back in the view, focus returns to the button that opened the form (keyboard users keep their place).
  useEffect(() => {
    if (mode !== 'view' || !focusOnView.current) return
    ;(focusOnView.current === 'rename' ? renameRef : removeRef).current?.focus()
    focusOnView.current = null
  }, [mode])

  const created = new Date(guidebook.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })
  return (
    <li className="fw-guides-item">
      <h3 className="fw-guides-name">{guidebook.name}</h3>
      <p>{t('guidesPage.item.destination', { destination: guidebook.destination })}</p>
      <p className="fw-guides-meta">{t('guidesPage.item.created', { date: created })}</p>
      {mode === 'view' ? (
        <div className="fw-guides-actions">
          <Button
            ref={renameRef}
            variant="secondary"
            aria-label={t('guidesPage.rename.label', { name: guidebook.name })}
            onClick={() => {
              setName(guidebook.name)
              setMode('rename')
            }}
          >
            {t('guidesPage.rename.open')}
          </Button>
          <Button
            ref={removeRef}
            variant="secondary"
            aria-label={t('guidesPage.remove.label', { name: guidebook.name })}
            onClick={() => setMode('remove')}
          >
            {t('guidesPage.remove.open')}
          </Button>
        </div>
      ) : null}
      {mode === 'rename' ? (
        <form
          className="fw-guides-inline"
          aria-label={t('guidesPage.rename.label', { name: guidebook.name })}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!rename.isPending && name.trim()) rename.mutate()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') back('rename')
          }}
        >
          <TextField
            label={t('guidesPage.rename.name')}
            name="guidebookRename"
            autoComplete="off"
            value={name}
            onChange={setName}
            maxLength={GUIDES_LIMITS.nameMaxLength}
            error={name.trim() ? null : t('guidesPage.errors.invalid', { max: GUIDES_LIMITS.nameMaxLength })}
            inputRef={(input) => input?.focus()}
          />
          <FormActions
            className="fw-guides-actions"
            submitLabel={t('guidesPage.rename.save')}
            cancelLabel={t('guidesPage.rename.cancel')}
            pending={rename.isPending}
            onCancel={() => back('rename')}
          />
          <div role="alert" className="fw-alert">
            {rename.error ? guidesError(t, rename.error) : null}
          </div>
        </form>
      ) : null}
      {mode === 'remove' ? (
        <ConfirmRemove
          name={guidebook.name}
          pending={remove.isPending}
          error={remove.error ? guidesError(t, remove.error) : null}
          onConfirm={() => remove.mutate()}
          onCancel={() => back('remove')}
        />
      ) : null}
    </li>
  )
}

/** The question takes focus on its "keep" answer, the safe one (Escape answers it too). */
function ConfirmRemove(props: {
  name: string
  pending: boolean
  error: string | null
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset
      className="fw-guides-inline fw-guides-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel()
      }}
    >
      <legend>{t('guidesPage.remove.question', { name: props.name })}</legend>
      <div className="fw-guides-actions">
        <Button
          aria-disabled={props.pending || undefined}
          onClick={() => (props.pending ? undefined : props.onConfirm())}
        >
          {t('guidesPage.remove.confirm')}
        </Button>
        <Button variant="secondary" ref={(button) => button?.focus()} onClick={props.onCancel}>
          {t('guidesPage.remove.cancel')}
        </Button>
      </div>
      <div role="alert" className="fw-alert">
        {props.error}
      </div>
    </fieldset>
  )
}
