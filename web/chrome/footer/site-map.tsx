import type { TFooterPageData } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FooterLinkList } from './footer-link.tsx'

/**
 * The site map: its title and links, then the popular destinations and cities in 3 columns when the
 * brand has them (if neither exists, only the site map shows).
 */
export function SiteMap({ data, titled = true }: { data: TFooterPageData; titled?: boolean }) {
  const { t } = useTranslation()
  const rows = [
    { id: 'destinations', title: t('footer.popularDestinations'), links: data.destinationsDynamicLinks },
    { id: 'cities', title: t('footer.popularCities'), links: data.citiesDynamicLinks },
  ]
  return (
    <div className="fw-footer-sitemap">
      {titled && <h2 className="fw-footer-heading">{data.siteMapTitle}</h2>}
      <FooterLinkList links={data.siteMapLinks} className="fw-footer-list fw-footer-inline-list" />
      {rows.map(({ id, title, links }) =>
        links?.length ? (
          <section key={id} className="fw-footer-dynamic" data-testid={`footer-popular-${id}`}>
            <h3 className="fw-footer-subheading">{title}</h3>
            <FooterLinkList links={links} className="fw-footer-list fw-footer-cols" />
          </section>
        ) : null,
      )}
    </div>
  )
}
