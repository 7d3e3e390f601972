import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { TBrandId } from '../../shared/brands.ts'
import type { TLogoPresentation } from '../../shared/chrome/logo-constants.ts'
import { useLinkHref } from '../app/global-state.tsx'
import { BRAND_LOGOS } from '../brands/brand-logos.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'

export interface LogoProps {
  brand: TBrandId
  presentation?: TLogoPresentation
  /** Light on dark (the footer). */
  inverted?: boolean
  /** The compact-logo flag: the mark alone below the vertical's breakpoint (CSS, so nothing shifts). */
  compact?: boolean
  /** The active vertical (global state's analytics vertical). */
  vertical?: string
  /** Shown under the logo (outside the link), e.g. a business tag line. */
  underLogo?: ReactNode
  /**
   * The pride confetti (off by default; decision 027): once per browser, never under reduced motion.
   * A number sets the logo animation's length in ms (default 2000).
   */
  confetti?: boolean | number
}

/** The header/footer logo: a link to the site root (or /aos in the pres-aos presentation). */
export function Logo({
  brand,
  presentation = 'default',
  inverted,
  compact,
  vertical,
  underLogo,
  confetti,
}: LogoProps) {
  const { t } = useTranslation()
  const logo = BRAND_LOGOS[brand]
  const href = useLinkHref()
  if (!logo) {
    console.error('Logo not found')
    return null
  }
  const link = (
    <Link
      to={href(presentation === 'pres-aos' ? '/aos' : '/')}
      // Presentations and the compact breakpoints by vertical are chrome.css's (media queries: no shift).
      className={`fw-logo fw-logo--${presentation}${inverted ? ' fw-logo--inverted' : ''}${compact ? ' fw-logo--compact' : ''}`}
      data-vertical={compact ? vertical : undefined}
      aria-label={t('chrome.logo.home', { brand: logo.displayName })}
      // The celebration runs from the chrome-extras island's chunk, never from the first download.
      data-confetti={confetti || undefined}
    >
      <svg viewBox="0 0 160 32" width="140" height="28" aria-hidden="true" focusable="false">
        <path d={logo.markPath} className="fw-logo-mark" />
        <text x="36" y="23" className="fw-logo-word">
          {logo.wordmark}
        </text>
      </svg>
    </Link>
  )
  if (!underLogo) {
    return link
  }
  return (
    <span className="fw-logo-block">
      {link}
      {underLogo}
    </span>
  )
}
