import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { GUIDES_LIMITS } from '../../../shared/guides/guides-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { GUIDEBOOKS_KEY, useGuidesApi } from './guides-context.ts'
import { guidesError } from './guides-errors.ts'

/** Name and destination; the server trims and checks them again. */
export function CreateGuidebookForm({ full, onDone }: { full: boolean; onDone: (text: string) => void }) {
  const { t } = useTranslation()
  const api = useGuidesApi()
  const queryClient = useQueryClient()
  const headingId = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const [name, setName] = useState('')
  const [destination, setDestination] = useState('')
  const [missing, setMissing] = useState(false)
  const create = useMutation({
    mutationFn: () => api.create({ name: name.trim(), destination: destination.trim() }),
    onSuccess: async (guidebook) => {
      setName('')
      setDestination('')
      onDone(t('guidesPage.done.created', { name: guidebook.name }))
      await queryClient.invalidateQueries({ queryKey: GUIDEBOOKS_KEY })
      nameRef.current?.focus()
    },
  })
  const hint = t('guidesPage.create.hint', { max: GUIDES_LIMITS.nameMaxLength })
  const invalid = t('guidesPage.errors.invalid', { max: GUIDES_LIMITS.nameMaxLength })
  return (
    <form
      aria-labelledby={headingId}
      className="fw-guides-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (create.isPending || full) return
        const blank = !name.trim() || !destination.trim()
        setMissing(blank)
        if (!blank) create.mutate()
      }}
    >
      <h2 id={headingId}>{t('guidesPage.create.title')}</h2>
      <TextField
        label={t('guidesPage.create.name')}
        description={hint}
        name="guidebookName"
        autoComplete="off"
        value={name}
        onChange={setName}
        isRequired
        maxLength={GUIDES_LIMITS.nameMaxLength}
        inputRef={nameRef}
        error={missing && !name.trim() ? invalid : null}
      />
      <TextField
        label={t('guidesPage.create.destination')}
        description={hint}
        name="guidebookDestination"
        autoComplete="off"
        value={destination}
        onChange={setDestination}
        isRequired
        maxLength={GUIDES_LIMITS.destinationMaxLength}
        error={missing && !destination.trim() ? invalid : null}
      />
      <Button type="submit" aria-disabled={create.isPending || full || undefined}>
        {t('guidesPage.create.submit')}
      </Button>
      <div role="alert" className="fw-alert">
        {full
          ? t('guidesPage.errors.limit', { max: GUIDES_LIMITS.maxPerUser })
          : create.error
            ? guidesError(t, create.error)
            : null}
      </div>
    </form>
  )
}
