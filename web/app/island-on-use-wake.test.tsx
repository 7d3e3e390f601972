// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { islandOnUse } from './island-on-use.tsx'
import { registerServerIslands, wakeIslands } from './island-registry.ts'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  )
}

// A file of its own: the islands wake once per page, and island-on-use.test.tsx wakes them by a use.
describe('an island waiting for a first use', () => {
  it('wakes when the page navigates, since React must hydrate it to draw the new page', async () => {
    let loads = 0
    const Island = islandOnUse<{ label: string }>('counter-e', async () => {
      loads += 1
      return { default: Counter }
    })
    registerServerIslands({ 'counter-e': Counter })
    const html = renderToString(<Island label="woken" />)
    registerServerIslands({ 'counter-e': undefined })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const root = await act(async () => hydrateRoot(container, <Island label="woken" />))
    expect(loads).toBe(0)
    await act(async () => {
      wakeIslands()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(loads).toBe(1)
    const button = container.querySelector('button') as HTMLButtonElement
    await act(async () => button.click())
    expect(button.textContent).toBe('woken 1')
    act(() => root.unmount())
  })

  it('loads at once when it mounts later, on a page reached in the app (the navigation woke the islands)', async () => {
    let loads = 0
    const Island = islandOnUse<{ label: string }>('counter-f', async () => {
      loads += 1
      return { default: Counter }
    })
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(<Island label="now" />)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(loads).toBe(1)
    expect(container.querySelector('button')?.textContent).toBe('now 0')
    act(() => root.unmount())
  })
})
