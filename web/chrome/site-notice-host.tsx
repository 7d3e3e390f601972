import logoMessages from 'virtual:fw-messages/section/logo'
import { useEffect, useRef } from 'react'
import { useEventBus } from '../app/global-state.tsx'
import { useSiteState } from '../app/site-state.ts'
import { addEnglishMessages } from '../i18n/create-i18n.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { Button } from '../ui/button.tsx'
import { Popover, preloadPopoverPanel } from '../ui/popover.tsx'
import './site-notice-host.css'

addEnglishMessages(logoMessages)
// The details popover must open offline too, so its panel is fetched now, while the network is there.
if (typeof window !== 'undefined') preloadPopoverPanel().catch(() => {})

/**
 * Tells visitors that they are offline (with a popover on what still works) or that cookies are off,
 * and announces going offline and coming back through the page's live region.
 */
export function SiteNoticeHost() {
  const { online, cookiesEnabled } = useSiteState()
  const { t } = useTranslation()
  const bus = useEventBus()
  const wasOnline = useRef(true)
  useEffect(() => {
    if (wasOnline.current === online) return
    wasOnline.current = online
    bus.publish('a11y:announce', {
      message: t(online ? 'logo.siteState.backOnline' : 'logo.siteState.offlineAnnouncement'),
    })
  }, [online, bus, t])
  if (online && cookiesEnabled) return null
  return (
    <div className="fw-site-notices">
      {online ? null : (
        <section className="fw-site-notice" aria-label={t('logo.siteState.offlineTitle')}>
          <strong>{t('logo.siteState.offlineTitle')}</strong>
          <Popover
            label={t('logo.siteState.offlineDetailsLabel')}
            placement="top-left"
            size="medium"
            renderHandle={(handle) => (
              <Button variant="quiet" className="fw-site-notice-details" {...handle}>
                {t('logo.siteState.offlineDetails')}
              </Button>
            )}
          >
            {(close) => (
              <>
                <p>{t('logo.siteState.offlineBody')}</p>
                <Button onClick={close}>{t('logo.siteState.gotIt')}</Button>
              </>
            )}
          </Popover>
        </section>
      )}
      {cookiesEnabled ? null : <p className="fw-site-notice">{t('logo.siteState.cookiesDisabled')}</p>}
    </div>
  )
}
