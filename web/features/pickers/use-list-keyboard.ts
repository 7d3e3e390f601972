import { type KeyboardEvent, type RefObject, useCallback } from 'react'
import { listKeyAction } from '../../../shared/pickers/list-keyboard.ts'

export interface KeyboardItem {
  key: string
  disabled?: boolean
}

/**
 * The spec's keyboard over a search input and a React Aria listbox (shared/pickers/list-keyboard.ts): put
 * the handler on an element holding both, in the capture phase, so the model decides the keys it owns.
 */
export function useListKeyboard(
  items: readonly KeyboardItem[],
  listRef: RefObject<HTMLElement | null>,
  searchRef: RefObject<HTMLInputElement | null>,
  onSelect: (key: string) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target as HTMLElement
      const inSearch = target === searchRef.current
      const option = inSearch ? null : target.closest('[role="option"]')
      if (!inSearch && !option) return
      const focused = option ? items.findIndex((item) => item.key === option.getAttribute('data-key')) : null
      if (focused === -1) return
      const action = listKeyAction({
        key: event.key,
        focused,
        disabled: items.map((item) => Boolean(item.disabled)),
        hasSearch: Boolean(searchRef.current),
      })
      if (action.type === 'none') return
      event.preventDefault()
      event.stopPropagation()
      if (action.type === 'focusSearch') searchRef.current?.focus()
      else {
        const key = items[action.index]?.key
        if (key === undefined) return
        if (action.type === 'select') onSelect(key)
        else
          [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])]
            .find((element) => element.getAttribute('data-key') === key)
            ?.focus()
      }
    },
    [items, listRef, searchRef, onSelect],
  )
}
