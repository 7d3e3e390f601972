import { Link } from 'react-router'
import type { TBrandId } from '../../shared/brands.ts'
import { BRAND_LOGOS } from '../brands/brand-logos.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'

interface Props {
  brand: TBrandId
  presentation?: 'default' | 'pres-dark-mode' | 'pres-aos'
  inverted?: boolean
}

/** The header/footer logo: a link to the site root (or /aos in the pres-aos presentation). */
export function Logo({ brand, presentation = 'default', inverted = false }: Props) {
  const { t } = useTranslation()
  const logo = BRAND_LOGOS[brand]
  if (!logo) {
    console.error('Logo not found')
    return null
  }
  return (
    <Link
      to={presentation === 'pres-aos' ? '/aos' : '/'}
      className={`fw-logo${inverted ? ' fw-logo--inverted' : ''}`}
      aria-label={t('chrome.logo.home', { brand: logo.displayName })}
    >
      <svg viewBox="0 0 160 32" width="140" height="28" aria-hidden="true" focusable="false">
        <path d={logo.markPath} className="fw-logo-mark" />
        <text x="36" y="23" className="fw-logo-word">
          {logo.wordmark}
        </text>
      </svg>
    </Link>
  )
}
