import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listKeyAction } from './list-keyboard.ts'

const lists = fc.array(fc.boolean(), { minLength: 0, maxLength: 30 })
const withFocus = lists.chain((disabled) =>
  fc.record({
    disabled: fc.constant(disabled),
    focused: disabled.length ? fc.option(fc.nat(disabled.length - 1), { nil: null }) : fc.constant(null),
    hasSearch: fc.boolean(),
  }),
)
const enabled = (disabled: readonly boolean[]) => disabled.flatMap((d, i) => (d ? [] : [i]))

describe('the pickers’ keyboard model', () => {
  it('down moves to the next enabled item after the focused one, skipping disabled ones, and stops at the end', () => {
    fc.assert(
      fc.property(withFocus, ({ disabled, focused, hasSearch }) => {
        const action = listKeyAction({ key: 'ArrowDown', focused, disabled, hasSearch })
        const from = focused === null ? -1 : focused
        const next = enabled(disabled).find((i) => i > from)
        expect(action).toEqual(next === undefined ? { type: 'none' } : { type: 'focus', index: next })
      }),
    )
  })

  it('up moves to the previous enabled item; above the first it returns to the search input when there is one', () => {
    fc.assert(
      fc.property(withFocus, ({ disabled, focused, hasSearch }) => {
        const action = listKeyAction({ key: 'ArrowUp', focused, disabled, hasSearch })
        if (focused === null) {
          const last = enabled(disabled).at(-1)
          expect(action).toEqual(last === undefined ? { type: 'none' } : { type: 'focus', index: last })
          return
        }
        const previous = enabled(disabled)
          .filter((i) => i < focused)
          .at(-1)
        if (previous !== undefined) expect(action).toEqual({ type: 'focus', index: previous })
        else expect(action).toEqual(hasSearch ? { type: 'focusSearch' } : { type: 'none' })
      }),
    )
  })

  it('never focuses or selects a disabled item', () => {
    fc.assert(
      fc.property(
        withFocus,
        fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', ' ', 'a', 'Tab'),
        ({ disabled, focused, hasSearch }, key) => {
          const action = listKeyAction({ key, focused, disabled, hasSearch })
          if (action.type === 'focus' || action.type === 'select') expect(disabled[action.index]).toBe(false)
        },
      ),
    )
  })

  it('home and end jump to the first and last enabled item from the list', () => {
    fc.assert(
      fc.property(withFocus, ({ disabled, focused, hasSearch }) => {
        fc.pre(focused !== null)
        const all = enabled(disabled)
        const home = listKeyAction({ key: 'Home', focused, disabled, hasSearch })
        const end = listKeyAction({ key: 'End', focused, disabled, hasSearch })
        expect(home).toEqual(
          all[0] === undefined || all[0] === focused ? { type: 'none' } : { type: 'focus', index: all[0] },
        )
        expect(end).toEqual(
          all.at(-1) === undefined || all.at(-1) === focused
            ? { type: 'none' }
            : { type: 'focus', index: all.at(-1) },
        )
      }),
    )
  })

  it('enter and space select the focused item; in the search input space, home and end stay with the input', () => {
    fc.assert(
      fc.property(withFocus, ({ disabled, focused, hasSearch }) => {
        for (const key of ['Enter', ' ']) {
          const action = listKeyAction({ key, focused, disabled, hasSearch })
          if (focused !== null) {
            expect(action).toEqual(disabled[focused] ? { type: 'none' } : { type: 'select', index: focused })
          } else if (key === ' ') {
            expect(action).toEqual({ type: 'none' })
          } else {
            const first = enabled(disabled)[0]
            expect(action).toEqual(first === undefined ? { type: 'none' } : { type: 'select', index: first })
          }
        }
        if (focused === null) {
          expect(listKeyAction({ key: 'Home', focused, disabled, hasSearch })).toEqual({ type: 'none' })
          expect(listKeyAction({ key: 'End', focused, disabled, hasSearch })).toEqual({ type: 'none' })
        }
      }),
    )
  })

  it('leaves other keys alone (typeahead, Tab and Escape belong to the list and the dialog)', () => {
    for (const key of ['a', 'Tab', 'Escape', 'PageDown'])
      expect(listKeyAction({ key, focused: 0, disabled: [false, false], hasSearch: true })).toEqual({
        type: 'none',
      })
  })
})
