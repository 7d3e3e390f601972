import type { TCookiesForCategoryResponse } from '../../shared/privacy/privacy-schemas.ts'
import type { TCookieEntry } from '../services/privacy/cookie-catalogue.ts'

/** A category's cookies as the banner lists them: a host-only cookie is named by the site's host. */
export function presentCookiesForCategory(
  cookies: readonly TCookieEntry[],
  host: string,
): TCookiesForCategoryResponse {
  return { cookies: cookies.map((c) => ({ name: c.name, domain: c.domain ?? host })) }
}
