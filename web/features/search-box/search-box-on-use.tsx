import { islandOnUse } from '../../app/island-on-use.tsx'
import type { CarSearchBoxProps } from './car-search-box.tsx'
import type { FlightSearchBoxProps } from './flight-search-box.tsx'
import { loadFlightSearchBox } from './search-box-island.tsx'
import type { StaySearchBoxProps } from './stay-search-box.tsx'
import type { TrainSearchBoxProps } from './train-search-box.tsx'
import { loadCarSearchBox, loadStaySearchBox, loadTrainSearchBox } from './vertical-box-islands.tsx'

/*
 * The results pages' search boxes: the same islands as the home and vertical pages' boxes (the server
 * renders them whole), hydrated on first use. A results page is read for its offers, and its box (a plain
 * GET form until then, showing the search) is touched by fewer visitors than load the page.
 */
export const FlightSearchBoxOnUse = islandOnUse<FlightSearchBoxProps>('flightSearchBox', loadFlightSearchBox)
export const StaySearchBoxOnUse = islandOnUse<StaySearchBoxProps>('staySearchBox', loadStaySearchBox)
export const TrainSearchBoxOnUse = islandOnUse<TrainSearchBoxProps>('trainSearchBox', loadTrainSearchBox)
export const CarSearchBoxOnUse = islandOnUse<CarSearchBoxProps>('carSearchBox', loadCarSearchBox)
