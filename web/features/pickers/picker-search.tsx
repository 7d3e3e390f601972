import type { RefObject } from 'react'
import { Button, Input, SearchField } from 'react-aria-components'
import { useTranslation } from '../../i18n/i18n-context.tsx'

interface Props {
  value: string
  onChange(value: string): void
  label: string
  placeholder: string
  inputRef: RefObject<HTMLInputElement | null>
}

/** The pickers' search: a labelled field with a clear button; Escape clears it, then closes the picker. */
export function PickerSearch({ value, onChange, label, placeholder, inputRef }: Props) {
  const { t } = useTranslation()
  return (
    <SearchField value={value} onChange={onChange} aria-label={label} className="fw-picker-search" autoFocus>
      <Input ref={inputRef} placeholder={placeholder} className="fw-picker-search-input" />
      <Button className="fw-picker-clear" aria-label={t('pickers.clearSearch')}>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
    </SearchField>
  )
}

/** Spec section 4: no match shows an empty-result title and subtitle. */
export function EmptyResult({ query, subtitle }: { query: string; subtitle: string }) {
  const { t } = useTranslation()
  return (
    <div className="fw-picker-empty" role="status">
      <p className="fw-picker-empty-title">{t('pickers.emptyTitle', { query: query.trim() })}</p>
      <p className="fw-picker-empty-subtitle">{subtitle}</p>
    </div>
  )
}
