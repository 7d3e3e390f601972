import footerMessages from 'virtual:fw-messages/section/footer'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { SITE_MAP_DIALOG_BELOW } from '../../../shared/chrome/footer-contract.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { Logo } from '../logo.tsx'
import { AppBadges } from './app-badges.tsx'
import { BrandsStrip, useBrandsOnView } from './brands-strip.tsx'
import { FooterPickers } from './footer-pickers.tsx'
import { LinkGroups } from './link-groups.tsx'
import { PartnerStrip } from './partner-strip.tsx'
import { PrivacyRow } from './privacy-row.tsx'
import { SiteMap } from './site-map.tsx'
import { SocialLinks } from './social-links.tsx'

addEnglishMessages(footerMessages)

const SiteMapDialog = lazy(() => importWithRetry(() => import('./site-map-dialog.tsx')))

/**
 * The page footer (an island, decision 023): its links come with the page (global state), only the
 * brands strip is fetched, once the footer is in view. Layout is CSS (footer.css); JS decides only
 * whether the site-map button opens a dialog.
 */
export function Footer() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const data = state.footer
  const ref = useRef<HTMLElement>(null)
  const brands = useBrandsOnView(ref, state.footerFlags?.brandsSilentFailure === true)
  const [siteMapOpen, setSiteMapOpen] = useState(false)
  const wide = useMinWidth(SITE_MAP_DIALOG_BELOW)
  useEffect(() => {
    if (wide) setSiteMapOpen(false)
  }, [wide])
  return (
    <footer className="fw-footer" ref={ref}>
      <div className="fw-footer-inner">
        <Logo brand={state.brand} inverted />
        {data && (
          <nav className="fw-footer-nav" aria-label={t('footer.navLabel')}>
            <LinkGroups data={data} />
            <div className="fw-sitemap-inline">
              <SiteMap data={data} />
            </div>
            <button type="button" className="fw-sitemap-open" onClick={() => setSiteMapOpen(true)}>
              {data.siteMapTitle}
            </button>
          </nav>
        )}
        <FooterPickers />
        <p className="fw-footer-description">
          {t('footer.description', {
            brand: state.brandDisplayName,
            country: state.pickers?.countryName ?? state.countryCode,
            currency: state.pickers?.currencyName ?? state.currency,
          })}
        </p>
        <div className="fw-footer-rows">
          {data && <SocialLinks sites={data.socialMediaSites} />}
          {data && <AppBadges sites={data.appStoreSites} />}
          <PrivacyRow links={data?.privacyMenu ?? []} />
        </div>
      </div>
      <PartnerStrip />
      <div className="fw-footer-inner">
        <BrandsStrip brands={brands} />
        <p className="fw-footer-legal">{t('footer.legal', { brand: state.brandDisplayName })}</p>
      </div>
      {data && siteMapOpen && (
        <Suspense fallback={null}>
          <SiteMapDialog data={data} onClose={() => setSiteMapOpen(false)} />
        </Suspense>
      )}
    </footer>
  )
}
