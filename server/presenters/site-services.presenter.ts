import type {
  TFeedbackResponse,
  TPriceAlert,
  TPriceAlertListResponse,
} from '../../shared/site-services/site-services-schemas.ts'
import { isRouteSearch, type TCatalogueSearch } from '../../shared/trips/catalogue-contract.ts'
import type { PriceAlertRow } from '../repositories/price-alert.repository.ts'
import type { SiteFeedbackRow } from '../repositories/site-feedback.repository.ts'
import type { PriceAlertList } from '../services/site-services/price-alert.service.ts'

/** Only the receipt: the text sent is never echoed back. */
export function presentFeedback(row: SiteFeedbackRow): TFeedbackResponse {
  return { feedbackId: row.id, receivedAt: row.created_at.toISOString() }
}

export function presentPriceAlert({
  row,
  search,
}: {
  row: PriceAlertRow
  search: TCatalogueSearch
}): TPriceAlert {
  return {
    priceAlertId: row.id,
    vertical: row.vertical,
    searchPath: row.search_path,
    places: isRouteSearch(search) ? [search.from, search.to] : [search.destination],
    startDate: isRouteSearch(search) ? search.date : search.start,
    endDate: isRouteSearch(search) ? null : search.end,
    createdAt: row.created_at.toISOString(),
  }
}

export function presentPriceAlertList(list: PriceAlertList): TPriceAlertListResponse {
  return { emailEnabled: list.emailEnabled, priceAlerts: list.alerts.map(presentPriceAlert) }
}
