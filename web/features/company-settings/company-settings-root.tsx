import type { ReactNode } from 'react'
import {
  COMPANY_SETTINGS_API,
  isCompanySettingsErrorCode,
} from '../../../shared/business/company-settings-contract.ts'
import { apiKey } from '../../api/query-keys.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'
import {
  AdminLoadState,
  AdminOutcome,
  AdminPageRoot,
  type AdminTexts,
} from '../business-hub/admin-page-kit.tsx'
import './company-settings.css'

export const COMPANY_KEY = apiKey(COMPANY_SETTINGS_API.company)

const KNOWN = new Set(['PERMISSION_DENIED', 'NOT_FOUND', 'RATE_LIMITED', 'INVALID_SESSION'])

/** A refusal of the company settings calls in the page's words. */
export function companyError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('companySettings.errors.generic'), companyCodeText(t))
}

const companyCodeText = (t: TFunction) => (code: string) =>
  isCompanySettingsErrorCode(code) || KNOWN.has(code) ? t(`companySettings.errors.${code}`) : null

/** A settings form's refusal: a sentence beside each of `fields` (the request's paths) and its line. */
export function companyFormErrors(t: TFunction, error: unknown, fields: readonly string[]): FormErrors {
  return formErrors(t, error, {
    fields,
    fallback: t('companySettings.errors.generic'),
    codeText: companyCodeText(t),
  })
}

const TEXTS: AdminTexts = {
  signedOutKey: 'companySettings.signedOut',
  loadingKey: 'companySettings.loading',
  error: companyError,
}

/** A company settings page (admin-page-kit.tsx), in the company settings' words. */
export function CompanySettingsRoot({ pageId, children }: { pageId: string; children: ReactNode }) {
  return (
    <AdminPageRoot pageId={pageId} texts={TEXTS}>
      {children}
    </AdminPageRoot>
  )
}

/** Loading and failure of a page's first read. */
export function LoadState({ error }: { error: unknown }) {
  return <AdminLoadState error={error} texts={TEXTS} />
}

/** The outcome of the last change: a status line, and an alert on failure. */
export function Outcome({ saved, error }: { saved: string | null; error: unknown }) {
  return <AdminOutcome saved={saved} error={error} texts={TEXTS} />
}
