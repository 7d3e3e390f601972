import type { TAdminPage } from '../../../shared/business/admin-pages.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

/** A page's title or description, its values (a vertical's name, say) translated first. */
export function pageText(t: TFunction, page: TAdminPage, key: string): string {
  const values = Object.fromEntries(Object.entries(page.textValues ?? {}).map(([name, k]) => [name, t(k)]))
  return t(key, values)
}
