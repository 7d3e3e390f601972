// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { countedChunk, serverRenderedThenHydrated, settle } from '../testing/app/island-kit.tsx'
import { islandOnUse } from './island-on-use.tsx'
import { wakeIslands } from './island-registry.ts'

// A file of its own: the islands wake once per page, and island-on-use.test.tsx wakes them by a use.
describe('an island waiting for a first use', () => {
  it('wakes when the page navigates, since React must hydrate it to draw the new page', async () => {
    const chunk = countedChunk()
    const Island = islandOnUse('counter-e', chunk.load)
    const { container, root } = await serverRenderedThenHydrated('counter-e', Island, 'woken')
    expect(chunk.loads).toBe(0)
    await act(async () => {
      wakeIslands()
      await settle()
    })
    expect(chunk.loads).toBe(1)
    const button = container.querySelector('button') as HTMLButtonElement
    await act(async () => button.click())
    expect(button.textContent).toBe('woken 1')
    act(() => root.unmount())
  })

  it('loads at once when it mounts later, on a page reached in the app (the navigation woke the islands)', async () => {
    const chunk = countedChunk()
    const Island = islandOnUse('counter-f', chunk.load)
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(<Island label="now" />)
      await settle()
    })
    expect(chunk.loads).toBe(1)
    expect(container.querySelector('button')?.textContent).toBe('now 0')
    act(() => root.unmount())
  })
})
