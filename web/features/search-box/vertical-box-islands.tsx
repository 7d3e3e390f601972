import { island } from '../../app/island.tsx'
import type { CarSearchBoxProps } from './car-search-box.tsx'
import type { StaySearchBoxProps } from './stay-search-box.tsx'
import type { TrainSearchBoxProps } from './train-search-box.tsx'

// The stay, train and car boxes' islands (search-box-island.tsx says why), apart from the flight box's so
// that the entry, which holds the home page's, does not carry them.
export const loadStaySearchBox = () =>
  import('./stay-search-box.tsx').then((m) => ({ default: m.StaySearchBox }))
export const loadTrainSearchBox = () =>
  import('./train-search-box.tsx').then((m) => ({ default: m.TrainSearchBox }))
export const loadCarSearchBox = () =>
  import('./car-search-box.tsx').then((m) => ({ default: m.CarSearchBox }))
export const StaySearchBoxIsland = island<StaySearchBoxProps>('staySearchBox', loadStaySearchBox)
export const TrainSearchBoxIsland = island<TrainSearchBoxProps>('trainSearchBox', loadTrainSearchBox)
export const CarSearchBoxIsland = island<CarSearchBoxProps>('carSearchBox', loadCarSearchBox)
