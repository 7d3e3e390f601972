import payMessages from 'virtual:fw-messages/section/payFields'
import type { ReactNode } from 'react'
import { HomepageMessageErrorCode } from '../../../shared/business/homepage-messages-contract.ts'
import { PaymentErrorCode } from '../../../shared/business/payment-contract.ts'
import { ReportingFieldErrorCode } from '../../../shared/business/reporting-fields-contract.ts'
import { addEnglishMessages, type TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'
import {
  AdminLoadState,
  AdminOutcome,
  AdminPageRoot,
  type AdminTexts,
  OwnQueries,
} from '../business-hub/admin-page-kit.tsx'
import '../company-settings/company-settings.css'

addEnglishMessages(payMessages)

const KNOWN = new Set<string>([
  ...Object.values(PaymentErrorCode),
  ...Object.values(ReportingFieldErrorCode),
  ...Object.values(HomepageMessageErrorCode),
  'PERMISSION_DENIED',
  'RATE_LIMITED',
])

/** A refusal in the page's words (never the server's English description). */
export function payError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('payFields.errors.generic'), (code) =>
    KNOWN.has(code) ? t(`payFields.errors.${code}`) : null,
  )
}

const TEXTS: AdminTexts = {
  signedOutKey: 'payFields.signedOut',
  loadingKey: 'payFields.loading',
  error: payError,
}

/** A query cache of the section's own, for a page or a section of another page. */
export const PayQueries = OwnQueries

/** A hub page of decision 057 (admin-page-kit.tsx), in its section's words. */
export function PayRoot({ pageId, children }: { pageId: string; children: ReactNode }) {
  return (
    <AdminPageRoot pageId={pageId} texts={TEXTS}>
      {children}
    </AdminPageRoot>
  )
}

export function PayLoad({ error }: { error: unknown }) {
  return <AdminLoadState error={error} texts={TEXTS} />
}

/** The outcome of the last change: a status line, and an alert on failure. */
export function PayOutcome({ saved, error }: { saved: string | null; error: unknown }) {
  return <AdminOutcome saved={saved} error={error} texts={TEXTS} />
}
