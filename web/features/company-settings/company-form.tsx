import { type ReactNode, useId } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { companyFormErrors } from './company-settings-root.tsx'

/** The request paths of a company address's lines, as its fields show them. */
export const ADDRESS_FIELDS = [
  'address.line1',
  'address.line2',
  'address.city',
  'address.postcode',
  'address.country',
]

/**
 * A settings form named by its heading; the browser's own validation is off. A refusal of `error` puts
 * our sentence beside each of `fields` (the request's paths) the server named, and a line in the outcome.
 */
export function CompanyForm({
  title,
  onSubmit,
  error = null,
  fields = [],
  children,
}: {
  title: ReactNode
  onSubmit(): void
  error?: unknown
  fields?: readonly string[]
  children: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const refused = companyFormErrors(t, error, fields)
  return (
    <form
      className="fw-company-form"
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2 id={id}>{title}</h2>
      <FormErrorsScope value={{ error, ...refused }}>{children}</FormErrorsScope>
    </form>
  )
}
