import { Button, Heading } from 'react-aria-components'
import type { TFooterPageData } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { SiteMap } from './site-map.tsx'

/** The site map as a full-screen dialog on narrow screens (below 1084 px). */
export default function SiteMapDialog({ data, onClose }: { data: TFooterPageData; onClose(): void }) {
  const { t } = useTranslation()
  return (
    <ModalDialog presentation="fullscreen" onClose={onClose} labelledBy="fw-sitemap-dialog-title">
      <div className="fw-sitemap-bar">
        <Heading slot="title" level={2} id="fw-sitemap-dialog-title" className="fw-footer-heading">
          {data.siteMapTitle}
        </Heading>
        <Button slot="close" className="fw-sitemap-close" aria-label={t('footer.siteMapClose')}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {/* A followed link leaves the page: the dialog closes with it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches clicks bubbling from its links */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too */}
      <div className="fw-sitemap-body" onClick={(e) => (e.target as Element).closest('a') && onClose()}>
        <SiteMap data={data} titled={false} />
      </div>
    </ModalDialog>
  )
}
