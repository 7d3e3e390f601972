import { Link } from 'react-router'
import type { TFooterLink } from '../../../shared/chrome/footer-schemas.ts'
import { useLinkHref } from '../../app/global-state.tsx'

/** A content link: our own paths route in the app, other sites open as plain links. */
export function FooterLink({ link }: { link: TFooterLink }) {
  const href = useLinkHref()
  return link.url.startsWith('/') ? (
    <Link to={href(link.url)}>{link.title}</Link>
  ) : (
    <a href={link.url} rel="noopener">
      {link.title}
    </a>
  )
}

export function FooterLinkList({
  links,
  className,
  testId,
}: {
  links: readonly TFooterLink[]
  className?: string
  testId?: string
}) {
  return (
    <ul className={className ?? 'fw-footer-list'} data-testid={testId}>
      {links.map((link) => (
        <li key={link.url}>
          <FooterLink link={link} />
        </li>
      ))}
    </ul>
  )
}
