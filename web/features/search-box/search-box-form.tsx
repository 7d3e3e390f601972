import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

/**
 * A search box's form: a plain GET form to the vertical's form path (so it works before the page
 * hydrates), its fields, the extras row ending in the search button, and the alert saying what is wrong.
 */
export function SearchBoxForm({
  className,
  action,
  label,
  onSubmit,
  extras,
  alert,
  children,
}: {
  className?: string
  action: string
  label: string
  onSubmit(event: FormEvent<HTMLFormElement>): void
  /** What stands before the search button (travellers, age). */
  extras: ReactNode
  /** What is wrong with the search, if anything. */
  alert: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form
      className={className ? `fw-search-box ${className}` : 'fw-search-box'}
      method="get"
      action={action}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
    >
      {children}
      <div className="fw-search-extras">
        {extras}
        <Button type="submit" className="fw-search-submit">
          {t('searchBox.search')}
        </Button>
      </div>
      <div role="alert" className="fw-alert">
        {alert}
      </div>
    </form>
  )
}
