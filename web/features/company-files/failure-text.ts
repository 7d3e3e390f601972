import type { TFunction } from '../../i18n/create-i18n.ts'
import {
  errorMessage,
  type FormErrors,
  formErrors,
  keyedCodeText,
  type ShownIssue,
} from '../../i18n/field-errors.ts'

/** Our own words for the codes we know, else a generic sentence; never the server's description. */
export function failureText(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('companyFiles.errors.generic'), keyedCodeText(t, 'companyFiles.errors'))
}

/** A form's refusal: each named field's sentence beside it, and the form's line. */
export function formFailure(
  t: TFunction,
  error: unknown,
  fields: readonly string[],
  issueText?: (issue: ShownIssue) => string | null,
): FormErrors {
  return formErrors(t, error, {
    fields,
    issueText,
    fallback: t('companyFiles.errors.generic'),
    codeText: keyedCodeText(t, 'companyFiles.errors'),
  })
}
