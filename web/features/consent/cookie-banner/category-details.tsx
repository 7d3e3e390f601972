import type { TConsentCategory } from '../../../../shared/privacy/privacy-contract.ts'
import type { TCookiesForCategoryResponse } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'

/** One category's cookies: name and domain (spec section 2); never shown empty (the banner checks). */
export function CategoryDetails(props: {
  category: TConsentCategory
  cookies: TCookiesForCategoryResponse['cookies']
  onBack(): void
}) {
  const { t } = useTranslation()
  const category = t(`consent.banner.categories.${props.category}.name`)
  return (
    <div className="fw-cookie-banner-view">
      <Button variant="quiet" onClick={props.onBack}>
        {t('consent.banner.back')}
      </Button>
      <h2 tabIndex={-1}>{t('consent.banner.detailsTitle', { category })}</h2>
      <table className="fw-cookie-banner-table">
        <thead>
          <tr>
            <th scope="col">{t('consent.banner.cookieName')}</th>
            <th scope="col">{t('consent.banner.cookieDomain')}</th>
          </tr>
        </thead>
        <tbody>
          {props.cookies.map((c) => (
            <tr key={`${c.name}@${c.domain}`}>
              <td>{c.name}</td>
              <td>{c.domain}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
