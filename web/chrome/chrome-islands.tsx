import { island } from '../app/island.tsx'
// In the entry's CSS (inlined in the page): the server-rendered footer is styled before its chunk loads.
import './footer/footer.css'
import '../features/business-hub/business-header.css'

/** Chrome parts hydrated from their own chunks (decision 023); entry-server.tsx registers the originals. */
export const FooterIsland = island<object>('footer', () =>
  import('./footer.tsx').then((m) => ({ default: m.Footer })),
)

/** The side navigation and its toggle, inside the header (spec sections 2 and 4; decision 026). */
export const SideNavIsland = island<object>('sideNav', () =>
  import('./side-nav/side-nav.tsx').then((m) => ({ default: m.SideNav })),
)
/** The page's live region, the offline and cookies notices and the logo's celebration (decision 027). */
export const ChromeExtrasIsland = island<object>('chromeExtras', () => import('./chrome-extras-host.tsx'))

/** The consent surfaces: cookie banner, notices, the IAB, data-sharing and acknowledgement dialogs (decision 028). */
export const ConsentIsland = island<object>('consent', () => import('../features/consent/consent-host.tsx'))

/** The header's business group, in business mode only (decision 039). */
export const BusinessHeaderIsland = island<object>('businessHeader', () =>
  import('../features/business-hub/business-header-group.tsx').then((m) => ({
    default: m.BusinessHeaderGroup,
  })),
)

/** The signed-in header's trips drawer, its toasts and tooltips (issue 8; spec sections 1 and 4). */
export const TripsDrawerIsland = island<object>('tripsDrawer', () =>
  import('../features/trips-drawer/trips-drawer.tsx').then((m) => ({ default: m.TripsDrawer })),
)
