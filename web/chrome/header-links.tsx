import { type ComponentType, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { importOnce } from '../api/lazy-import.ts'
import { useLinkHref } from '../app/global-state.tsx'
import type { TFunction } from '../i18n/create-i18n.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { fittingLinks, type HeaderLink } from './header-fit.ts'
import type { HeaderMoreMenuProps } from './header-more-menu.tsx'
import { useLazyMenu } from './lazy-menu.ts'
import './header-links.css'

/** The header's own links, after any business entries. */
export function mainHeaderLinks(t: TFunction): HeaderLink[] {
  return [
    { id: 'trips', href: '/trips', label: t('chrome.header.trips') },
    { id: 'help', href: '/help', label: t('chrome.header.help') },
  ]
}

type MenuModule = { HeaderMoreMenu: ComponentType<HeaderMoreMenuProps> }
const loadMenu = importOnce<MenuModule>(() => import('./header-more-menu.tsx'))

/**
 * The header's links in one row that never widens the header (issue 30): the links that do not fit move
 * into a "More" menu. Before scripts run, CSS alone keeps the row to one line and clips what wraps; once
 * hydrated, a ResizeObserver measures which links fit and the rest leave the row for the menu.
 */
export function HeaderLinks({ label, links }: { label: string; links: HeaderLink[] }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const href = useLinkHref()
  const navRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const fit = useFittingLinks(navRef, listRef, moreRef, links.length)
  const [trigger, OpenMenu, close] = useLazyMenu(() => loadMenu().then((mod) => mod.HeaderMoreMenu))
  const overflow = fit === null ? [] : links.slice(fit)
  return (
    <nav ref={navRef} className="fw-header-nav" aria-label={label}>
      <ul ref={listRef} className="fw-header-links" data-measured={fit === null ? undefined : ''}>
        {links.map((link, i) => {
          const current = pathname === link.href || pathname.startsWith(`${link.href}/`)
          return (
            <li key={link.id} data-overflow={fit !== null && i >= fit ? '' : undefined}>
              <Link to={href(link.href)} aria-current={current ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
      <button
        ref={moreRef}
        type="button"
        className="fw-header-more"
        data-idle={overflow.length === 0 ? '' : undefined}
        // A dialog holding the menu, as the account menu's.
        aria-haspopup="dialog"
        {...trigger}
      >
        {t('chrome.header.more')}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {OpenMenu && overflow.length > 0 ? (
        <OpenMenu
          triggerRef={moreRef}
          label={t('chrome.header.moreLabel')}
          links={overflow}
          onClose={close}
        />
      ) : null}
    </nav>
  )
}

/**
 * How many links fit, measured after every change of the row's room (the window, the company's name,
 * the fonts arriving); null until measured, and while the row is not laid out (hidden on phones, or
 * a test's document without layout), so the server's HTML is what hydration keeps.
 */
function useFittingLinks(
  navRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLUListElement | null>,
  moreRef: RefObject<HTMLButtonElement | null>,
  count: number,
): number | null {
  const [fit, setFit] = useState<number | null>(null)
  useLayoutEffect(() => {
    const nav = navRef.current
    const list = listRef.current
    const more = moreRef.current
    if (count === 0 || !nav || !list || !more || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      // Not laid out: hidden on phones, or a document without layout (tests). A row squeezed to nothing
      // is laid out, and then everything goes into "More".
      if (nav.getClientRects().length === 0) return
      const style = getComputedStyle(list)
      // The list's end padding (room for focus outlines) is not room for links.
      const available = nav.clientWidth - (Number.parseFloat(style.paddingInlineEnd) || 0)
      const widths = [...list.children].map((item) => item.getBoundingClientRect().width)
      const gap = Number.parseFloat(style.columnGap) || 0
      setFit(fittingLinks(widths, gap, available, more.getBoundingClientRect().width))
    }
    const observer = new ResizeObserver(measure)
    observer.observe(nav)
    // A link's own width changes when the web font arrives.
    for (const item of list.children) observer.observe(item)
    measure()
    return () => observer.disconnect()
  }, [navRef, listRef, moreRef, count])
  return fit
}
