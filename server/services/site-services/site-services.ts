import type { Data } from '../../repositories/data.ts'
import { createFeedbackService, type FeedbackService } from './feedback.service.ts'
import { createPriceAlertService, type PriceAlertService } from './price-alert.service.ts'

/** The site services' rules (decision 050): feedback and price alerts. */
export interface SiteServices {
  feedback: FeedbackService
  priceAlerts: PriceAlertService
}

export function createSiteServices(data: Pick<Data, 'siteFeedback' | 'priceAlerts'>): SiteServices {
  return {
    feedback: createFeedbackService(data.siteFeedback),
    priceAlerts: createPriceAlertService(data.priceAlerts),
  }
}
