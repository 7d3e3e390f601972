import type { MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { TNavigationItem, TVertical } from '../../../shared/chrome/navigation.ts'
import { browserFormToken } from '../../api/browser-client.ts'
import { useGlobalState, useLinkHref } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Tooltip } from '../../ui/tooltip.tsx'
import { resolveFriendlyUrl } from './friendly-url.ts'
import { VerticalIcon } from './side-nav-icons.tsx'
import { SideNavTripsTip } from './side-nav-trips-tip.tsx'

interface Props {
  item: TNavigationItem
  /** The vertical of the page the visitor is on, for the friendly-URL call. */
  from: TVertical | null
  hidden?: boolean
  /** Drawn in the collapsed rail, its label hidden: the label shows as a tooltip instead. */
  collapsed?: boolean
}

/** One entry: a real link (it works before hydration); a deferred one asks for its friendly URL first. */
export function SideNavItem({ item, from, hidden, collapsed = false }: Props) {
  const { t } = useTranslation()
  const { formtoken } = useGlobalState()
  const navigate = useNavigate()
  const href = useLinkHref()
  const location = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.deferredLink || !from || !item.verticalName) return
    event.preventDefault()
    // The router's location: the page the visitor is on, as the router rendered it.
    const search = location.pathname + location.search
    const request = {
      originalVertical: from,
      conversionVertical: item.verticalName,
      searchUrlToConvert: search,
      plainUrl: item.url,
    }
    // A first visit's page has no token (decision 092): one is asked for then.
    void (formtoken ? Promise.resolve(formtoken) : browserFormToken())
      .then((formToken) =>
        resolveFriendlyUrl(request, {
          fetch: (input, init) => window.fetch(input, init),
          formToken,
          log: logError,
        }),
      )
      .then((url) => navigate(href(url)))
  }
  const label = t(item.text)
  return (
    <li hidden={hidden}>
      <Tooltip
        label={label}
        placement="right"
        disabled={!collapsed}
        renderHandle={(handle) => (
          <Link
            {...handle}
            to={href(item.url)}
            className="fw-sidenav-link"
            aria-current={item.active ? 'page' : undefined}
            aria-label={item.ariaLabel ? t(item.ariaLabel) : undefined}
            target={item.newTab ? '_blank' : undefined}
            rel={item.newTab ? 'noopener' : undefined}
            onClick={onClick}
          >
            <VerticalIcon vertical={item.verticalName} url={item.url} />
            <span className="fw-sidenav-label">{label}</span>
            {item.flagText ? <span className="fw-sidenav-flag">{t(item.flagText)}</span> : null}
          </Link>
        )}
      />
      {item.verticalName === 'trips' ? <SideNavTripsTip /> : null}
    </li>
  )
}
