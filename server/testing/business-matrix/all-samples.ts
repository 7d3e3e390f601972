import { APPROVALS_MATRIX } from '../approvals/approvals.matrix.ts'
import { BOOK_ON_BEHALF_MATRIX } from '../book-on-behalf/book-on-behalf.matrix.ts'
import { SITE_LANGUAGE_MATRIX } from '../chrome/site-language.matrix.ts'
import { AUDIT_LOG_MATRIX } from '../company/audit-log.matrix.ts'
import { COMPANY_MATRIX } from '../company/company.matrix.ts'
import { COMPANY_SETTINGS_MATRIX } from '../company/company-settings.matrix.ts'
import { COMPANY_FILES_MATRIX } from '../company-files/company-files.matrix.ts'
import { EVENTS_MATRIX } from '../events/events.matrix.ts'
import { EXPENSE_MATRIX } from '../expense-export/expense.matrix.ts'
import { MESSAGES_MATRIX } from '../homepage-messages/messages.matrix.ts'
import { MEMBERS_MATRIX } from '../members/members.matrix.ts'
import { ONBOARDING_MATRIX } from '../onboarding/onboarding.matrix.ts'
import { PAYMENT_MATRIX } from '../payment/payment.matrix.ts'
import { PEOPLE_MATRIX } from '../people/people.matrix.ts'
import { POLICY_MATRIX } from '../policies/policy.matrix.ts'
import { REPORTING_MATRIX } from '../reporting/reporting.matrix.ts'
import { FIELDS_MATRIX } from '../reporting-fields/fields.matrix.ts'
import { SSO_MATRIX } from '../sso/sso.matrix.ts'
import type { MatrixSample } from './matrix-sample.ts'

/**
 * Every area's samples. A business route without one fails the matrix, so an area that adds routes
 * adds its `<AREA>_MATRIX` here.
 */
export const ALL_SAMPLES: readonly MatrixSample[] = [
  ...COMPANY_SETTINGS_MATRIX,
  ...AUDIT_LOG_MATRIX,
  ...SITE_LANGUAGE_MATRIX,
  ...SSO_MATRIX,
  ...COMPANY_MATRIX,
  ...COMPANY_FILES_MATRIX,
  ...PEOPLE_MATRIX,
  ...MEMBERS_MATRIX,
  ...ONBOARDING_MATRIX,
  ...EVENTS_MATRIX,
  ...POLICY_MATRIX,
  ...BOOK_ON_BEHALF_MATRIX,
  ...PAYMENT_MATRIX,
  ...FIELDS_MATRIX,
  ...MESSAGES_MATRIX,
  ...EXPENSE_MATRIX,
  ...REPORTING_MATRIX,
  ...APPROVALS_MATRIX,
]
