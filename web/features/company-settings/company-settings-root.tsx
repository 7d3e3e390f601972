import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { isCompanySettingsErrorCode } from '../../../shared/business/company-settings-contract.ts'
import { ApiError } from '../../api/errors.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import './company-settings.css'

export const COMPANY_KEY = ['companySettings', 'company'] as const

const KNOWN = new Set([
  'PERMISSION_DENIED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INVALID_SESSION',
])

/** A refusal of the company settings calls in the page's words. */
export function companyError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (isCompanySettingsErrorCode(error.code) || KNOWN.has(error.code)))
    return t(`companySettings.errors.${error.code}`)
  return t('companySettings.errors.generic')
}

/**
 * A company settings page: its heading and about line, then its body for a signed-in member (the
 * server decides what they may see and do), with a query cache of its own.
 */
export function CompanySettingsRoot({ pageId, children }: { pageId: string; children: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  )
  return (
    <article className="fw-page fw-company" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`pages.${pageId}.title`)}</h1>
      <p className="fw-page-about">{t(`pages.${pageId}.about`)}</p>
      {signedIn ? (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ) : (
        <p>{t('companySettings.signedOut')}</p>
      )}
    </article>
  )
}

/** Loading and failure of a page's first read. */
export function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return error ? (
    <p role="alert" className="fw-alert">
      {companyError(t, error)}
    </p>
  ) : (
    <p role="status">{t('companySettings.loading')}</p>
  )
}

/** The outcome of the last change: a status line, and an alert on failure. */
export function Outcome({ saved, error }: { saved: string | null; error: unknown }) {
  const { t } = useTranslation()
  return (
    <>
      <p role="status" className="fw-form-message fw-form-message--success">
        {saved && !error ? saved : ''}
      </p>
      {error ? (
        <p role="alert" className="fw-alert">
          {companyError(t, error)}
        </p>
      ) : null}
    </>
  )
}
