import payMessages from 'virtual:fw-messages/section/payFields'
import type { ReactNode } from 'react'
import { HomepageMessageErrorCode } from '../../../shared/business/homepage-messages-contract.ts'
import { PaymentErrorCode } from '../../../shared/business/payment-contract.ts'
import { ReportingFieldErrorCode } from '../../../shared/business/reporting-fields-contract.ts'
import { Queries } from '../../api/query-client.tsx'
import { addEnglishMessages, type TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'
import {
  AdminLoadState,
  AdminOutcome,
  AdminPageRoot,
  type AdminTexts,
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

const payCodeText = (t: TFunction) => (code: string) =>
  KNOWN.has(code) ? t(`payFields.errors.${code}`) : null

/** A refusal in the page's words (never the server's English description). */
export function payError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('payFields.errors.generic'), payCodeText(t))
}

const CARD_FIELDS = ['providerToken', 'brand', 'last4', 'expMonth', 'expYear', 'holderName'] as const
/** Refusals whose own sentence says more than the field's reason would. */
const OWN_SENTENCE = new Set<string>([
  PaymentErrorCode.PAYMENT_CARD_NUMBER_REFUSED,
  PaymentErrorCode.PAYMENT_CARD_EXPIRED,
])

/** A card form's refusal: a sentence beside each card field named, under `at` in the request. */
export function cardFormErrors(t: TFunction, error: unknown, at = ''): FormErrors {
  return formErrors(t, error, {
    fields: [...CARD_FIELDS.map((name) => `${at}${name}`), 'groupId'],
    codeText: payCodeText(t),
    issueText: (issue) =>
      issue.code && OWN_SENTENCE.has(issue.code) ? t(`payFields.errors.${issue.code}`) : null,
    fallback: t('payFields.errors.generic'),
  })
}

const TEXTS: AdminTexts = {
  signedOutKey: 'payFields.signedOut',
  loadingKey: 'payFields.loading',
  error: payError,
}

/** The app's query cache, for a section shown on another page. */
export const PayQueries = Queries

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
