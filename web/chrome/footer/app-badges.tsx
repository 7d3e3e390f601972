import type { TAppStoreSite } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/** The two app-store badges, drawn in CSS around the store's wording from content. */
export function AppBadges({ sites }: { sites: readonly TAppStoreSite[] }) {
  const { t } = useTranslation()
  if (sites.length === 0) return null
  return (
    <ul className="fw-footer-apps" aria-label={t('footer.appStores')}>
      {sites.map((site) => (
        <li key={site.appStoreType}>
          <a
            href={site.appStoreLink.url}
            rel="noopener"
            className={`fw-footer-badge fw-footer-badge--${site.appStoreType}`}
            data-store={site.appStoreType}
          >
            {site.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
