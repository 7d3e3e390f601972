import { island } from '../../app/island.tsx'
import type { FlightSearchBoxProps } from './flight-search-box.tsx'
// In the entry's CSS (inlined in the page): the server-rendered box is styled before its chunk loads.
import './search-box.css'

/*
 * The search boxes: rendered in full on the server, hydrated from their own chunks (decision 023's
 * islands), so that a page's first download and its hydration do not carry React Aria's combo boxes. A
 * results page hydrates its offers and filters first; its box (a plain GET form until then) follows.
 * The home page's flight box is here (in the entry); the other verticals' in vertical-box-islands.tsx.
 */
export const loadFlightSearchBox = () =>
  import('./flight-search-box.tsx').then((m) => ({ default: m.FlightSearchBox }))
export const FlightSearchBoxIsland = island<FlightSearchBoxProps>('flightSearchBox', loadFlightSearchBox)
