import { Link } from 'react-router'
import type { TAdminPage } from '../../../shared/business/admin-pages.ts'
import type { TPageRefusalReason } from '../../../shared/business/hub-visibility.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useRenderStatus } from '../../app/render-status.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { RefusalExplanation } from './refusal-explanation.tsx'

/** Why an admin hub page is not shown: who is asking decides what can be done about it. */
export type TRefusal = 'signIn' | 'switchAccount' | TPageRefusalReason

/**
 * The view in place of an admin hub page the visitor may not see. A signed-in member is told no with
 * status 403 (the server's page route answers the same, decision 039); a visitor sees the page's title
 * and is asked to sign in.
 */
export function NoAccess({
  reason,
  page,
  pageTitle,
}: {
  reason: TRefusal
  page: TAdminPage
  pageTitle: string
}) {
  const { t } = useTranslation()
  const { businessBasePath } = useGlobalState()
  const bus = useEventBus()
  useRenderStatus(reason === 'signIn' ? 200 : 403)
  if (reason === 'signIn') {
    return (
      <article className="fw-page fw-no-access" aria-labelledby="fw-page-title">
        <h1 id="fw-page-title">{pageTitle}</h1>
        <p className="fw-page-about">{t('businessHub.noAccess.signInFirst')}</p>
        <p>
          <Button onClick={() => bus.publish('signin:request', { reason: 'generic' })}>
            {t('businessHub.noAccess.signIn')}
          </Button>
        </p>
      </article>
    )
  }
  return (
    <article className="fw-page fw-no-access" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">
        {reason === 'switchAccount' || reason === 'role'
          ? t('businessHub.noAccess.title')
          : t('businessHub.noAccess.offTitle', { page: pageTitle })}
      </h1>
      {reason === 'switchAccount' ? (
        <p className="fw-page-about">{t('businessHub.noAccess.switchFirst')}</p>
      ) : (
        <>
          <RefusalExplanation reason={reason} page={page} pageTitle={pageTitle} />
          <p>
            <Link to={businessBasePath}>{t('businessHub.noAccess.toHub')}</Link>
          </p>
        </>
      )}
    </article>
  )
}
