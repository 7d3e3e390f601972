import type { AppConfig } from '../../config.ts'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import {
  createExpenseExportService,
  type ExpenseExportService,
} from '../expense-export/expense-export.service.ts'
import {
  createHomepageMessagesService,
  type HomepageMessagesService,
} from '../homepage-messages/homepage-messages.service.ts'
import {
  createReportingFieldsService,
  type ReportingFieldsService,
} from '../reporting-fields/reporting-fields.service.ts'
import {
  createTravelSettingsService,
  type TravelSettingsService,
} from '../travel-settings/travel-settings.service.ts'
import { createPaymentOptionsService, type PaymentOptionsService } from './payment-options.service.ts'

/** Payment options, trip reporting fields, travel settings and homepage messages (decision 057). */
export interface CompanyTravelServices {
  payment: PaymentOptionsService
  reportingFields: ReportingFieldsService
  travelSettings: TravelSettingsService
  homepageMessages: HomepageMessagesService
  expenseExport: ExpenseExportService
}

export function createCompanyTravelServices(
  data: Pick<
    Data,
    'travelSettings' | 'paymentCards' | 'reportingFields' | 'homepageMessages' | 'expenseExport'
  >,
  deps: { audit: BusinessAuditService; now: () => Date; config: AppConfig },
): CompanyTravelServices {
  const settings = data.travelSettings
  const cards = data.paymentCards
  return {
    payment: createPaymentOptionsService({
      cards,
      settings,
      audit: deps.audit,
      now: deps.now,
    }),
    reportingFields: createReportingFieldsService(data.reportingFields, deps.audit),
    travelSettings: createTravelSettingsService(settings, deps.audit),
    homepageMessages: createHomepageMessagesService({
      messages: data.homepageMessages,
      cards,
      audit: deps.audit,
      now: deps.now,
    }),
    expenseExport: createExpenseExportService({
      repo: data.expenseExport,
      audit: deps.audit,
      config: deps.config.expenseExport,
    }),
  }
}
