import {
  PRICE_ALERT_LIMITS,
  SiteServicesErrorCode,
} from '../../../shared/site-services/site-services-contract.ts'
import type { TCatalogueSearch } from '../../../shared/trips/catalogue-contract.ts'
import {
  parseSearchPath,
  searchPagePath,
  VERTICAL_PAGE_SEGMENTS,
} from '../../../shared/trips/catalogue-contract.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { PriceAlertRepository, PriceAlertRow } from '../../repositories/price-alert.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'

export interface PriceAlertList {
  emailEnabled: boolean
  alerts: { row: PriceAlertRow; search: TCatalogueSearch }[]
}

export interface PriceAlertService {
  list(session: ActiveSession): Promise<PriceAlertList>
  create(
    session: ActiveSession,
    searchPath: string,
  ): Promise<{ row: PriceAlertRow; search: TCatalogueSearch }>
  remove(session: ActiveSession, priceAlertId: string): Promise<void>
  setEmailEnabled(session: ActiveSession, enabled: boolean): Promise<boolean>
}

const BY_SEGMENT = new Map(
  (Object.entries(VERTICAL_PAGE_SEGMENTS) as [TTripVertical, string][]).map(([v, s]) => [s, v]),
)

/** A results page's path back to its search; null unless it is one of the demo catalogue's. */
export function searchOfPath(path: string): TCatalogueSearch | null {
  const [empty, segment, search, ...rest] = path.split('/')
  const vertical = segment ? BY_SEGMENT.get(segment) : undefined
  if (empty !== '' || !vertical || search !== 'search') return null
  let segments: string[]
  try {
    segments = rest.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  return parseSearchPath(vertical, segments)
}

const invalidSearch = () =>
  new HttpError(
    400,
    SiteServicesErrorCode.PRICE_ALERT_SEARCH_INVALID,
    'searchPath: must be a results page of the catalogue, such as /flights/search/seoul-tokyo/2026-12-01.',
  )

/**
 * A price alert follows one results page of the demo catalogue (decision 050). The page's path is stored
 * in its canonical form, so the same search followed twice is one alert.
 */
export function createPriceAlertService(alerts: PriceAlertRepository): PriceAlertService {
  const withSearch = (row: PriceAlertRow) => {
    const search = searchOfPath(row.search_path)
    return search ? [{ row, search }] : []
  }
  return {
    async list(session) {
      const [emailEnabled, rows] = await Promise.all([
        alerts.emailEnabled(session.userId),
        alerts.listForUser(session.userId),
      ])
      return { emailEnabled, alerts: rows.flatMap(withSearch) }
    },
    async create(session, searchPath) {
      const search = searchOfPath(searchPath)
      if (!search) throw invalidSearch()
      const canonical = searchPagePath(search)
      if ((await alerts.countForUser(session.userId)) >= PRICE_ALERT_LIMITS.perUser) {
        const existing = (await alerts.listForUser(session.userId)).find((r) => r.search_path === canonical)
        if (existing) return { row: existing, search }
        throw new HttpError(
          409,
          SiteServicesErrorCode.PRICE_ALERT_LIMIT,
          `You can follow at most ${PRICE_ALERT_LIMITS.perUser} searches; delete one first.`,
        )
      }
      const row = await alerts.createOrFind(session.userId, search.vertical, canonical)
      return { row, search }
    },
    async remove(session, priceAlertId) {
      if (!(await alerts.delete(session.userId, priceAlertId))) throw notFound('The price alert')
    },
    async setEmailEnabled(session, enabled) {
      await alerts.setEmailEnabled(session.userId, enabled)
      return enabled
    },
  }
}
