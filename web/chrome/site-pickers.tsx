import { island } from '../app/island.tsx'
import './site-pickers.css'

/**
 * The header's country/language and currency triggers: rendered in full on the server, hydrated from their
 * own chunk (decision 023); their lists and dialogs load on the first opening (decision 025).
 */
export const SitePickers = island<object>('sitePickers', () =>
  import('../features/pickers/picker-triggers.tsx').then((m) => ({ default: m.PickerTriggers })),
)
