import { island } from '../app/island.tsx'

/** Chrome parts hydrated from their own chunks (decision 023); entry-server.tsx registers the originals. */
export const FooterIsland = island<object>('footer', () =>
  import('./footer.tsx').then((m) => ({ default: m.Footer })),
)

/** The page's live region, the offline and cookies notices and the logo's celebration (decision 027). */
export const ChromeExtrasIsland = island<object>('chromeExtras', () => import('./chrome-extras-host.tsx'))
