import { island } from '../app/island.tsx'

/** Chrome parts hydrated from their own chunks (decision 023); entry-server.tsx registers the originals. */
export const FooterIsland = island<object>('footer', () =>
  import('./footer.tsx').then((m) => ({ default: m.Footer })),
)
