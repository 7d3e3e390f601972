import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { createPriceAlertRepository } from '../../repositories/price-alert.repository.ts'
import { createSiteFeedbackRepository } from '../../repositories/site-feedback.repository.ts'
import { createFeedbackService, type FeedbackService } from './feedback.service.ts'
import { createPriceAlertService, type PriceAlertService } from './price-alert.service.ts'

/** The site services' rules (decision 050): feedback and price alerts. */
export interface SiteServices {
  feedback: FeedbackService
  priceAlerts: PriceAlertService
}

export function createSiteServices(db: Kysely<DB>): SiteServices {
  return {
    feedback: createFeedbackService(createSiteFeedbackRepository(db)),
    priceAlerts: createPriceAlertService(createPriceAlertRepository(db)),
  }
}
