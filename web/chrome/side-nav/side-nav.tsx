import sideNavMessages from 'virtual:fw-messages/section/sideNav'
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useMatches } from 'react-router'
import { navGroups, verticalOf } from '../../../shared/chrome/nav-groups.ts'
import { visibleGroups } from '../../../shared/chrome/navigation.ts'
import { sideNavPage } from '../../../shared/chrome/side-nav-pages.ts'
import { railFrom, sideNavVariant, type TSideNavPage } from '../../../shared/chrome/side-nav-variant.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useBreakpoint } from '../../ui/breakpoint.ts'
import { SideNavContent } from './side-nav-content.tsx'
import { MenuIcon } from './side-nav-icons.tsx'
import {
  browserNavTripsTooltipEnv,
  NavTripsTooltipContext,
  type NavTripsTooltipEnv,
  useNavTripsTooltip,
} from './use-nav-trips-tooltip.ts'
import { useSideNav } from './use-side-nav.ts'

addEnglishMessages(sideNavMessages)

const SideNavDialog = lazy(() =>
  importWithRetry(() => import('./side-nav-dialog.tsx')).then((m) => ({ default: m.SideNavDialog })),
)

/**
 * The side navigation (spec sections 2 and 4): the header's toggle and the navigation, rendered in full on
 * the server (an island, decision 023). Layout comes from CSS media queries (data-rail); the variant from
 * the breakpoint decides behaviour only, so the server's HTML and the hydrated HTML are the same.
 */
export function SideNav({ tripsTooltipEnv }: { tripsTooltipEnv?: NavTripsTooltipEnv }) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const { pathname } = useLocation()
  // A route may say how it wears the navigation (results pages will); else the catalogue's page flags.
  const handle = useMatches().at(-1)?.handle as { pageId?: string; sideNav?: TSideNavPage } | undefined
  const page = handle?.sideNav ?? sideNavPage(handle?.pageId)
  const businessMode = Boolean(state.auth?.businessState?.businessMode)
  const ctx = { ...page, businessMode }
  const variant = sideNavVariant(useBreakpoint(), ctx)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const nav = useSideNav(variant, pathname, bus, root)
  const [tooltipEnv] = useState(() => tripsTooltipEnv ?? browserNavTripsTooltipEnv())
  const signedIn = Boolean(state.auth?.loggedInSession)
  const tripsTooltip = useNavTripsTooltip(tooltipEnv, nav.expanded, signedIn && state.trips !== false)
  const from = verticalOf(pathname, state.businessBasePath)
  const groups = visibleGroups(
    navGroups({
      auth: state.auth,
      businessBasePath: state.businessBasePath,
      pathname,
      onResultsPage: Boolean(page.results),
      friendlyUrlVerticals: state.friendlyUrlVerticals,
    }),
    businessMode,
  )
  const overlay = variant === 'hiddenDrawer' || variant === 'accordion'

  // An overlay opened from the toggle or the bus takes the keyboard to its first entry.
  useEffect(() => {
    if (nav.pinned && overlay)
      root.current?.querySelector<HTMLElement>('.fw-sidenav-panel a, .fw-sidenav-panel button')?.focus()
  }, [nav.pinned, overlay])

  const close = () => {
    nav.setPinned(false)
    toggle.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && nav.pinned) {
      event.stopPropagation()
      close()
    }
  }
  const accordion = variant === 'accordion'
  return (
    <NavTripsTooltipContext value={tripsTooltip}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the toggle or the panel closes it */}
      <div
        ref={root}
        className="fw-sidenav"
        data-rail={railFrom(ctx) ?? 'none'}
        data-variant={variant}
        data-open={nav.pinned || undefined}
        data-expanded={nav.expanded || undefined}
        onKeyDown={onKeyDown}
      >
        <button
          ref={toggle}
          type="button"
          className="fw-sidenav-toggle"
          aria-expanded={nav.expanded}
          aria-controls="fw-sidenav"
          aria-label={t('sideNav.toggle')}
          onClick={() => nav.setPinned(!nav.pinned)}
        >
          <MenuIcon />
        </button>
        <nav
          id="fw-sidenav"
          className="fw-sidenav-panel"
          aria-label={t('sideNav.label')}
          {...nav.panelHandlers}
        >
          <SideNavContent
            groups={groups}
            from={from}
            accordion={accordion}
            collapsed={variant === 'drawer' && !nav.expanded}
          />
        </nav>
        {variant === 'dialog' && nav.pinned ? (
          <Suspense fallback={null}>
            <SideNavDialog isOpen onClose={close} title={t('sideNav.label')}>
              <SideNavContent groups={groups} from={from} accordion={false} />
            </SideNavDialog>
          </Suspense>
        ) : null}
      </div>
    </NavTripsTooltipContext>
  )
}
