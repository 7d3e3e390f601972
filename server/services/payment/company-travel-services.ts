import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { createExpenseExportRepository } from '../../repositories/expense-export.repository.ts'
import { createHomepageMessageRepository } from '../../repositories/homepage-message.repository.ts'
import { createPaymentCardRepository } from '../../repositories/payment-card.repository.ts'
import { createReportingFieldRepository } from '../../repositories/reporting-field.repository.ts'
import { createTravelSettingsRepository } from '../../repositories/travel-settings.repository.ts'
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
  db: Kysely<DB>,
  deps: { audit: BusinessAuditService; now: () => Date; config: AppConfig },
): CompanyTravelServices {
  const settings = createTravelSettingsRepository(db)
  const cards = createPaymentCardRepository(db)
  return {
    payment: createPaymentOptionsService({
      cards,
      settings,
      audit: deps.audit,
      now: deps.now,
    }),
    reportingFields: createReportingFieldsService(createReportingFieldRepository(db), deps.audit),
    travelSettings: createTravelSettingsService(settings, deps.audit),
    homepageMessages: createHomepageMessagesService({
      messages: createHomepageMessageRepository(db),
      cards,
      audit: deps.audit,
      now: deps.now,
    }),
    expenseExport: createExpenseExportService({
      repo: createExpenseExportRepository(db),
      audit: deps.audit,
      config: deps.config.expenseExport,
    }),
  }
}
