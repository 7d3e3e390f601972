import { island } from '../../app/island.tsx'
import type { CarSearchBoxProps } from './car-search-box.tsx'
import type { FlightSearchBoxProps } from './flight-search-box.tsx'
import type { StaySearchBoxProps } from './stay-search-box.tsx'
import type { TrainSearchBoxProps } from './train-search-box.tsx'
// In the entry's CSS (inlined in the page): the server-rendered box is styled before its chunk loads.
import './search-box.css'

/*
 * The search boxes: rendered in full on the server, hydrated from their own chunks (decision 023's
 * islands), so that a page's first download and its hydration do not carry React Aria's combo boxes. A
 * results page hydrates its offers and filters first; its box (a plain GET form until then) follows.
 */
export const FlightSearchBoxIsland = island<FlightSearchBoxProps>('flightSearchBox', () =>
  import('./flight-search-box.tsx').then((m) => ({ default: m.FlightSearchBox })),
)
export const StaySearchBoxIsland = island<StaySearchBoxProps>('staySearchBox', () =>
  import('./stay-search-box.tsx').then((m) => ({ default: m.StaySearchBox })),
)
export const TrainSearchBoxIsland = island<TrainSearchBoxProps>('trainSearchBox', () =>
  import('./train-search-box.tsx').then((m) => ({ default: m.TrainSearchBox })),
)
export const CarSearchBoxIsland = island<CarSearchBoxProps>('carSearchBox', () =>
  import('./car-search-box.tsx').then((m) => ({ default: m.CarSearchBox })),
)
