import { useEffect, useState } from 'react'
import { socialIconUrl } from '../../../shared/chrome/footer-contract.ts'
import type { TSocialSite } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

// Our own icons, inlined so they take the footer's text colour; anything that is not a plain SVG
// (or carries script) is refused rather than put in the page.
const UNSAFE = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i

/** Fetches an icon's SVG by URL; the link keeps its accessible name and size while it loads or fails. */
export function SocialIcon({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${url}`)
        return response.text()
      })
      .then(
        (text) => {
          if (!text.trimStart().startsWith('<svg') || UNSAFE.test(text)) {
            console.error('Malformed svg received', url)
            return
          }
          if (live) setSvg(text)
        },
        (error: unknown) => console.error('Could not fetch SVG', error),
      )
    return () => {
      live = false
    }
  }, [url])
  return svg ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own icon, checked above to be a plain SVG
    <span className="fw-footer-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <span className="fw-footer-icon" aria-hidden="true" />
  )
}

export function SocialLinks({ sites }: { sites: readonly TSocialSite[] }) {
  const { t } = useTranslation()
  if (sites.length === 0) return null
  return (
    <ul className="fw-footer-social" aria-label={t('footer.social')}>
      {sites.map((site) => (
        <li key={site.name}>
          <a href={site.url} rel="noopener" aria-label={site.prompt} title={site.title}>
            <SocialIcon url={socialIconUrl(site.name)} />
          </a>
        </li>
      ))}
    </ul>
  )
}
