import { PRIVACY_PAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { TSurfaceProps } from '../consent-surface-props.ts'
import { type MetaCookieQueue, pageMetaCookieQueue } from '../meta-cookie-queue.ts'
import './notices.css'

/**
 * The legacy cookies-notice bar (spec section 2): a line, a link to the privacy notice and a close icon.
 * Closing hides it at once and writes HIDE_COOKIES_MESSAGE through the meta-cookie queue.
 */
export function CookiesNoticeBar(props: TSurfaceProps & { queue?: MetaCookieQueue }) {
  const { t } = useTranslation()
  const close = () => {
    void (props.queue ?? pageMetaCookieQueue()).set('HIDE_COOKIES_MESSAGE', 'true')
    props.store.update({ noticeVisible: false })
    props.onDone()
  }
  return (
    <section
      className="fw-cookies-notice"
      aria-label={t('consent.notices.cookiesNotice.label')}
      inert={!props.active}
    >
      <p>
        {t('consent.notices.cookiesNotice.text')}{' '}
        <a href={PRIVACY_PAGES.notice}>{t('consent.notices.cookiesNotice.link')}</a>
      </p>
      <button
        type="button"
        className="fw-cookies-notice-close"
        aria-label={t('consent.notices.cookiesNotice.close')}
        onClick={close}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  )
}
