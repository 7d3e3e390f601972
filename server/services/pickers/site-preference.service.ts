import { ErrorCode } from '../../../shared/errors.ts'
import { PickerErrorCode } from '../../../shared/pickers/picker-contract.ts'
import type { TSite } from '../../../shared/sites.ts'
import { HttpError } from '../../http-error.ts'
import type { ActiveSession, BusinessContext } from '../../repositories/session.repository.ts'
import type {
  SitePreferenceRepository,
  SitePreferences,
} from '../../repositories/site-preference.repository.ts'
import type { SessionEviction } from '../session-cache.ts'

export interface SiteCatalogue {
  isKnownCurrency(code: string): boolean
  siteForLocale(locale: string): TSite | undefined
}

/** What the request alone decided: the site (from ?site= or its cookie) and the session's currency choice. */
export interface RequestSite {
  site: TSite
  /** The currency this browser session chose (its cookie), or null. */
  sessionCurrency: string | null
}

/** How a currency choice is kept: on the account, or for this browser session (the route sets the cookie). */
export type TCurrencyChoice = { currencyCode: string; stored: boolean }

export interface SitePreferenceService {
  /**
   * The page's site and currency (decision 025): a business member's saved locale picks the site in
   * business mode; the currency is this browser session's choice, else the account's, else the site's.
   */
  forPage(session: ActiveSession | null, request: RequestSite): Promise<{ site: TSite; currency: string }>
  /** store=true keeps it on the account and needs a signed-in session; store=false is for the session. */
  chooseCurrency(
    session: ActiveSession | null,
    currencyCode: string,
    store: boolean,
  ): Promise<TCurrencyChoice>
  setBusinessLocale(
    session: Pick<ActiveSession, 'userId'> & { business: Pick<BusinessContext, 'profileId'> },
    localeCode: string,
  ): Promise<string>
}

/**
 * The saved choices are read once per resolved session object (decision 064): a session kept in the session
 * cache is the same object on every request until it is evicted, so a signed-in page or picker call costs
 * no read. A change of currency or language evicts the user's sessions on every instance (Redis), so the
 * next request resolves a new session object and reads the new choice.
 */
export function createSitePreferenceService(
  repo: SitePreferenceRepository,
  catalogue: SiteCatalogue,
  evictions: { publish(event: SessionEviction): Promise<void> } | null = null,
): SitePreferenceService {
  const savedOf = new WeakMap<ActiveSession, SitePreferences>()
  async function saved(session: ActiveSession): Promise<SitePreferences> {
    const known = savedOf.get(session)
    if (known) return known
    const business = session.businessMode ? session.business : null
    const read = await repo.read(session.userId, business?.profileId ?? null)
    savedOf.set(session, read)
    return read
  }
  return {
    async forPage(session, { site, sessionCurrency }) {
      if (!session) return { site, currency: sessionCurrency ?? site.currency }
      const choices = await saved(session)
      // A locale whose site was since removed falls back to the request's site.
      const businessSite = choices.localeCode ? catalogue.siteForLocale(choices.localeCode) : undefined
      const pageSite = businessSite ?? site
      const account =
        choices.currency && catalogue.isKnownCurrency(choices.currency) ? choices.currency : null
      return { site: pageSite, currency: sessionCurrency ?? account ?? pageSite.currency }
    },
    async chooseCurrency(session, currencyCode, store) {
      if (!catalogue.isKnownCurrency(currencyCode))
        throw new HttpError(400, PickerErrorCode.UNKNOWN_CURRENCY, 'That currency is not offered.')
      if (!store) return { currencyCode, stored: false }
      if (!session) throw new HttpError(401, ErrorCode.INVALID_SESSION, 'Sign in to save a currency.')
      await repo.setCurrency(session.userId, currencyCode)
      await evictions?.publish({ userId: session.userId })
      return { currencyCode, stored: true }
    },
    async setBusinessLocale({ userId, business }, localeCode) {
      if (!catalogue.siteForLocale(localeCode))
        throw new HttpError(400, PickerErrorCode.UNKNOWN_LOCALE, 'That language is not offered.')
      await repo.setBusinessLocale(business.profileId, localeCode)
      await evictions?.publish({ userId })
      return localeCode
    },
  }
}
