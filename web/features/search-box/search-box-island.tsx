import { island } from '../../app/island.tsx'
import type { FlightSearchBoxProps } from './flight-search-box.tsx'
// In the entry's CSS (inlined in the page): the server-rendered box is styled before its chunk loads.
import './search-box.css'

/**
 * The home page's flight search box: rendered in full on the server, hydrated from its own chunk, so
 * that the home page's first download does not carry React Aria (decision 023's islands).
 */
export const FlightSearchBoxIsland = island<FlightSearchBoxProps>(
  'flightSearchBox',
  () => import('./flight-search-box.tsx'),
)
