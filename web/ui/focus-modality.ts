import { FOCUS_OUTLINE_THROTTLE_MS } from '../../shared/chrome/motion-constants.ts'
import { throttle } from '../app/throttle.ts'

export type TFocusModality = 'keyboard' | 'pointer'

export interface FocusModality {
  current(): TFocusModality
  stop(): void
}

type TTarget = Pick<Document, 'addEventListener' | 'removeEventListener'>

/**
 * Whether the last press was a key or a pointer, for what CSS :focus-visible cannot decide (a tooltip
 * opened by keyboard focus, not by the focus a click gives). Taken at most every 50 ms, the latest press
 * winning: a reader waits at least that long after a focus (the tooltip's 100 ms) and sees it settled.
 */
export function createFocusModality(target: TTarget = document): FocusModality {
  let modality: TFocusModality = 'pointer'
  const set = throttle((next: TFocusModality) => {
    modality = next
  }, FOCUS_OUTLINE_THROTTLE_MS)
  const onKey = (event: KeyboardEvent) => {
    // A shortcut with a modifier is not keyboard navigation.
    if (!(event.metaKey || event.ctrlKey || event.altKey)) set('keyboard')
  }
  const onPointer = () => set('pointer')
  target.addEventListener('keydown', onKey, true)
  target.addEventListener('pointerdown', onPointer, true)
  return {
    current: () => modality,
    stop() {
      target.removeEventListener('keydown', onKey, true)
      target.removeEventListener('pointerdown', onPointer, true)
      set.cancel()
    },
  }
}

let shared: FocusModality | null = null
/** The page's one tracker, started by the first component that needs it (not by the entry). */
export function pageFocusModality(): FocusModality {
  shared ??= createFocusModality()
  return shared
}
