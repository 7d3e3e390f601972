// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST_DRAWN, useStagedList } from './use-staged-list.ts'

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `offer-${from + i}`)

/** Records what each render drew. */
function List({ items, drawn }: { items: string[]; drawn: number[][] }) {
  const shown = useStagedList(items, (id) => id)
  drawn.push(shown.map((id) => Number(id.slice(6))))
  return (
    <ul>
      {shown.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </ul>
  )
}

const lengths = (drawn: number[][]) => drawn.map((d) => d.length).filter((n, i, all) => n !== all[i - 1])

describe('offers drawn in two steps', () => {
  it('draws the first few of a new list at once and the rest just after', async () => {
    const drawn: number[][] = []
    const view = render(<List items={[]} drawn={drawn} />)
    await act(async () => view.rerender(<List items={ids(0, 20)} drawn={drawn} />))
    expect(lengths(drawn)).toEqual([0, FIRST_DRAWN, 20])
    expect(view.container.querySelectorAll('li')).toHaveLength(20)
  })

  it('keeps the offers already drawn when more are added below them, and replaces a changed list from its top', async () => {
    const drawn: number[][] = []
    const first = ids(0, 20)
    const view = render(<List items={first} drawn={drawn} />)
    drawn.length = 0
    await act(async () => view.rerender(<List items={[...first, ...ids(20, 20)]} drawn={drawn} />))
    // "Show more": the 20 on the page never leave it.
    expect(lengths(drawn)).toEqual([20, 40])
    drawn.length = 0
    await act(async () => view.rerender(<List items={ids(100, 20)} drawn={drawn} />))
    expect(lengths(drawn)).toEqual([FIRST_DRAWN, 20])
    expect(drawn[0]?.[0]).toBe(100)
  })

  it('draws a short list whole', async () => {
    const drawn: number[][] = []
    const view = render(<List items={ids(0, 20)} drawn={drawn} />)
    drawn.length = 0
    await act(async () => view.rerender(<List items={ids(50, 3)} drawn={drawn} />))
    expect(lengths(drawn)).toEqual([3])
  })
})
