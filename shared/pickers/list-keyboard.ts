/**
 * The pickers' keyboard (spec section 4): up/down move focus skipping disabled items, home/end jump to the
 * first/last enabled item, enter selects, space selects unless focus is in the search input. Focus in the
 * search input is `focused: null`; down from there enters the list and up from its first item returns.
 */
export type TListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Enter' | ' '

export type TListAction =
  | { type: 'focus'; index: number }
  | { type: 'select'; index: number }
  | { type: 'focusSearch' }
  | { type: 'none' }

export interface TListKeyInput {
  key: string
  /** Index of the focused item, or null while focus is in the search input. */
  focused: number | null
  disabled: readonly boolean[]
  hasSearch: boolean
}

const NONE: TListAction = { type: 'none' }

function enabledFrom(disabled: readonly boolean[], start: number, step: 1 | -1): number | null {
  for (let i = start; i >= 0 && i < disabled.length; i += step) if (!disabled[i]) return i
  return null
}

export function listKeyAction({ key, focused, disabled, hasSearch }: TListKeyInput): TListAction {
  const first = enabledFrom(disabled, 0, 1)
  const last = enabledFrom(disabled, disabled.length - 1, -1)
  const focus = (index: number | null): TListAction => (index === null ? NONE : { type: 'focus', index })
  if (focused === null) {
    // In the search input: typing keys (space, home, end) stay the input's; enter picks the first result.
    if (key === 'ArrowDown') return focus(first)
    if (key === 'ArrowUp') return focus(last)
    if (key === 'Enter') return first === null ? NONE : { type: 'select', index: first }
    return NONE
  }
  switch (key) {
    case 'ArrowDown': {
      const next = enabledFrom(disabled, focused + 1, 1)
      return next === null ? NONE : focus(next)
    }
    case 'ArrowUp': {
      const previous = enabledFrom(disabled, focused - 1, -1)
      if (previous !== null) return focus(previous)
      return hasSearch ? { type: 'focusSearch' } : NONE
    }
    case 'Home':
      return first === null || first === focused ? NONE : focus(first)
    case 'End':
      return last === null || last === focused ? NONE : focus(last)
    case 'Enter':
    case ' ':
      return disabled[focused] === false ? { type: 'select', index: focused } : NONE
    default:
      return NONE
  }
}
