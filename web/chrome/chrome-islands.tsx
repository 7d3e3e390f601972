import { island } from '../app/island.tsx'
// In the entry's CSS (inlined in the page): the server-rendered footer is styled before its chunk loads.
import './footer/footer.css'

/** Chrome parts hydrated from their own chunks (decision 023); entry-server.tsx registers the originals. */
export const FooterIsland = island<object>('footer', () =>
  import('./footer.tsx').then((m) => ({ default: m.Footer })),
)
